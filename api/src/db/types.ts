import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { HOLD_OUTCOMES, ORDER_LINE_STATUSES, PAYMENT_STATES, RETURN_REASONS, STAFF_ROLES } from './column-values';

// Column types are what both SQLite and PostgreSQL hand back through Kysely:
// timestamps are ISO-8601 UTC text (`toISOString()`), which sorts and compares
// correctly as text on both databases; booleans are integers 0/1; money is integer cents.

export type Role = 'customer' | 'admin';
export type CustomerType = 'Individual' | 'Business';
export type AddressType = 'BILLING_ADDRESS' | 'SHIPPING_ADDRESS';
export type GroupStatus = 'Open' | 'Closed';

export interface CustomersTable {
  id: Generated<number>;
  /** Stored lower-case (a CHECK enforces it), so the unique index is case-insensitive. */
  email: string;
  password_hash: string;
  role: Role;
  customer_type: CustomerType;
  first_name: string;
  last_name: string;
  company_name: string | null;
  title: string | null;
  phone_number: string;
  is_tax_exempt: number;
  email_verified_at: string | null;
  created_at: string;
  /** When the buyer unsubscribed from 'price level reached' mails; null while subscribed. */
  level_mail_opt_out_at: Generated<string | null>;
  /** Their Stripe Customer (cus_...), created with their first card saved through Stripe; unique. */
  stripe_customer_id: Generated<string | null>;
}

/** The last 'price level reached' mail per group and buyer (at most one an hour). */
export interface LevelMailSendsTable {
  group_id: number;
  customer_id: number;
  sent_at: string;
}

export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  address_type: AddressType;
  title: string | null;
  company_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  state: string;
  city: string;
  street: string;
  zip_code: string;
}

export interface SessionsTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: string;
}

/** An address an account has signed in from, and when last (modules/auth/login-throttle.ts). */
export interface LoginAddressesTable {
  customer_id: number;
  ip: string;
  last_login_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  sort_order: number;
}

export interface GroupsTable {
  id: Generated<number>;
  category_id: number;
  product_name: string;
  description: string;
  price_cents: number;
  /**
   * Level price at the current quantity_booked (denormalised; see catalog/price-level.ts).
   * Kept in the row so the listing's price filter is an indexed condition.
   */
  current_price_cents: number;
  /** Per unit, whole dollars only (a CHECK keeps it a multiple of 100). */
  shipping_cents: number;
  max_quantity: number;
  quantity_booked: number;
  end_date: string;
  status: GroupStatus;
  supplier_zip: string;
  supplier_street: string;
  supplier_city: string;
  supplier_state: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
  created_at: string;
}

export interface GroupLevelsTable {
  id: Generated<number>;
  group_id: number;
  quantity_level: number;
  price_cents: number;
}

export interface GroupImagesTable {
  id: Generated<number>;
  group_id: number;
  path: string;
  sort_order: number;
}

export interface GroupDocumentsTable {
  id: Generated<number>;
  group_id: number;
  path: string;
  file_name: string;
}

export interface Database {
  customers: CustomersTable;
  addresses: AddressesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_addresses: LoginAddressesTable;
  categories: CategoriesTable;
  groups: GroupsTable;
  group_levels: GroupLevelsTable;
  group_images: GroupImagesTable;
  group_documents: GroupDocumentsTable;
  customer_documents: CustomerDocumentsTable;
  account_tokens: AccountTokensTable;
  cart_items: CartItemsTable;
  cards: CardsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  charges_to_return: ChargesToReturnTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_cards: SandboxCardsTable;
  sandbox_charges: SandboxChargesTable;
  invoices: InvoicesTable;
  returns: ReturnsTable;
  settlement_runs: SettlementRunsTable;
  level_mail_sends: LevelMailSendsTable;
  payment_holds: PaymentHoldsTable;
  stripe_events: StripeEventsTable;
  refund_retries: RefundRetriesTable;
  disputes: DisputesTable;
  staff_members: StaffMembersTable;
  staff_invites: StaffInvitesTable;
  staff_settings: StaffSettingsTable;
  audit_log: AuditLogTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Address = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type Category = Selectable<CategoriesTable>;
export type Group = Selectable<GroupsTable>;

// Commerce (migration 003).

export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];
export type PaymentKind = 'charge' | 'refund';
export type PaymentProviderName = 'sandbox' | 'stripe';
/** What a sandbox card does when charged (Stripe's test-card semantics). */
export type SandboxOutcome = 'ok' | 'declined' | 'insufficient_funds';

export interface CartItemsTable {
  id: Generated<number>;
  customer_id: number;
  group_id: number;
  qty: number;
  created_at: string;
}

export interface CardsTable {
  id: Generated<number>;
  customer_id: number;
  provider: PaymentProviderName;
  provider_card_id: string;
  card_holder_name: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: string;
  /** The provider's customer the card is attached to (Stripe: cus_...); null for the sandbox and older Stripe cards. */
  provider_customer_id: Generated<string | null>;
  /** The provider's fingerprint of the card number (Stripe's `card.fingerprint`); null for the sandbox. */
  fingerprint: Generated<string | null>;
}

export interface OrdersTable {
  id: Generated<number>;
  customer_id: number;
  card_id: number | null;
  goods_cents: number;
  tax_cents: number;
  shipping_cents: number;
  platform_fee_cents: number;
  grand_total_cents: number;
  created_at: string;
  /** 'placed' unless the card's bank asked for 3-D Secure (migration 019): then held until it answers. */
  payment_state: Generated<OrderPaymentState>;
  /** The wallet that paid (migration 021: Stripe's `card.wallet.type`, e.g. 'google_pay'), with no card; null: a saved card paid. */
  wallet: Generated<string | null>;
}

// 3-D Secure at order time (migration 019).

export type OrderPaymentState = (typeof PAYMENT_STATES)[number];
export type PaymentHoldOutcome = (typeof HOLD_OUTCOMES)[number];

export interface PaymentHoldsTable {
  order_id: number;
  provider: PaymentProviderName;
  /** The provider's charge waiting for the shopper (Stripe: the PaymentIntent, pi_...). */
  charge_id: string;
  client_secret: string;
  charge_key: string;
  /** The order lines to write once paid, as JSON (checkout/payment-holds.repository.ts). */
  lines: string;
  expires_at: string;
  created_at: string;
  ended_at: string | null;
  outcome: PaymentHoldOutcome | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  group_id: number;
  quantity: number;
  /** Unit price paid at order time. */
  price_cents: number;
  tax_cents: number;
  shipping_cents: number;
  platform_fee_cents: number;
  status: OrderLineStatus;
  tracking_company_name: string | null;
  tracking_number: string | null;
  invoice_id: string | null;
  street: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  created_at: string;
  updated_at: string;
  /** Unit price after the group settled; null until then (migration 004). */
  final_price_cents: number | null;
  /** Every refund given on the line so far: settlement, cancellation, return. */
  refunded_cents: Generated<number>;
  settle_claimed_at: string | null;
  settled_at: string | null;
  /** When a cancellation gave the line's units back to its open group (migration 005). */
  stock_released_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  kind: PaymentKind;
  amount_cents: number;
  provider: PaymentProviderName;
  provider_id: string;
  order_id: number;
  order_line_id: number | null;
  idempotency_key: string;
  created_at: string;
  /** A refund's state (migration 020): null for a charge. */
  refund_state: Generated<RefundState | null>;
  /** When Stripe's event said the state shown (its `created`); null before any event about this refund. */
  refund_state_at: Generated<string | null>;
  /** Why the refund failed (Stripe's failure_reason, or our retry refused). */
  refund_failure: Generated<string | null>;
  /** Retries made of a failed refund, each under its own idempotency key (`refund_retries`). */
  refund_retries: Generated<number>;
}

/**
 * A refund in the ledger: asked for and accepted by the provider, then as Stripe's events
 * say; `retrying` while the payments job retries a failed one (docs/decisions.md "Stripe webhooks").
 */
export type RefundState = 'accepted' | 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | 'retrying';

export interface ChargesToReturnTable {
  id: Generated<number>;
  provider: PaymentProviderName;
  idempotency_key: string;
  provider_card_id: string;
  amount_cents: number;
  description: string;
  charge_id: string | null;
  customer_id: number;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  returned_at: string | null;
  outcome: 'refunded' | 'never_charged' | null;
  /** The provider's customer the charge named: asked again under its key, it must name the same. */
  provider_customer_id: Generated<string | null>;
  /** A wallet's one-time payment method (migration 021): asked again on session, as it was first. */
  wallet: Generated<string | null>;
}

// Stripe's webhooks (migration 020).

export interface StripeEventsTable {
  id: Generated<number>;
  event_id: string;
  type: string;
  object_id: string | null;
  payload: string;
  event_created_at: string;
  received_at: string;
  process_after: string | null;
  claimed_at: string | null;
  attempts: Generated<number>;
  processed_at: string | null;
  outcome: string | null;
  last_error: string | null;
}

export interface RefundRetriesTable {
  id: Generated<number>;
  payment_id: number;
  attempt: number;
  idempotency_key: string;
  failed_provider_id: string;
  failure: string | null;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  answered_at: string | null;
}

export interface DisputesTable {
  id: Generated<number>;
  dispute_id: string;
  payment_intent_id: string | null;
  charge_id: string | null;
  order_id: number | null;
  customer_id: number | null;
  amount_cents: number;
  currency: string;
  reason: string;
  status: string;
  status_at: string;
  opened_at: string;
  closed_at: string | null;
  updated_at: string;
}

export type MailState = 'queued' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** Which mail template renders it when it is sent (migration 025; modules/mail/mail-templates.ts). */
  template: string;
  /** The facts the template shows, as JSON; emptied once sent (links may carry tokens). */
  data: string;
  link: string;
  state: Generated<MailState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** bigint: PostgreSQL hands it back as text. */
  reset_at_ms: ColumnType<number | string, number, number>;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  customer_id: number;
  key: string;
  /** The JSON answer given the first time, replayed for a repeated key. */
  answer: string;
  created_at: string;
}

/** The card a sandbox token describes, kept again on the card saved from it. */
interface SandboxCardData {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: SandboxOutcome;
}

export interface SandboxTokensTable extends SandboxCardData {
  id: string;
  used_at: string | null;
  created_at: string;
}

export interface SandboxCardsTable extends SandboxCardData {
  id: string;
  created_at: string;
}

export interface SandboxChargesTable {
  id: string;
  kind: PaymentKind;
  card_id: string | null;
  charge_id: string | null;
  amount_cents: number;
  idempotency_key: string;
  description: string | null;
  created_at: string;
}

export type Card = Selectable<CardsTable>;

// Accounts (migration 002).

export type DocumentType = 'tax_exempt' | 'other';
export type DocumentStatus = 'Pending' | 'Approved' | 'Rejected';
export type TokenPurpose = 'verify_email' | 'password_reset';

export interface CustomerDocumentsTable {
  id: Generated<number>;
  customer_id: number;
  doc_type: DocumentType;
  /** The client's name for the file, shown back to it; never used as a path. */
  file_name: string;
  mime_type: string;
  /** Server-generated name of the stored file under UPLOAD_DIR. */
  storage_key: string;
  uploaded_at: string | null;
  status: DocumentStatus;
  reason: string | null;
  expires_at: string | null;
  created_at: string;
}

export interface AccountTokensTable {
  id: Generated<number>;
  customer_id: number;
  purpose: TokenPurpose;
  /** sha256 (hex) of the mailed token. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type CustomerDocument = Selectable<CustomerDocumentsTable>;
export type NewCustomerDocument = Insertable<CustomerDocumentsTable>;

// Order lifecycle (migration 004).

export type ReturnReason = (typeof RETURN_REASONS)[number];

export interface InvoicesTable {
  id: Generated<number>;
  order_line_id: number;
  /** 'INV-000123', from the line id: unique and stable. */
  number: string;
  issued_at: string;
}

export interface ReturnsTable {
  id: Generated<number>;
  order_line_id: number;
  reason: ReturnReason;
  note: string | null;
  /** The line status the return last moved it to. */
  status: OrderLineStatus;
  created_at: string;
  /** Why an operator declined it, for the buyer (migration 008); null otherwise. */
  decline_reason: string | null;
}

// Settlement runs (migration 010).

export type SettlementTrigger = 'job' | 'operator' | 'cli';

export interface SettlementRunsTable {
  id: Generated<number>;
  started_by: SettlementTrigger;
  /** The one group an operator closed and settled; null for a run over every ended group. */
  group_id: number | null;
  /** The operator who started it (migration 018); null for the job, the CLI and older runs. */
  started_by_customer_id: number | null;
  groups_closed: number;
  lines_settled: number;
  refunded_cents: number;
  /** Why the run stopped early; null when it finished. */
  error: string | null;
  created_at: string;
  /** When it ended (migration 026); null while an operator's run is still going. */
  finished_at: string | null;
  /** Lines the run claimed to settle, groups they belong to, and groups whose claimed lines are all done. */
  lines_total: Generated<number>;
  groups_total: Generated<number>;
  groups_settled: Generated<number>;
}

// Staff and the audit log (migration 024; docs/decisions.md "Staff roles and the audit log").

export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member: a `customers` row with role 'admin' and this row naming their staff role. */
export interface StaffMembersTable {
  customer_id: number;
  staff_role: StaffRole;
  disabled_at: Generated<string | null>;
  /** Sealed (staff/totp.ts); never answered or logged. */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  totp_last_step: Generated<number | null>;
  invited_by: number | null;
  created_at: string;
}

export interface StaffInvitesTable {
  id: Generated<number>;
  email: string;
  staff_role: StaffRole;
  /** sha256 (hex) of the mailed token. */
  token_hash: string;
  invited_by: number | null;
  expires_at: string;
  used_at: Generated<string | null>;
  customer_id: Generated<number | null>;
  created_at: string;
}

/** One row (id 1): the shop's staff settings. */
export interface StaffSettingsTable {
  id: number;
  require_totp: number;
  updated_at: string | null;
  updated_by: number | null;
}

/** Append-only (triggers refuse UPDATE and DELETE): one row per operator action. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_id: number | null;
  actor_email: string;
  ip: string | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  customer_id: number | null;
  group_id: number | null;
  order_line_id: number | null;
  /** JSON text. */
  before: string | null;
  after: string | null;
  summary: string;
}
