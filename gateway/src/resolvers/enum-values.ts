// Each GraphQL enum value and the REST value it stands for, in one place. codegen.ts
// passes this to the resolver types (`enumValues`), and the executable schema takes it
// as enum resolvers, so resolvers receive and return the REST values and the executor
// translates at the edge: no resolver maps an enum by hand.
export const enumValues = {
  GroupStatus: { OPEN: 'Open', CLOSED: 'Closed' },
  CustomerType: { INDIVIDUAL: 'Individual', BUSINESS: 'Business' },
  PaymentProvider: { SANDBOX: 'sandbox', STRIPE: 'stripe' },
  OrderLineStatus: {
    IN_PROGRESS: 'in_progress',
    SHIPPING: 'shipping',
    CANCELLED: 'cancelled',
    COMPLETED: 'completed',
    RETURN_REQUESTED: 'return_requested',
    RETURN_ACCEPTED: 'return_accepted',
    RETURN_DECLINED: 'return_declined',
    RETURN_IN_PROGRESS: 'return_in_progress',
    REFUNDED: 'refunded',
  },
  ReturnReason: {
    DEFECTIVE: 'defective',
    WRONG_ITEM: 'wrong_item',
    NOT_AS_DESCRIBED: 'not_as_described',
    DAMAGED: 'damaged',
    SIZE_ISSUE: 'size_issue',
    QUALITY_ISSUE: 'quality_issue',
    CHANGED_MIND: 'changed_mind',
    DUPLICATE_ORDER: 'duplicate_order',
    MISSING_PARTS: 'missing_parts',
    EXPIRED: 'expired',
    OTHER: 'other',
  },
  AddressType: { BILLING: 'BILLING_ADDRESS', SHIPPING: 'SHIPPING_ADDRESS' },
  // The operator console's lists and records.
  AdminOrderLineSort: { NEWEST: 'newest', OLDEST: 'oldest' },
  AdminCustomerSort: { NEWEST: 'newest', NAME: 'name' },
  LedgerKind: { CHARGE: 'charge', REFUND: 'refund' },
  LedgerReason: { ORDER: 'order', SETTLEMENT: 'settlement', CANCELLATION: 'cancellation', RETURN: 'return' },
  SettlementStartedBy: { JOB: 'job', OPERATOR: 'operator', CLI: 'cli' },
  RefundState: {
    ACCEPTED: 'accepted',
    PENDING: 'pending',
    REQUIRES_ACTION: 'requires_action',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    CANCELED: 'canceled',
    RETRYING: 'retrying',
  },
  StripeEventStatus: { QUEUED: 'queued', WAITING: 'waiting', RETRYING: 'retrying', PROCESSED: 'processed' },
} as const;
