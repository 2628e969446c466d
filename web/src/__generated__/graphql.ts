// @ts-nocheck -- generated; its suspense overloads fail TS2394 under Apollo Client 4
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** A card to save. */
export type AddCardInput = {
  /** The name on the card. */
  holderName: string;
  /** Make it the default card (the first card always is). */
  makeDefault?: boolean;
  /** The payment provider's token id (tok_...). */
  token: string;
};

/** A new shipping address. */
export type AddressInput = {
  /** City name. */
  city: string;
  /** Company name; empty is stored as none. */
  companyName?: string | null | undefined;
  /** Country name. */
  country: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Phone number, at most 14 characters. */
  phoneNumber: string;
  /** State code, e.g. TX. */
  state: string;
  /** Street and number. */
  street: string;
  /** Job title; empty is stored as none. */
  title?: string | null | undefined;
  /** ZIP code. */
  zipCode: string;
};

/** Whether an address is the billing or the shipping address. */
export type AddressType =
  /** The billing address, edited with the profile. */
  | 'BILLING'
  /** The shipping address orders are delivered to. */
  | 'SHIPPING';

/** An existing address with all its fields. */
export type AddressUpdateInput = {
  /** City name. */
  city: string;
  /** Company name; empty is stored as none. */
  companyName?: string | null | undefined;
  /** Country name. */
  country: string;
  /** First name. */
  firstName: string;
  /** The address id. */
  id: string | number;
  /** Last name. */
  lastName: string;
  /** Phone number, at most 14 characters. */
  phoneNumber: string;
  /** State code, e.g. TX. */
  state: string;
  /** Street and number. */
  street: string;
  /** Job title; empty is stored as none. */
  title?: string | null | undefined;
  /** Billing or shipping; it must match the address. */
  type: AddressType;
  /** ZIP code. */
  zipCode: string;
};

/** How the account list is sorted. */
export type AdminCustomerSort =
  /** By last name, then first name. */
  | 'NAME'
  /** Newest accounts first. */
  | 'NEWEST';

/** The fields of a group to change; absent or null fields stay as they are. */
export type AdminGroupChanges = {
  /** The category (or sub-category) id. */
  categoryId?: string | number | null | undefined;
  /** The product's description. */
  description?: string | null | undefined;
  /** When sales end; a new one must lie ahead. */
  endDate?: string | null | undefined;
  /** All levels, replacing the stored ones. */
  levels?: Array<AdminPriceLevelInput> | null | undefined;
  /** The most units the group sells; at least those booked. */
  maxQuantity?: number | null | undefined;
  /** The list unit price in cents. */
  priceCents?: number | null | undefined;
  /** The product's name. */
  productName?: string | null | undefined;
  /** The delivery radius in miles. */
  radiusMiles?: number | null | undefined;
  /** Shipping per unit in cents, whole dollars. */
  shippingCents?: number | null | undefined;
  /** The supplier's city. */
  supplierCity?: string | null | undefined;
  /** The supplier's state. */
  supplierState?: string | null | undefined;
  /** The supplier's street. */
  supplierStreet?: string | null | undefined;
  /** The supplier's US ZIP code. */
  supplierZip?: string | null | undefined;
};

/** Every field of a new group. */
export type AdminGroupInput = {
  /** The category (or sub-category) id. */
  categoryId: string | number;
  /** The product's description, up to 5000 characters. */
  description: string;
  /** When sales end; in the future. */
  endDate: string;
  /** 1 to 20 levels, quantities strictly rising up to maxQuantity. */
  levels: Array<AdminPriceLevelInput>;
  /** The most units the group sells. */
  maxQuantity: number;
  /** The list unit price in cents (1 to 100000000). */
  priceCents: number;
  /** The product's name. */
  productName: string;
  /** The delivery radius in miles, above 0 and at most 100. */
  radiusMiles: number;
  /** Shipping per unit in cents, whole dollars (a multiple of 100) up to 1000000. */
  shippingCents: number;
  /** The supplier's city. */
  supplierCity: string;
  /** The supplier's state. */
  supplierState: string;
  /** The supplier's street. */
  supplierStreet: string;
  /** The supplier's US ZIP code: where the delivery area is centred. */
  supplierZip: string;
};

/** How the order line list is sorted. */
export type AdminOrderLineSort =
  /** Newest placed first. */
  | 'NEWEST'
  /** Oldest placed first: who has waited longest. */
  | 'OLDEST';

/** A price level as an operator sets it. */
export type AdminPriceLevelInput = {
  /** The unit price in cents at this level: below the list price, never rising from level to level. */
  priceCents: number;
  /**
   * Up to this many units booked in total (strictly rising from level to level): the first
   * level covers 1 up to its quantity, each next one starts one above the previous.
   */
  quantity: number;
};

/** The kind of customer account. */
export type CustomerType =
  /** A company; may claim tax exemption with documents. */
  | 'BUSINESS'
  /** A private person. */
  | 'INDIVIDUAL';

/** A document announced before its bytes are uploaded: its name and type. */
export type DocumentInput = {
  /** The file's name as the shopper chose it, e.g. exemption.pdf. */
  fileName: string;
  /** The file's type: application/pdf, application/msword or the .docx type. */
  mimeType: string;
};

/** Where a customer document is in its review. */
export type DocumentStatus =
  /** Approved; it can no longer be deleted. */
  | 'APPROVED'
  /** Waiting for review (the default). */
  | 'PENDING'
  /** Rejected; `rejectionReason` says why. */
  | 'REJECTED';

/** Filters of the group listing; they combine. */
export type GroupFilter = {
  /** Only groups of this category or one of its sub-categories. */
  categoryId?: string | number | null | undefined;
  /** Only groups whose current unit price is at most this many dollars. */
  maxPrice?: number | null | undefined;
  /** Only groups whose current unit price is at least this many dollars. */
  minPrice?: number | null | undefined;
  /** Only groups whose product name contains this text (case-insensitive). */
  productName?: string | null | undefined;
  /** Only groups delivering to this US ZIP code. An unknown ZIP lists nothing. */
  zipCode: string;
};

/** Whether a buy group still takes orders. */
export type GroupStatus =
  /** The group's end date passed or it sold out; no more orders. */
  | 'CLOSED'
  /** The group takes orders. */
  | 'OPEN';

/** What a ledger entry is. */
export type LedgerKind =
  /** Money taken for an order. */
  | 'CHARGE'
  /** Money given back on an order line. */
  | 'REFUND';

/** Why money moved. */
export type LedgerReason =
  /** A cancelled line refunded in full. */
  | 'CANCELLATION'
  /** A placed order's charge. */
  | 'ORDER'
  /** A returned line refunded. */
  | 'RETURN'
  /** Settlement's refund of the price difference. */
  | 'SETTLEMENT';

/** Where an order line goes in its life. */
export type OrderLineStatus =
  /** Cancelled ('Cancelled'). */
  | 'CANCELLED'
  /** Delivered ('Delivered'); an invoice exists. */
  | 'COMPLETED'
  /** Ordered, being prepared ('In Progress'). */
  | 'IN_PROGRESS'
  /** The line was refunded ('Refunded'). */
  | 'REFUNDED'
  /** The return was accepted ('Return Accepted'). */
  | 'RETURN_ACCEPTED'
  /** The return was declined ('Return Declined'). */
  | 'RETURN_DECLINED'
  /** The return is on its way back ('Return In Progress'). */
  | 'RETURN_IN_PROGRESS'
  /** The buyer asked to return it ('Return Requested'). */
  | 'RETURN_REQUESTED'
  /** On its way, with tracking ('Shipped'). */
  | 'SHIPPING';

/** The payment provider the API charges cards through. */
export type PaymentProvider =
  /** The built-in sandbox (Stripe's test cards); its form posts to POST /payments/sandbox/tokens. */
  | 'SANDBOX'
  /** Stripe; cards are tokenised in the browser by Stripe Elements. */
  | 'STRIPE';

/** What to order with. */
export type PlaceOrderInput = {
  /** The delivery address; default the billing address. */
  addressId?: string | number | null | undefined;
  /** The saved card to charge. */
  cardId: string | number;
  /** Any unique text; sending the same key again never charges twice (it answers the first result). */
  idempotencyKey?: string | null | undefined;
};

/** Profile fields to change; an absent or null field keeps its value. */
export type ProfileInput = {
  /** City of the billing address. */
  city?: string | null | undefined;
  /** Company name. */
  companyName?: string | null | undefined;
  /** Country name of the billing address. */
  country?: string | null | undefined;
  /** Ids of other documents to delete (approved ones cannot be deleted). */
  deleteOtherDocumentIds?: Array<string | number> | null | undefined;
  /** True deletes every tax document (approved ones cannot be deleted). */
  deleteTaxDocument?: boolean | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Whether the business claims tax exemption; it then needs a tax document. */
  isTaxExempt?: boolean | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** New other documents to announce (Business), at most 10. */
  newOtherDocuments?: Array<DocumentInput> | null | undefined;
  /** A new tax exemption document to announce (Business); upload it to the answered target. */
  newTaxDocument?: DocumentInput | null | undefined;
  /** Phone number, at most 14 characters. */
  phoneNumber?: string | null | undefined;
  /** State code of the billing address, e.g. TX. */
  state?: string | null | undefined;
  /** Street and number of the billing address. */
  street?: string | null | undefined;
  /** Job title. */
  title?: string | null | undefined;
  /** ZIP code of the billing address. */
  zipCode?: string | null | undefined;
};

/** Why a buyer returns an order line. */
export type ReturnReason =
  /** The buyer changed their mind. */
  | 'CHANGED_MIND'
  /** It arrived damaged. */
  | 'DAMAGED'
  /** It does not work. */
  | 'DEFECTIVE'
  /** It was ordered twice. */
  | 'DUPLICATE_ORDER'
  /** It is past its date. */
  | 'EXPIRED'
  /** Parts are missing. */
  | 'MISSING_PARTS'
  /** It is not as described. */
  | 'NOT_AS_DESCRIBED'
  /** Another reason (say it in the note). */
  | 'OTHER'
  /** Its quality disappoints. */
  | 'QUALITY_ISSUE'
  /** It does not fit. */
  | 'SIZE_ISSUE'
  /** A different item arrived. */
  | 'WRONG_ITEM';

/** A return request for one order line. */
export type ReturnRequestInput = {
  /** The line's group id. */
  groupId: string | number;
  /** Optional details, up to 1000 characters. */
  note?: string | null | undefined;
  /** The order's id. */
  orderId: string | number;
  /** The order line's id. */
  orderLineId: string | number;
  /** Why the line is returned. */
  reason: ReturnReason;
};

/** Who started a settlement run. */
export type SettlementStartedBy =
  /** The admin CLI. */
  | 'CLI'
  /** The job that runs every minute. */
  | 'JOB'
  /** An operator (the console or the admin REST routes). */
  | 'OPERATOR';

/** A new customer account. */
export type SignUpInput = {
  /** City name. */
  city: string;
  /** Company name (Business); empty is left out. */
  companyName?: string | null | undefined;
  /** The password again. */
  confirmPassword: string;
  /** Country name. */
  country?: string;
  /** Individual or Business. */
  customerType?: CustomerType;
  /** E-mail address; the verification link is sent to it. */
  email: string;
  /** First name. */
  firstName: string;
  /** Whether the business claims tax exemption (Business only); then a tax document is required. */
  isTaxExempt?: boolean;
  /** Last name. */
  lastName: string;
  /** Other documents (Business), at most 10. */
  otherDocuments?: Array<DocumentInput> | null | undefined;
  /** The password: 8 or more letters, digits and @$!%*#?&, with a letter, a digit and one of those. */
  password: string;
  /** Phone number as entered, e.g. (214) 555-0100 (at most 14 characters). */
  phoneNumber: string;
  /** State code, e.g. TX. */
  state: string;
  /** Street and number. */
  street: string;
  /** The tax exemption document (Business, tax-exempt). */
  taxDocument?: DocumentInput | null | undefined;
  /** Job title (Business); empty is left out. */
  title?: string | null | undefined;
  /** ZIP code. */
  zipCode: string;
};

/** What a document's bytes belong to. */
export type UploadKind =
  /** Another document. */
  | 'OTHER'
  /** A tax exemption document. */
  | 'TAX';

export type GroupChangedSubscriptionVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type GroupChangedSubscription = { groupChanged: { id: string, quantityBooked: number, unitsLeft: number, currentLevel: number, discountedPrice: number, status: GroupStatus, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null } };

export type LocationCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationCountriesQuery = { countries: Array<{ isoCode: string, name: string }> };

export type LocationStatesQueryVariables = Exact<{
  countryCode: string;
}>;


export type LocationStatesQuery = { states: Array<{ id: string, isoCode: string, name: string }> };

export type LocationCitiesQueryVariables = Exact<{
  countryCode: string;
  stateCode: string;
}>;


export type LocationCitiesQuery = { cities: Array<{ value: string, name: string }> };

export type AddressForm_AddressFragment = { id: string, type: AddressType, title: string, companyName: string, firstName: string, lastName: string, email: string, phoneNumber: string, country: string, state: string, city: string, street: string, zipCode: string };

export type AddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookQuery = { profile: { id: string, billingAddress: { id: string, type: AddressType, title: string, companyName: string, firstName: string, lastName: string, email: string, phoneNumber: string, country: string, state: string, city: string, street: string, zipCode: string } | null, addresses: Array<{ id: string, type: AddressType, title: string, companyName: string, firstName: string, lastName: string, email: string, phoneNumber: string, country: string, state: string, city: string, street: string, zipCode: string }> } };

export type CreateShippingAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type CreateShippingAddressMutation = { createShippingAddress: { message: string, address: { id: string, type: AddressType, title: string, companyName: string, firstName: string, lastName: string, email: string, phoneNumber: string, country: string, state: string, city: string, street: string, zipCode: string } } };

export type UpdateAddressMutationVariables = Exact<{
  input: AddressUpdateInput;
}>;


export type UpdateAddressMutation = { updateAddress: { message: string, address: { id: string, type: AddressType, title: string, companyName: string, firstName: string, lastName: string, email: string, phoneNumber: string, country: string, state: string, city: string, street: string, zipCode: string } } };

export type AdminCustomerQueryVariables = Exact<{
  id: string | number;
  linesPage: number;
  pageSize: number;
}>;


export type AdminCustomerQuery = { admin: { customer: { id: string, email: string, firstName: string, lastName: string, role: string, customerType: CustomerType, companyName: string | null, title: string | null, phoneNumber: string, emailVerified: boolean, claimsTaxExemption: boolean, taxExempt: boolean, orderCount: number, createdAt: string, addresses: Array<{ id: string, type: AddressType, firstName: string, lastName: string, companyName: string | null, street: string, city: string, state: string, country: string, zipCode: string, phoneNumber: string }>, sessions: Array<{ id: string, createdAt: string, expiresAt: string }> }, documents: { total: number, items: Array<{ id: string, kind: string, fileName: string, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null, createdAt: string }> }, orderLines: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, orderId: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, trackingNumber: string | null, orderedAt: string }> } } };

export type CustomerSessions_CustomerFragment = { id: string, sessions: Array<{ id: string, createdAt: string, expiresAt: string }> };

export type AdminCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: AdminCustomerSort | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminCustomersQuery = { admin: { customers: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, email: string, firstName: string, lastName: string, role: string, customerType: CustomerType, companyName: string | null, emailVerified: boolean, createdAt: string }> } } };

export type EndCustomerSessionsMutationVariables = Exact<{
  id: string | number;
}>;


export type EndCustomerSessionsMutation = { admin: { endCustomerSessions: { message: string, ended: number, customer: { id: string, sessions: Array<{ id: string, createdAt: string, expiresAt: string }> } } } };

export type AdminDocumentsQueryVariables = Exact<{
  status?: DocumentStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminDocumentsQuery = { admin: { documents: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, customerId: string, customerName: string, customerEmail: string, customerTaxExempt: boolean, kind: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null, createdAt: string }> } } };

export type DocumentReview_DocumentFragment = { id: string, customerId: string, customerName: string, customerEmail: string, customerTaxExempt: boolean, kind: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null, createdAt: string };

export type ApproveDocumentMutationVariables = Exact<{
  id: string | number;
  expiresOn?: string | null | undefined;
}>;


export type ApproveDocumentMutation = { admin: { approveDocument: { message: string, document: { id: string, customerId: string, customerName: string, customerEmail: string, customerTaxExempt: boolean, kind: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null, createdAt: string } } } };

export type RejectDocumentMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectDocumentMutation = { admin: { rejectDocument: { message: string, document: { id: string, customerId: string, customerName: string, customerEmail: string, customerTaxExempt: boolean, kind: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null, createdAt: string } } } };

export type AdminGroupsQueryVariables = Exact<{
  status?: GroupStatus | null | undefined;
  categoryId?: string | number | null | undefined;
  search?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminGroupsQuery = { admin: { groups: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } }> } } };

export type AdminGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminGroupQuery = { admin: { group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } };

export type AdminGroupLinesQueryVariables = Exact<{
  groupId: string | number;
  page: number;
  pageSize: number;
}>;


export type AdminGroupLinesQuery = { admin: { groupLines: { page: number, pageSize: number, total: number, hasMore: boolean, finalPriceCents: number, unsettledLines: number, refundDueCents: number, items: Array<{ id: string, orderId: string, customerEmail: string, quantity: number, status: OrderLineStatus, unitPriceCents: number, paidCents: number, refundedCents: number, finalPriceCents: number | null, settlementRefundCents: number | null, orderedAt: string }> } } };

export type AdminDeliveryAreaQueryVariables = Exact<{
  supplierZip: string;
  radiusMiles: number;
}>;


export type AdminDeliveryAreaQuery = { admin: { deliveryArea: { total: number, zipCodes: Array<string> } } };

export type AdminGroupCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGroupCategoriesQuery = { categories: Array<{ id: string, name: string, subCategories: Array<{ id: string, name: string }> }> };

export type AdminGroupFieldsFragment = { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } };

export type CreateGroupMutationVariables = Exact<{
  input: AdminGroupInput;
}>;


export type CreateGroupMutation = { admin: { createGroup: { message: string, group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } } };

export type UpdateGroupMutationVariables = Exact<{
  id: string | number;
  input: AdminGroupChanges;
}>;


export type UpdateGroupMutation = { admin: { updateGroup: { message: string, group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } } };

export type CloseGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseGroupMutation = { admin: { closeGroup: { message: string, group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } } };

export type AnnounceGroupImageMutationVariables = Exact<{
  groupId: string | number;
  mimeType: string;
}>;


export type AnnounceGroupImageMutation = { admin: { announceGroupImage: { message: string, uploadUrl: string, imageUrl: string } } };

export type RemoveGroupImageMutationVariables = Exact<{
  groupId: string | number;
  imageUrl: string;
}>;


export type RemoveGroupImageMutation = { admin: { removeGroupImage: { message: string, group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } } };

export type AnnounceGroupDocumentMutationVariables = Exact<{
  groupId: string | number;
  mimeType: string;
  fileName: string;
}>;


export type AnnounceGroupDocumentMutation = { admin: { announceGroupDocument: { message: string, uploadUrl: string, documentUrl: string } } };

export type RemoveGroupDocumentMutationVariables = Exact<{
  groupId: string | number;
  documentUrl: string;
}>;


export type RemoveGroupDocumentMutation = { admin: { removeGroupDocument: { message: string, group: { id: string, productName: string, description: string, status: GroupStatus, quantityBooked: number, maxQuantity: number, priceCents: number, currentPriceCents: number, currentLevel: number, shippingCents: number, endDate: string, images: Array<string>, radiusMiles: number, category: { id: string, name: string }, levels: Array<{ quantity: number, priceCents: number }>, documents: Array<{ url: string, fileName: string }>, supplier: { street: string, city: string, state: string, zipCode: string } } } } };

export type AdminOrderLinesQueryVariables = Exact<{
  status?: OrderLineStatus | null | undefined;
  search?: string | null | undefined;
  sort?: AdminOrderLineSort | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminOrderLinesQuery = { admin: { orderLines: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, orderId: string, customerEmail: string, groupId: string, productName: string, quantity: number, unitPrice: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string }> } } };

export type OrderLineTable_OrderLineFragment = { id: string, orderId: string, customerEmail: string, groupId: string, productName: string, quantity: number, unitPrice: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string };

export type MoveOrderLineMutationVariables = Exact<{
  id: string | number;
  status: OrderLineStatus;
  trackingCompany?: string | null | undefined;
  trackingNumber?: string | null | undefined;
}>;


export type MoveOrderLineMutation = { admin: { moveOrderLine: { message: string, orderLine: { id: string, orderId: string, customerEmail: string, groupId: string, productName: string, quantity: number, unitPrice: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string } } } };

export type MoveOrderLinesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  status: OrderLineStatus;
  trackingCompany?: string | null | undefined;
  trackingNumber?: string | null | undefined;
}>;


export type MoveOrderLinesMutation = { admin: { moveOrderLines: { message: string, moved: number, refused: number, results: Array<{ id: string, ok: boolean, message: string, orderLine: { id: string, orderId: string, customerEmail: string, groupId: string, productName: string, quantity: number, unitPrice: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string } | null }> } } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { admin: { overview: { openGroups: number, groupsClosingSoon: number, unitsBookedToday: number, grossSales: number, refundsMade: number, refundsDue: number, linesAwaitingSettlement: number, settlementLagSeconds: number, pendingDocuments: number, pendingReturns: number, days: Array<{ date: string, orders: number, sales: number, refunds: number, refunded: number }> } } };

export type AcceptReturnMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptReturnMutation = { admin: { acceptReturn: { message: string, orderLine: { id: string, orderId: string, customerEmail: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, returnReason: ReturnReason | null, returnNote: string | null, returnDeclineReason: string | null, orderedAt: string } } } };

export type AdminReturnsQueryVariables = Exact<{
  status: OrderLineStatus;
  page: number;
  pageSize: number;
}>;


export type AdminReturnsQuery = { admin: { orderLines: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, orderId: string, customerEmail: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, returnReason: ReturnReason | null, returnNote: string | null, returnDeclineReason: string | null, orderedAt: string }> } } };

export type ReturnTable_OrderLineFragment = { id: string, orderId: string, customerEmail: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, returnReason: ReturnReason | null, returnNote: string | null, returnDeclineReason: string | null, orderedAt: string };

export type DeclineReturnMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeclineReturnMutation = { admin: { declineReturn: { message: string, orderLine: { id: string, orderId: string, customerEmail: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, returnReason: ReturnReason | null, returnNote: string | null, returnDeclineReason: string | null, orderedAt: string } } } };

export type MoveReturnMutationVariables = Exact<{
  id: string | number;
  status: OrderLineStatus;
}>;


export type MoveReturnMutation = { admin: { moveOrderLine: { message: string, orderLine: { id: string, orderId: string, customerEmail: string, productName: string, quantity: number, paidTotal: number, refundedAmount: number, status: OrderLineStatus, returnReason: ReturnReason | null, returnNote: string | null, returnDeclineReason: string | null, orderedAt: string } } } };

export type RunSettlementMutationVariables = Exact<{
  groupId?: string | number | null | undefined;
}>;


export type RunSettlementMutation = { admin: { runSettlement: { message: string, groupsClosed: number, linesSettled: number, refundedAmount: number } } };

export type SettlementRunsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type SettlementRunsQuery = { admin: { settlementRuns: { page: number, pageSize: number, total: number, hasMore: boolean, items: Array<{ id: string, startedBy: SettlementStartedBy, groupId: string | null, groupsClosed: number, linesSettled: number, refundedAmount: number, error: string | null, ranAt: string }> } } };

export type LedgerQueryVariables = Exact<{
  kind?: LedgerKind | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type LedgerQuery = { admin: { ledger: { page: number, pageSize: number, total: number, hasMore: boolean, csvPath: string, totals: { entries: number, charged: number, refunded: number, net: number }, reconciliation: { ordersTotal: number, linesRefunded: number, reconciled: boolean }, items: Array<{ id: string, kind: LedgerKind, reason: LedgerReason, amount: number, orderId: string, orderLineId: string | null, customerEmail: string, createdAt: string }> } } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, role: string, zipCode: string | null, message: string, user: { customerId: string, firstName: string, lastName: string, name: string, email: string, companyName: string, title: string, phoneNumber: string, customerType: CustomerType } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type AddCardMutationVariables = Exact<{
  input: AddCardInput;
}>;


export type AddCardMutation = { addCard: { message: string, card: { id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean } | null, cards: Array<{ id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean }> } };

export type CardList_CardsFragment = { id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean };

export type CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardsQuery = { cards: Array<{ id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean }> };

export type DeleteCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCardMutation = { deleteCard: { message: string, deletedCardId: string | null, cards: Array<{ id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean }> } };

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSettingsQuery = { paymentSettings: { provider: PaymentProvider, publishableKey: string | null } };

export type SetDefaultCardMutationVariables = Exact<{
  id: string | number;
}>;


export type SetDefaultCardMutation = { setDefaultCard: { message: string, cards: Array<{ id: string, holderName: string, maskedNumber: string, brand: string, expMonth: number, expYear: number, isDefault: boolean }> } };

export type AddToCartMutationVariables = Exact<{
  groupId: string | number;
  quantity: number;
}>;


export type AddToCartMutation = { addToCart: { message: string, cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, productName: string, productImage: string | null, quantity: number, lineTotal: number, cartItemId: string, groupId: string, unitPrice: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null }> } } };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { cart: { id: string, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, groupId: string, cartItemId: string, productName: string, productImage: string | null, quantity: number, unitPrice: number, lineTotal: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null }> } };

export type CartLineRow_LineFragment = { id: string, cartItemId: string, groupId: string, productName: string, productImage: string | null, quantity: number, unitPrice: number, lineTotal: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null };

export type CartTable_CartFragment = { id: string, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, cartItemId: string, groupId: string, productName: string, productImage: string | null, quantity: number, unitPrice: number, lineTotal: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null }> };

export type HeaderCart_CartFragment = { id: string, lineCount: number, lines: Array<{ id: string, productName: string, productImage: string | null, quantity: number, lineTotal: number }> };

export type HeaderCartQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderCartQuery = { cart: { id: string, lineCount: number, lines: Array<{ id: string, productName: string, productImage: string | null, quantity: number, lineTotal: number }> } };

export type RemoveCartLineMutationVariables = Exact<{
  cartItemId: string | number;
}>;


export type RemoveCartLineMutation = { removeCartLine: { message: string, cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, productName: string, productImage: string | null, quantity: number, lineTotal: number, cartItemId: string, groupId: string, unitPrice: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null }> } } };

export type UpdateCartLineMutationVariables = Exact<{
  cartItemId: string | number;
  groupId: string | number;
  quantity: number;
}>;


export type UpdateCartLineMutation = { updateCartLine: { message: string, cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, productName: string, productImage: string | null, quantity: number, lineTotal: number, cartItemId: string, groupId: string, unitPrice: number, tax: number, shipping: number, platformFee: number, total: number, heldQuantity: number, heldRefundAtClose: number | null }> } } };

export type FilterCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterCategoriesQuery = { categories: Array<{ id: string, name: string, subCategories: Array<{ id: string, name: string }> }> };

export type GroupCard_GroupFragment = { id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null, endDate: string, quantityBooked: number, currentLevel: number, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null };

export type GroupsQueryVariables = Exact<{
  filter: GroupFilter;
  page: number;
  pageSize: number;
}>;


export type GroupsQuery = { groups: { page: number, pageSize: number, hasMore: boolean, items: Array<{ id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null, endDate: string, quantityBooked: number, currentLevel: number, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null }> } };

export type AddressPicker_AddressesFragment = { id: string, type: AddressType, firstName: string, lastName: string, street: string, city: string, state: string, zipCode: string, country: string };

export type CheckoutAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressesQuery = { profile: { id: string, billingAddress: { id: string } | null, addresses: Array<{ id: string, type: AddressType, firstName: string, lastName: string, street: string, city: string, state: string, zipCode: string, country: string }> } };

export type CheckoutCartQueryVariables = Exact<{
  addressId?: string | number | null | undefined;
}>;


export type CheckoutCartQuery = { cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, groupId: string, cartItemId: string, quantity: number, unitPrice: number, tax: number, shipping: number, platformFee: number, productName: string, heldQuantity: number, heldRefundAtClose: number | null }> } };

export type OrderDetail_CartFragment = { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, cartItemId: string, quantity: number, unitPrice: number, tax: number, shipping: number, platformFee: number, productName: string, heldQuantity: number, heldRefundAtClose: number | null }> };

export type OrderSuccessCartQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderSuccessCartQuery = { cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, cartItemId: string, quantity: number, unitPrice: number, tax: number, shipping: number, platformFee: number, productName: string, heldQuantity: number, heldRefundAtClose: number | null }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { message: string, orderId: string, grandTotal: number, cart: { id: string, lineCount: number, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ id: string, cartItemId: string, quantity: number, unitPrice: number, tax: number, shipping: number, platformFee: number, productName: string, heldQuantity: number, heldRefundAtClose: number | null }> } } };

export type GroupDetail_GroupFragment = { id: string, productName: string, description: string, price: number, discountedPrice: number, endDate: string, quantityBooked: number, unitsLeft: number, status: GroupStatus, category: { id: string, name: string }, documents: Array<{ url: string, fileName: string }> };

export type GroupGallery_GroupFragment = { id: string, productName: string, images: Array<string> };

export type GroupQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupQuery = { group: { id: string, currentLevel: number, discountedPrice: number, productName: string, description: string, price: number, endDate: string, quantityBooked: number, unitsLeft: number, status: GroupStatus, images: Array<string>, category: { id: string, name: string }, documents: Array<{ url: string, fileName: string }>, levels: Array<{ fromQuantity: number, quantityLevel: number, unitPrice: number }>, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null } };

export type PriceLevelTable_GroupFragment = { id: string, quantityBooked: number, status: GroupStatus, levels: Array<{ fromQuantity: number, quantityLevel: number, unitPrice: number }>, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null };

export type InvoiceQueryVariables = Exact<{
  orderId: string | number;
  token?: string | null | undefined;
}>;


export type InvoiceQuery = { invoice: { orderId: string, invoiceNumber: string, issuedAt: string, total: number, totalTax: number, totalShipping: number, totalPlatformFee: number, grandTotal: number, lines: Array<{ productName: string, productImage: string | null, supplierAddress: string, supplierZipCode: string, quantity: number, unitPrice: number, lineTotal: number, tax: number, shipping: number, platformFee: number, grandTotal: number }>, customer: { name: string, street: string, city: string, state: string, zipCode: string } } };

export type NavigationCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationCategoriesQuery = { categories: Array<{ id: string, name: string, subCategories: Array<{ id: string, name: string }> }> };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { orderLines: Array<{ id: string, orderId: string, status: OrderLineStatus | null, rawStatus: string, unitPrice: number, quantity: number, tax: number, shipping: number, platformFee: number, total: number, invoiceId: string | null, invoiceUrl: string | null, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string, groupId: string, productName: string, productImage: string | null, finalUnitPrice: number | null, refundedAmount: number, returnDeclineReason: string | null, todayUnitPrice: number | null, refundIfClosedNow: number | null, deliveryAddress: { street: string, city: string, state: string, country: string, zipCode: string } }> };

export type OrderLineCard_LineFragment = { id: string, orderId: string, status: OrderLineStatus | null, rawStatus: string, unitPrice: number, quantity: number, tax: number, shipping: number, platformFee: number, total: number, invoiceId: string | null, invoiceUrl: string | null, trackingCompany: string | null, trackingNumber: string | null, orderedAt: string, groupId: string, productName: string, productImage: string | null, finalUnitPrice: number | null, refundedAmount: number, returnDeclineReason: string | null, todayUnitPrice: number | null, refundIfClosedNow: number | null, deliveryAddress: { street: string, city: string, state: string, country: string, zipCode: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResetLinkValidQueryVariables = Exact<{
  token: string;
}>;


export type ResetLinkValidQuery = { resetLinkValid: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
  confirmPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type DocumentList_DocumentsFragment = { id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null };

export type ProfileForm_ProfileFragment = { id: string, customerType: CustomerType, firstName: string, lastName: string, email: string, phoneNumber: string, title: string, companyName: string, isTaxExempt: boolean, expirationMessage: string | null, taxDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, otherDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, billingAddress: { id: string, country: string, state: string, city: string, street: string, zipCode: string } | null };

export type ProfilePanelQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePanelQuery = { profile: { id: string, customerType: CustomerType, firstName: string, lastName: string, email: string, phoneNumber: string, title: string, companyName: string, isTaxExempt: boolean, expirationMessage: string | null, taxDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, otherDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, billingAddress: { id: string, country: string, state: string, city: string, street: string, zipCode: string } | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { message: string, profile: { id: string, customerType: CustomerType, firstName: string, lastName: string, email: string, phoneNumber: string, title: string, companyName: string, isTaxExempt: boolean, expirationMessage: string | null, taxDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, otherDocuments: Array<{ id: string, fileName: string, mimeType: string, url: string | null, status: DocumentStatus, rejectionReason: string | null, expiresAt: string | null }>, billingAddress: { id: string, country: string, state: string, city: string, street: string, zipCode: string } | null }, session: { customerId: string, firstName: string, lastName: string, name: string, companyName: string, title: string, phoneNumber: string }, uploads: Array<{ documentId: string, fileName: string, uploadUrl: string, kind: UploadKind }> } };

export type RequestReturnMutationVariables = Exact<{
  input: ReturnRequestInput;
}>;


export type RequestReturnMutation = { requestReturn: { message: string, orderLineId: string } };

export type GroupNameSuggestionsQueryVariables = Exact<{
  text: string;
  zipCode?: string | null | undefined;
}>;


export type GroupNameSuggestionsQuery = { groupNameSuggestions: Array<string> };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { message: string, customerId: string, uploads: Array<{ documentId: string, fileName: string, uploadUrl: string, kind: UploadKind }> } };

export type UnsubscribeLevelMailMutationVariables = Exact<{
  customerId: string | number;
  token: string;
}>;


export type UnsubscribeLevelMailMutation = { unsubscribeLevelMail: { message: string } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { message: string } };

export const AddressForm_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]} as unknown as DocumentNode;
export const CustomerSessions_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerSessions_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;
export const DocumentReview_DocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentReview_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AdminGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;
export const OrderLineTable_OrderLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;
export const ReturnTable_OrderLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"returnNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;
export const CardList_CardsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardList_cards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;
export const CartLineRow_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}}]} as unknown as DocumentNode;
export const CartTable_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTable_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}}]} as unknown as DocumentNode;
export const HeaderCart_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode;
export const GroupCard_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitsNeeded"}}]}}]}}]} as unknown as DocumentNode;
export const AddressPicker_AddressesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressPicker_addresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode;
export const OrderDetail_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]} as unknown as DocumentNode;
export const GroupDetail_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetail_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode;
export const GroupGallery_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupGallery_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]} as unknown as DocumentNode;
export const PriceLevelTable_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceLevelTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitsNeeded"}}]}}]}}]} as unknown as DocumentNode;
export const OrderLineCard_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineCard_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rawStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"finalUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"todayUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfClosedNow"}}]}}]} as unknown as DocumentNode;
export const DocumentList_DocumentsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_documents"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;
export const ProfileForm_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"isTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"expirationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"taxDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_documents"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;
export const GroupChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitsNeeded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGroupChangedSubscription__
 *
 * To run a query within a React component, call `useGroupChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useGroupChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupChangedSubscription({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useGroupChangedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<GroupChangedSubscription, GroupChangedSubscriptionVariables> & ({ variables: GroupChangedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<GroupChangedSubscription, GroupChangedSubscriptionVariables>(GroupChangedDocument, options);
      }
export type GroupChangedSubscriptionHookResult = ReturnType<typeof useGroupChangedSubscription>;
export type GroupChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<GroupChangedSubscription>;
export const LocationCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLocationCountriesQuery__
 *
 * To run a query within a React component, call `useLocationCountriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocationCountriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocationCountriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLocationCountriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LocationCountriesQuery, LocationCountriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LocationCountriesQuery, LocationCountriesQueryVariables>(LocationCountriesDocument, options);
      }
export function useLocationCountriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LocationCountriesQuery, LocationCountriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LocationCountriesQuery, LocationCountriesQueryVariables>(LocationCountriesDocument, options);
        }
// @ts-ignore
export function useLocationCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LocationCountriesQuery, LocationCountriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationCountriesQuery, LocationCountriesQueryVariables>;
export function useLocationCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationCountriesQuery, LocationCountriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationCountriesQuery | undefined, LocationCountriesQueryVariables>;
export function useLocationCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationCountriesQuery, LocationCountriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LocationCountriesQuery, LocationCountriesQueryVariables>(LocationCountriesDocument, options);
        }
export type LocationCountriesQueryHookResult = ReturnType<typeof useLocationCountriesQuery>;
export type LocationCountriesLazyQueryHookResult = ReturnType<typeof useLocationCountriesLazyQuery>;
export type LocationCountriesSuspenseQueryHookResult = ReturnType<typeof useLocationCountriesSuspenseQuery>;
export type LocationCountriesQueryResult = ApolloReactCommon.QueryResult<LocationCountriesQuery, LocationCountriesQueryVariables>;
export const LocationStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLocationStatesQuery__
 *
 * To run a query within a React component, call `useLocationStatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocationStatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocationStatesQuery({
 *   variables: {
 *      countryCode: // value for 'countryCode'
 *   },
 * });
 */
export function useLocationStatesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LocationStatesQuery, LocationStatesQueryVariables> & ({ variables: LocationStatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LocationStatesQuery, LocationStatesQueryVariables>(LocationStatesDocument, options);
      }
export function useLocationStatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LocationStatesQuery, LocationStatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LocationStatesQuery, LocationStatesQueryVariables>(LocationStatesDocument, options);
        }
// @ts-ignore
export function useLocationStatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LocationStatesQuery, LocationStatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationStatesQuery, LocationStatesQueryVariables>;
export function useLocationStatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationStatesQuery, LocationStatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationStatesQuery | undefined, LocationStatesQueryVariables>;
export function useLocationStatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationStatesQuery, LocationStatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LocationStatesQuery, LocationStatesQueryVariables>(LocationStatesDocument, options);
        }
export type LocationStatesQueryHookResult = ReturnType<typeof useLocationStatesQuery>;
export type LocationStatesLazyQueryHookResult = ReturnType<typeof useLocationStatesLazyQuery>;
export type LocationStatesSuspenseQueryHookResult = ReturnType<typeof useLocationStatesSuspenseQuery>;
export type LocationStatesQueryResult = ApolloReactCommon.QueryResult<LocationStatesQuery, LocationStatesQueryVariables>;
export const LocationCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"stateCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLocationCitiesQuery__
 *
 * To run a query within a React component, call `useLocationCitiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocationCitiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocationCitiesQuery({
 *   variables: {
 *      countryCode: // value for 'countryCode'
 *      stateCode: // value for 'stateCode'
 *   },
 * });
 */
export function useLocationCitiesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LocationCitiesQuery, LocationCitiesQueryVariables> & ({ variables: LocationCitiesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LocationCitiesQuery, LocationCitiesQueryVariables>(LocationCitiesDocument, options);
      }
export function useLocationCitiesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LocationCitiesQuery, LocationCitiesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LocationCitiesQuery, LocationCitiesQueryVariables>(LocationCitiesDocument, options);
        }
// @ts-ignore
export function useLocationCitiesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LocationCitiesQuery, LocationCitiesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationCitiesQuery, LocationCitiesQueryVariables>;
export function useLocationCitiesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationCitiesQuery, LocationCitiesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationCitiesQuery | undefined, LocationCitiesQueryVariables>;
export function useLocationCitiesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationCitiesQuery, LocationCitiesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LocationCitiesQuery, LocationCitiesQueryVariables>(LocationCitiesDocument, options);
        }
export type LocationCitiesQueryHookResult = ReturnType<typeof useLocationCitiesQuery>;
export type LocationCitiesLazyQueryHookResult = ReturnType<typeof useLocationCitiesLazyQuery>;
export type LocationCitiesSuspenseQueryHookResult = ReturnType<typeof useLocationCitiesSuspenseQuery>;
export type LocationCitiesQueryResult = ApolloReactCommon.QueryResult<LocationCitiesQuery, LocationCitiesQueryVariables>;
export const AddressBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressBook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddressBookQuery__
 *
 * To run a query within a React component, call `useAddressBookQuery` and pass it any options that fit your needs.
 * When your component renders, `useAddressBookQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAddressBookQuery({
 *   variables: {
 *   },
 * });
 */
export function useAddressBookQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AddressBookQuery, AddressBookQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AddressBookQuery, AddressBookQueryVariables>(AddressBookDocument, options);
      }
export function useAddressBookLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AddressBookQuery, AddressBookQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AddressBookQuery, AddressBookQueryVariables>(AddressBookDocument, options);
        }
// @ts-ignore
export function useAddressBookSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AddressBookQuery, AddressBookQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddressBookQuery, AddressBookQueryVariables>;
export function useAddressBookSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddressBookQuery, AddressBookQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddressBookQuery | undefined, AddressBookQueryVariables>;
export function useAddressBookSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddressBookQuery, AddressBookQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AddressBookQuery, AddressBookQueryVariables>(AddressBookDocument, options);
        }
export type AddressBookQueryHookResult = ReturnType<typeof useAddressBookQuery>;
export type AddressBookLazyQueryHookResult = ReturnType<typeof useAddressBookLazyQuery>;
export type AddressBookSuspenseQueryHookResult = ReturnType<typeof useAddressBookSuspenseQuery>;
export type AddressBookQueryResult = ApolloReactCommon.QueryResult<AddressBookQuery, AddressBookQueryVariables>;
export const CreateShippingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShippingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShippingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateShippingAddressMutation__
 *
 * To run a mutation, you first call `useCreateShippingAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateShippingAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createShippingAddressMutation, { data, loading, error }] = useCreateShippingAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateShippingAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateShippingAddressMutation, CreateShippingAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateShippingAddressMutation, CreateShippingAddressMutationVariables>(CreateShippingAddressDocument, options);
      }
export type CreateShippingAddressMutationHookResult = ReturnType<typeof useCreateShippingAddressMutation>;
export type CreateShippingAddressMutationResult = ApolloReactCommon.MutationResult<CreateShippingAddressMutation>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateAddressMutation__
 *
 * To run a mutation, you first call `useUpdateAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAddressMutation, { data, loading, error }] = useUpdateAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAddressMutation, UpdateAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAddressMutation, UpdateAddressMutationVariables>(UpdateAddressDocument, options);
      }
export type UpdateAddressMutationHookResult = ReturnType<typeof useUpdateAddressMutation>;
export type UpdateAddressMutationResult = ApolloReactCommon.MutationResult<UpdateAddressMutation>;
export const AdminCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linesPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"claimsTaxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"taxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerSessions_customer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linesPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerSessions_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomerQuery__
 *
 * To run a query within a React component, call `useAdminCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomerQuery({
 *   variables: {
 *      id: // value for 'id'
 *      linesPage: // value for 'linesPage'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminCustomerQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables> & ({ variables: AdminCustomerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
      }
export function useAdminCustomerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
// @ts-ignore
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomerQuery | undefined, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
export type AdminCustomerQueryHookResult = ReturnType<typeof useAdminCustomerQuery>;
export type AdminCustomerLazyQueryHookResult = ReturnType<typeof useAdminCustomerLazyQuery>;
export type AdminCustomerSuspenseQueryHookResult = ReturnType<typeof useAdminCustomerSuspenseQuery>;
export type AdminCustomerQueryResult = ApolloReactCommon.QueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomersQuery__
 *
 * To run a query within a React component, call `useAdminCustomersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminCustomersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables> & ({ variables: AdminCustomersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
      }
export function useAdminCustomersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
        }
// @ts-ignore
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomersQuery, AdminCustomersQueryVariables>;
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomersQuery | undefined, AdminCustomersQueryVariables>;
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
        }
export type AdminCustomersQueryHookResult = ReturnType<typeof useAdminCustomersQuery>;
export type AdminCustomersLazyQueryHookResult = ReturnType<typeof useAdminCustomersLazyQuery>;
export type AdminCustomersSuspenseQueryHookResult = ReturnType<typeof useAdminCustomersSuspenseQuery>;
export type AdminCustomersQueryResult = ApolloReactCommon.QueryResult<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const EndCustomerSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndCustomerSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCustomerSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ended"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerSessions_customer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerSessions_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEndCustomerSessionsMutation__
 *
 * To run a mutation, you first call `useEndCustomerSessionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndCustomerSessionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endCustomerSessionsMutation, { data, loading, error }] = useEndCustomerSessionsMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEndCustomerSessionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EndCustomerSessionsMutation, EndCustomerSessionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EndCustomerSessionsMutation, EndCustomerSessionsMutationVariables>(EndCustomerSessionsDocument, options);
      }
export type EndCustomerSessionsMutationHookResult = ReturnType<typeof useEndCustomerSessionsMutation>;
export type EndCustomerSessionsMutationResult = ApolloReactCommon.MutationResult<EndCustomerSessionsMutation>;
export const AdminDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentReview_document"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentReview_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDocumentsQuery__
 *
 * To run a query within a React component, call `useAdminDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDocumentsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminDocumentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminDocumentsQuery, AdminDocumentsQueryVariables> & ({ variables: AdminDocumentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDocumentsQuery, AdminDocumentsQueryVariables>(AdminDocumentsDocument, options);
      }
export function useAdminDocumentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDocumentsQuery, AdminDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDocumentsQuery, AdminDocumentsQueryVariables>(AdminDocumentsDocument, options);
        }
// @ts-ignore
export function useAdminDocumentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDocumentsQuery, AdminDocumentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDocumentsQuery, AdminDocumentsQueryVariables>;
export function useAdminDocumentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDocumentsQuery, AdminDocumentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDocumentsQuery | undefined, AdminDocumentsQueryVariables>;
export function useAdminDocumentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDocumentsQuery, AdminDocumentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDocumentsQuery, AdminDocumentsQueryVariables>(AdminDocumentsDocument, options);
        }
export type AdminDocumentsQueryHookResult = ReturnType<typeof useAdminDocumentsQuery>;
export type AdminDocumentsLazyQueryHookResult = ReturnType<typeof useAdminDocumentsLazyQuery>;
export type AdminDocumentsSuspenseQueryHookResult = ReturnType<typeof useAdminDocumentsSuspenseQuery>;
export type AdminDocumentsQueryResult = ApolloReactCommon.QueryResult<AdminDocumentsQuery, AdminDocumentsQueryVariables>;
export const ApproveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresOn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentReview_document"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentReview_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useApproveDocumentMutation__
 *
 * To run a mutation, you first call `useApproveDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveDocumentMutation, { data, loading, error }] = useApproveDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expiresOn: // value for 'expiresOn'
 *   },
 * });
 */
export function useApproveDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApproveDocumentMutation, ApproveDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApproveDocumentMutation, ApproveDocumentMutationVariables>(ApproveDocumentDocument, options);
      }
export type ApproveDocumentMutationHookResult = ReturnType<typeof useApproveDocumentMutation>;
export type ApproveDocumentMutationResult = ApolloReactCommon.MutationResult<ApproveDocumentMutation>;
export const RejectDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentReview_document"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentReview_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customerTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useRejectDocumentMutation__
 *
 * To run a mutation, you first call `useRejectDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectDocumentMutation, { data, loading, error }] = useRejectDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RejectDocumentMutation, RejectDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RejectDocumentMutation, RejectDocumentMutationVariables>(RejectDocumentDocument, options);
      }
export type RejectDocumentMutationHookResult = ReturnType<typeof useRejectDocumentMutation>;
export type RejectDocumentMutationResult = ApolloReactCommon.MutationResult<RejectDocumentMutation>;
export const AdminGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminGroupsQuery__
 *
 * To run a query within a React component, call `useAdminGroupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminGroupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminGroupsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      categoryId: // value for 'categoryId'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminGroupsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables> & ({ variables: AdminGroupsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminGroupsQuery, AdminGroupsQueryVariables>(AdminGroupsDocument, options);
      }
export function useAdminGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminGroupsQuery, AdminGroupsQueryVariables>(AdminGroupsDocument, options);
        }
// @ts-ignore
export function useAdminGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupsQuery, AdminGroupsQueryVariables>;
export function useAdminGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupsQuery | undefined, AdminGroupsQueryVariables>;
export function useAdminGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupsQuery, AdminGroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminGroupsQuery, AdminGroupsQueryVariables>(AdminGroupsDocument, options);
        }
export type AdminGroupsQueryHookResult = ReturnType<typeof useAdminGroupsQuery>;
export type AdminGroupsLazyQueryHookResult = ReturnType<typeof useAdminGroupsLazyQuery>;
export type AdminGroupsSuspenseQueryHookResult = ReturnType<typeof useAdminGroupsSuspenseQuery>;
export type AdminGroupsQueryResult = ApolloReactCommon.QueryResult<AdminGroupsQuery, AdminGroupsQueryVariables>;
export const AdminGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminGroupQuery__
 *
 * To run a query within a React component, call `useAdminGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminGroupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminGroupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminGroupQuery, AdminGroupQueryVariables> & ({ variables: AdminGroupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminGroupQuery, AdminGroupQueryVariables>(AdminGroupDocument, options);
      }
export function useAdminGroupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminGroupQuery, AdminGroupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminGroupQuery, AdminGroupQueryVariables>(AdminGroupDocument, options);
        }
// @ts-ignore
export function useAdminGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupQuery, AdminGroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupQuery, AdminGroupQueryVariables>;
export function useAdminGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupQuery, AdminGroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupQuery | undefined, AdminGroupQueryVariables>;
export function useAdminGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupQuery, AdminGroupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminGroupQuery, AdminGroupQueryVariables>(AdminGroupDocument, options);
        }
export type AdminGroupQueryHookResult = ReturnType<typeof useAdminGroupQuery>;
export type AdminGroupLazyQueryHookResult = ReturnType<typeof useAdminGroupLazyQuery>;
export type AdminGroupSuspenseQueryHookResult = ReturnType<typeof useAdminGroupSuspenseQuery>;
export type AdminGroupQueryResult = ApolloReactCommon.QueryResult<AdminGroupQuery, AdminGroupQueryVariables>;
export const AdminGroupLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unsettledLines"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"settlementRefundCents"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminGroupLinesQuery__
 *
 * To run a query within a React component, call `useAdminGroupLinesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminGroupLinesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminGroupLinesQuery({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminGroupLinesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminGroupLinesQuery, AdminGroupLinesQueryVariables> & ({ variables: AdminGroupLinesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>(AdminGroupLinesDocument, options);
      }
export function useAdminGroupLinesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>(AdminGroupLinesDocument, options);
        }
// @ts-ignore
export function useAdminGroupLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>;
export function useAdminGroupLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupLinesQuery | undefined, AdminGroupLinesQueryVariables>;
export function useAdminGroupLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>(AdminGroupLinesDocument, options);
        }
export type AdminGroupLinesQueryHookResult = ReturnType<typeof useAdminGroupLinesQuery>;
export type AdminGroupLinesLazyQueryHookResult = ReturnType<typeof useAdminGroupLinesLazyQuery>;
export type AdminGroupLinesSuspenseQueryHookResult = ReturnType<typeof useAdminGroupLinesSuspenseQuery>;
export type AdminGroupLinesQueryResult = ApolloReactCommon.QueryResult<AdminGroupLinesQuery, AdminGroupLinesQueryVariables>;
export const AdminDeliveryAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDeliveryArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierZip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostalCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"radiusMiles"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierZip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierZip"}}},{"kind":"Argument","name":{"kind":"Name","value":"radiusMiles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"radiusMiles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"zipCodes"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDeliveryAreaQuery__
 *
 * To run a query within a React component, call `useAdminDeliveryAreaQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDeliveryAreaQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDeliveryAreaQuery({
 *   variables: {
 *      supplierZip: // value for 'supplierZip'
 *      radiusMiles: // value for 'radiusMiles'
 *   },
 * });
 */
export function useAdminDeliveryAreaQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables> & ({ variables: AdminDeliveryAreaQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>(AdminDeliveryAreaDocument, options);
      }
export function useAdminDeliveryAreaLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>(AdminDeliveryAreaDocument, options);
        }
// @ts-ignore
export function useAdminDeliveryAreaSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>;
export function useAdminDeliveryAreaSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDeliveryAreaQuery | undefined, AdminDeliveryAreaQueryVariables>;
export function useAdminDeliveryAreaSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>(AdminDeliveryAreaDocument, options);
        }
export type AdminDeliveryAreaQueryHookResult = ReturnType<typeof useAdminDeliveryAreaQuery>;
export type AdminDeliveryAreaLazyQueryHookResult = ReturnType<typeof useAdminDeliveryAreaLazyQuery>;
export type AdminDeliveryAreaSuspenseQueryHookResult = ReturnType<typeof useAdminDeliveryAreaSuspenseQuery>;
export type AdminDeliveryAreaQueryResult = ApolloReactCommon.QueryResult<AdminDeliveryAreaQuery, AdminDeliveryAreaQueryVariables>;
export const AdminGroupCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminGroupCategoriesQuery__
 *
 * To run a query within a React component, call `useAdminGroupCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminGroupCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminGroupCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminGroupCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>(AdminGroupCategoriesDocument, options);
      }
export function useAdminGroupCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>(AdminGroupCategoriesDocument, options);
        }
// @ts-ignore
export function useAdminGroupCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>;
export function useAdminGroupCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminGroupCategoriesQuery | undefined, AdminGroupCategoriesQueryVariables>;
export function useAdminGroupCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>(AdminGroupCategoriesDocument, options);
        }
export type AdminGroupCategoriesQueryHookResult = ReturnType<typeof useAdminGroupCategoriesQuery>;
export type AdminGroupCategoriesLazyQueryHookResult = ReturnType<typeof useAdminGroupCategoriesLazyQuery>;
export type AdminGroupCategoriesSuspenseQueryHookResult = ReturnType<typeof useAdminGroupCategoriesSuspenseQuery>;
export type AdminGroupCategoriesQueryResult = ApolloReactCommon.QueryResult<AdminGroupCategoriesQuery, AdminGroupCategoriesQueryVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateGroupMutation__
 *
 * To run a mutation, you first call `useCreateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGroupMutation, { data, loading, error }] = useCreateGroupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateGroupMutation, CreateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateGroupMutation, CreateGroupMutationVariables>(CreateGroupDocument, options);
      }
export type CreateGroupMutationHookResult = ReturnType<typeof useCreateGroupMutation>;
export type CreateGroupMutationResult = ApolloReactCommon.MutationResult<CreateGroupMutation>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroupChanges"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateGroupMutation__
 *
 * To run a mutation, you first call `useUpdateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGroupMutation, { data, loading, error }] = useUpdateGroupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateGroupMutation, UpdateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateGroupMutation, UpdateGroupMutationVariables>(UpdateGroupDocument, options);
      }
export type UpdateGroupMutationHookResult = ReturnType<typeof useUpdateGroupMutation>;
export type UpdateGroupMutationResult = ApolloReactCommon.MutationResult<UpdateGroupMutation>;
export const CloseGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useCloseGroupMutation__
 *
 * To run a mutation, you first call `useCloseGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCloseGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [closeGroupMutation, { data, loading, error }] = useCloseGroupMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCloseGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CloseGroupMutation, CloseGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CloseGroupMutation, CloseGroupMutationVariables>(CloseGroupDocument, options);
      }
export type CloseGroupMutationHookResult = ReturnType<typeof useCloseGroupMutation>;
export type CloseGroupMutationResult = ApolloReactCommon.MutationResult<CloseGroupMutation>;
export const AnnounceGroupImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnnounceGroupImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mimeType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announceGroupImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mimeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mimeType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnnounceGroupImageMutation__
 *
 * To run a mutation, you first call `useAnnounceGroupImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnnounceGroupImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [announceGroupImageMutation, { data, loading, error }] = useAnnounceGroupImageMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      mimeType: // value for 'mimeType'
 *   },
 * });
 */
export function useAnnounceGroupImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnnounceGroupImageMutation, AnnounceGroupImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnnounceGroupImageMutation, AnnounceGroupImageMutationVariables>(AnnounceGroupImageDocument, options);
      }
export type AnnounceGroupImageMutationHookResult = ReturnType<typeof useAnnounceGroupImageMutation>;
export type AnnounceGroupImageMutationResult = ApolloReactCommon.MutationResult<AnnounceGroupImageMutation>;
export const RemoveGroupImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGroupImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveGroupImageMutation__
 *
 * To run a mutation, you first call `useRemoveGroupImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveGroupImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeGroupImageMutation, { data, loading, error }] = useRemoveGroupImageMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      imageUrl: // value for 'imageUrl'
 *   },
 * });
 */
export function useRemoveGroupImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveGroupImageMutation, RemoveGroupImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveGroupImageMutation, RemoveGroupImageMutationVariables>(RemoveGroupImageDocument, options);
      }
export type RemoveGroupImageMutationHookResult = ReturnType<typeof useRemoveGroupImageMutation>;
export type RemoveGroupImageMutationResult = ApolloReactCommon.MutationResult<RemoveGroupImageMutation>;
export const AnnounceGroupDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnnounceGroupDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mimeType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announceGroupDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mimeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mimeType"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnnounceGroupDocumentMutation__
 *
 * To run a mutation, you first call `useAnnounceGroupDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnnounceGroupDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [announceGroupDocumentMutation, { data, loading, error }] = useAnnounceGroupDocumentMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      mimeType: // value for 'mimeType'
 *      fileName: // value for 'fileName'
 *   },
 * });
 */
export function useAnnounceGroupDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnnounceGroupDocumentMutation, AnnounceGroupDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnnounceGroupDocumentMutation, AnnounceGroupDocumentMutationVariables>(AnnounceGroupDocumentDocument, options);
      }
export type AnnounceGroupDocumentMutationHookResult = ReturnType<typeof useAnnounceGroupDocumentMutation>;
export type AnnounceGroupDocumentMutationResult = ApolloReactCommon.MutationResult<AnnounceGroupDocumentMutation>;
export const RemoveGroupDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGroupDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCents"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveGroupDocumentMutation__
 *
 * To run a mutation, you first call `useRemoveGroupDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveGroupDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeGroupDocumentMutation, { data, loading, error }] = useRemoveGroupDocumentMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      documentUrl: // value for 'documentUrl'
 *   },
 * });
 */
export function useRemoveGroupDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveGroupDocumentMutation, RemoveGroupDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveGroupDocumentMutation, RemoveGroupDocumentMutationVariables>(RemoveGroupDocumentDocument, options);
      }
export type RemoveGroupDocumentMutationHookResult = ReturnType<typeof useRemoveGroupDocumentMutation>;
export type RemoveGroupDocumentMutationResult = ApolloReactCommon.MutationResult<RemoveGroupDocumentMutation>;
export const AdminOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLineSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLineTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOrderLinesQuery__
 *
 * To run a query within a React component, call `useAdminOrderLinesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrderLinesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrderLinesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminOrderLinesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminOrderLinesQuery, AdminOrderLinesQueryVariables> & ({ variables: AdminOrderLinesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>(AdminOrderLinesDocument, options);
      }
export function useAdminOrderLinesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>(AdminOrderLinesDocument, options);
        }
// @ts-ignore
export function useAdminOrderLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>;
export function useAdminOrderLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrderLinesQuery | undefined, AdminOrderLinesQueryVariables>;
export function useAdminOrderLinesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>(AdminOrderLinesDocument, options);
        }
export type AdminOrderLinesQueryHookResult = ReturnType<typeof useAdminOrderLinesQuery>;
export type AdminOrderLinesLazyQueryHookResult = ReturnType<typeof useAdminOrderLinesLazyQuery>;
export type AdminOrderLinesSuspenseQueryHookResult = ReturnType<typeof useAdminOrderLinesSuspenseQuery>;
export type AdminOrderLinesQueryResult = ApolloReactCommon.QueryResult<AdminOrderLinesQuery, AdminOrderLinesQueryVariables>;
export const MoveOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackingCompany"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackingCompany"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackingCompany"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLineTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMoveOrderLineMutation__
 *
 * To run a mutation, you first call `useMoveOrderLineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveOrderLineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveOrderLineMutation, { data, loading, error }] = useMoveOrderLineMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      trackingCompany: // value for 'trackingCompany'
 *      trackingNumber: // value for 'trackingNumber'
 *   },
 * });
 */
export function useMoveOrderLineMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveOrderLineMutation, MoveOrderLineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveOrderLineMutation, MoveOrderLineMutationVariables>(MoveOrderLineDocument, options);
      }
export type MoveOrderLineMutationHookResult = ReturnType<typeof useMoveOrderLineMutation>;
export type MoveOrderLineMutationResult = ApolloReactCommon.MutationResult<MoveOrderLineMutation>;
export const MoveOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackingCompany"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveOrderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackingCompany"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackingCompany"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"moved"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLineTable_orderLine"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMoveOrderLinesMutation__
 *
 * To run a mutation, you first call `useMoveOrderLinesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveOrderLinesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveOrderLinesMutation, { data, loading, error }] = useMoveOrderLinesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *      trackingCompany: // value for 'trackingCompany'
 *      trackingNumber: // value for 'trackingNumber'
 *   },
 * });
 */
export function useMoveOrderLinesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveOrderLinesMutation, MoveOrderLinesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveOrderLinesMutation, MoveOrderLinesMutationVariables>(MoveOrderLinesDocument, options);
      }
export type MoveOrderLinesMutationHookResult = ReturnType<typeof useMoveOrderLinesMutation>;
export type MoveOrderLinesMutationResult = ApolloReactCommon.MutationResult<MoveOrderLinesMutation>;
export const AdminOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openGroups"}},{"kind":"Field","name":{"kind":"Name","value":"groupsClosingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"unitsBookedToday"}},{"kind":"Field","name":{"kind":"Name","value":"grossSales"}},{"kind":"Field","name":{"kind":"Name","value":"refundsMade"}},{"kind":"Field","name":{"kind":"Name","value":"refundsDue"}},{"kind":"Field","name":{"kind":"Name","value":"linesAwaitingSettlement"}},{"kind":"Field","name":{"kind":"Name","value":"settlementLagSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReturns"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOverviewQuery__
 *
 * To run a query within a React component, call `useAdminOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
      }
export function useAdminOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
        }
// @ts-ignore
export function useAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOverviewQuery, AdminOverviewQueryVariables>;
export function useAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOverviewQuery | undefined, AdminOverviewQueryVariables>;
export function useAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOverviewQuery, AdminOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminOverviewQuery, AdminOverviewQueryVariables>(AdminOverviewDocument, options);
        }
export type AdminOverviewQueryHookResult = ReturnType<typeof useAdminOverviewQuery>;
export type AdminOverviewLazyQueryHookResult = ReturnType<typeof useAdminOverviewLazyQuery>;
export type AdminOverviewSuspenseQueryHookResult = ReturnType<typeof useAdminOverviewSuspenseQuery>;
export type AdminOverviewQueryResult = ApolloReactCommon.QueryResult<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AcceptReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"returnNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptReturnMutation__
 *
 * To run a mutation, you first call `useAcceptReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptReturnMutation, { data, loading, error }] = useAcceptReturnMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAcceptReturnMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptReturnMutation, AcceptReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptReturnMutation, AcceptReturnMutationVariables>(AcceptReturnDocument, options);
      }
export type AcceptReturnMutationHookResult = ReturnType<typeof useAcceptReturnMutation>;
export type AcceptReturnMutationResult = ApolloReactCommon.MutationResult<AcceptReturnMutation>;
export const AdminReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReturns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"returnNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReturnsQuery__
 *
 * To run a query within a React component, call `useAdminReturnsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReturnsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReturnsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminReturnsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminReturnsQuery, AdminReturnsQueryVariables> & ({ variables: AdminReturnsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReturnsQuery, AdminReturnsQueryVariables>(AdminReturnsDocument, options);
      }
export function useAdminReturnsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReturnsQuery, AdminReturnsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReturnsQuery, AdminReturnsQueryVariables>(AdminReturnsDocument, options);
        }
// @ts-ignore
export function useAdminReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReturnsQuery, AdminReturnsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReturnsQuery, AdminReturnsQueryVariables>;
export function useAdminReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReturnsQuery, AdminReturnsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReturnsQuery | undefined, AdminReturnsQueryVariables>;
export function useAdminReturnsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReturnsQuery, AdminReturnsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReturnsQuery, AdminReturnsQueryVariables>(AdminReturnsDocument, options);
        }
export type AdminReturnsQueryHookResult = ReturnType<typeof useAdminReturnsQuery>;
export type AdminReturnsLazyQueryHookResult = ReturnType<typeof useAdminReturnsLazyQuery>;
export type AdminReturnsSuspenseQueryHookResult = ReturnType<typeof useAdminReturnsSuspenseQuery>;
export type AdminReturnsQueryResult = ApolloReactCommon.QueryResult<AdminReturnsQuery, AdminReturnsQueryVariables>;
export const DeclineReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"returnNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineReturnMutation__
 *
 * To run a mutation, you first call `useDeclineReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineReturnMutation, { data, loading, error }] = useDeclineReturnMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDeclineReturnMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineReturnMutation, DeclineReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineReturnMutation, DeclineReturnMutationVariables>(DeclineReturnDocument, options);
      }
export type DeclineReturnMutationHookResult = ReturnType<typeof useDeclineReturnMutation>;
export type DeclineReturnMutationResult = ApolloReactCommon.MutationResult<DeclineReturnMutation>;
export const MoveReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnTable_orderLine"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnTable_orderLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"returnNote"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMoveReturnMutation__
 *
 * To run a mutation, you first call `useMoveReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveReturnMutation, { data, loading, error }] = useMoveReturnMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useMoveReturnMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveReturnMutation, MoveReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveReturnMutation, MoveReturnMutationVariables>(MoveReturnDocument, options);
      }
export type MoveReturnMutationHookResult = ReturnType<typeof useMoveReturnMutation>;
export type MoveReturnMutationResult = ApolloReactCommon.MutationResult<MoveReturnMutation>;
export const RunSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupsClosed"}},{"kind":"Field","name":{"kind":"Name","value":"linesSettled"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRunSettlementMutation__
 *
 * To run a mutation, you first call `useRunSettlementMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunSettlementMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runSettlementMutation, { data, loading, error }] = useRunSettlementMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *   },
 * });
 */
export function useRunSettlementMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunSettlementMutation, RunSettlementMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunSettlementMutation, RunSettlementMutationVariables>(RunSettlementDocument, options);
      }
export type RunSettlementMutationHookResult = ReturnType<typeof useRunSettlementMutation>;
export type RunSettlementMutationResult = ApolloReactCommon.MutationResult<RunSettlementMutation>;
export const SettlementRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettlementRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlementRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupsClosed"}},{"kind":"Field","name":{"kind":"Name","value":"linesSettled"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSettlementRunsQuery__
 *
 * To run a query within a React component, call `useSettlementRunsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettlementRunsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettlementRunsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useSettlementRunsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettlementRunsQuery, SettlementRunsQueryVariables> & ({ variables: SettlementRunsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettlementRunsQuery, SettlementRunsQueryVariables>(SettlementRunsDocument, options);
      }
export function useSettlementRunsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettlementRunsQuery, SettlementRunsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettlementRunsQuery, SettlementRunsQueryVariables>(SettlementRunsDocument, options);
        }
// @ts-ignore
export function useSettlementRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettlementRunsQuery, SettlementRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettlementRunsQuery, SettlementRunsQueryVariables>;
export function useSettlementRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettlementRunsQuery, SettlementRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettlementRunsQuery | undefined, SettlementRunsQueryVariables>;
export function useSettlementRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettlementRunsQuery, SettlementRunsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettlementRunsQuery, SettlementRunsQueryVariables>(SettlementRunsDocument, options);
        }
export type SettlementRunsQueryHookResult = ReturnType<typeof useSettlementRunsQuery>;
export type SettlementRunsLazyQueryHookResult = ReturnType<typeof useSettlementRunsLazyQuery>;
export type SettlementRunsSuspenseQueryHookResult = ReturnType<typeof useSettlementRunsSuspenseQuery>;
export type SettlementRunsQueryResult = ApolloReactCommon.QueryResult<SettlementRunsQuery, SettlementRunsQueryVariables>;
export const LedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ledger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"csvPath"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersTotal"}},{"kind":"Field","name":{"kind":"Name","value":"linesRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"reconciled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLedgerQuery__
 *
 * To run a query within a React component, call `useLedgerQuery` and pass it any options that fit your needs.
 * When your component renders, `useLedgerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLedgerQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLedgerQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LedgerQuery, LedgerQueryVariables> & ({ variables: LedgerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LedgerQuery, LedgerQueryVariables>(LedgerDocument, options);
      }
export function useLedgerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LedgerQuery, LedgerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LedgerQuery, LedgerQueryVariables>(LedgerDocument, options);
        }
// @ts-ignore
export function useLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LedgerQuery, LedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LedgerQuery, LedgerQueryVariables>;
export function useLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LedgerQuery, LedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LedgerQuery | undefined, LedgerQueryVariables>;
export function useLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LedgerQuery, LedgerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LedgerQuery, LedgerQueryVariables>(LedgerDocument, options);
        }
export type LedgerQueryHookResult = ReturnType<typeof useLedgerQuery>;
export type LedgerLazyQueryHookResult = ReturnType<typeof useLedgerLazyQuery>;
export type LedgerSuspenseQueryHookResult = ReturnType<typeof useLedgerSuspenseQuery>;
export type LedgerQueryResult = ApolloReactCommon.QueryResult<LedgerQuery, LedgerQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAddress"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export const AddCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardList_cards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardList_cards"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardList_cards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddCardMutation__
 *
 * To run a mutation, you first call `useAddCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCardMutation, { data, loading, error }] = useAddCardMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddCardMutation, AddCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddCardMutation, AddCardMutationVariables>(AddCardDocument, options);
      }
export type AddCardMutationHookResult = ReturnType<typeof useAddCardMutation>;
export type AddCardMutationResult = ApolloReactCommon.MutationResult<AddCardMutation>;
export const CardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardList_cards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardList_cards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;

/**
 * __useCardsQuery__
 *
 * To run a query within a React component, call `useCardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCardsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCardsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CardsQuery, CardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CardsQuery, CardsQueryVariables>(CardsDocument, options);
      }
export function useCardsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CardsQuery, CardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CardsQuery, CardsQueryVariables>(CardsDocument, options);
        }
// @ts-ignore
export function useCardsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CardsQuery, CardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CardsQuery, CardsQueryVariables>;
export function useCardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CardsQuery, CardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CardsQuery | undefined, CardsQueryVariables>;
export function useCardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CardsQuery, CardsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CardsQuery, CardsQueryVariables>(CardsDocument, options);
        }
export type CardsQueryHookResult = ReturnType<typeof useCardsQuery>;
export type CardsLazyQueryHookResult = ReturnType<typeof useCardsLazyQuery>;
export type CardsSuspenseQueryHookResult = ReturnType<typeof useCardsSuspenseQuery>;
export type CardsQueryResult = ApolloReactCommon.QueryResult<CardsQuery, CardsQueryVariables>;
export const DeleteCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deletedCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardList_cards"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardList_cards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteCardMutation__
 *
 * To run a mutation, you first call `useDeleteCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCardMutation, { data, loading, error }] = useDeleteCardMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCardMutation, DeleteCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCardMutation, DeleteCardMutationVariables>(DeleteCardDocument, options);
      }
export type DeleteCardMutationHookResult = ReturnType<typeof useDeleteCardMutation>;
export type DeleteCardMutationResult = ApolloReactCommon.MutationResult<DeleteCardMutation>;
export const PaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePaymentSettingsQuery__
 *
 * To run a query within a React component, call `usePaymentSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentSettingsQuery, PaymentSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentSettingsQuery, PaymentSettingsQueryVariables>(PaymentSettingsDocument, options);
      }
export function usePaymentSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentSettingsQuery, PaymentSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentSettingsQuery, PaymentSettingsQueryVariables>(PaymentSettingsDocument, options);
        }
// @ts-ignore
export function usePaymentSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PaymentSettingsQuery, PaymentSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export function usePaymentSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentSettingsQuery, PaymentSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentSettingsQuery | undefined, PaymentSettingsQueryVariables>;
export function usePaymentSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentSettingsQuery, PaymentSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PaymentSettingsQuery, PaymentSettingsQueryVariables>(PaymentSettingsDocument, options);
        }
export type PaymentSettingsQueryHookResult = ReturnType<typeof usePaymentSettingsQuery>;
export type PaymentSettingsLazyQueryHookResult = ReturnType<typeof usePaymentSettingsLazyQuery>;
export type PaymentSettingsSuspenseQueryHookResult = ReturnType<typeof usePaymentSettingsSuspenseQuery>;
export type PaymentSettingsQueryResult = ApolloReactCommon.QueryResult<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const SetDefaultCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardList_cards"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardList_cards"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode;

/**
 * __useSetDefaultCardMutation__
 *
 * To run a mutation, you first call `useSetDefaultCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDefaultCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDefaultCardMutation, { data, loading, error }] = useSetDefaultCardMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSetDefaultCardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetDefaultCardMutation, SetDefaultCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetDefaultCardMutation, SetDefaultCardMutationVariables>(SetDefaultCardDocument, options);
      }
export type SetDefaultCardMutationHookResult = ReturnType<typeof useSetDefaultCardMutation>;
export type SetDefaultCardMutationResult = ApolloReactCommon.MutationResult<SetDefaultCardMutation>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderCart_cart"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTable_cart"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTable_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddToCartMutation__
 *
 * To run a mutation, you first call `useAddToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCartMutation, { data, loading, error }] = useAddToCartMutation({
 *   variables: {
 *      groupId: // value for 'groupId'
 *      quantity: // value for 'quantity'
 *   },
 * });
 */
export function useAddToCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddToCartMutation, AddToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddToCartMutation, AddToCartMutationVariables>(AddToCartDocument, options);
      }
export type AddToCartMutationHookResult = ReturnType<typeof useAddToCartMutation>;
export type AddToCartMutationResult = ApolloReactCommon.MutationResult<AddToCartMutation>;
export const CartPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTable_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTable_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]} as unknown as DocumentNode;

/**
 * __useCartPageQuery__
 *
 * To run a query within a React component, call `useCartPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useCartPageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CartPageQuery, CartPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CartPageQuery, CartPageQueryVariables>(CartPageDocument, options);
      }
export function useCartPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CartPageQuery, CartPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CartPageQuery, CartPageQueryVariables>(CartPageDocument, options);
        }
// @ts-ignore
export function useCartPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CartPageQuery, CartPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CartPageQuery, CartPageQueryVariables>;
export function useCartPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CartPageQuery, CartPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CartPageQuery | undefined, CartPageQueryVariables>;
export function useCartPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CartPageQuery, CartPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CartPageQuery, CartPageQueryVariables>(CartPageDocument, options);
        }
export type CartPageQueryHookResult = ReturnType<typeof useCartPageQuery>;
export type CartPageLazyQueryHookResult = ReturnType<typeof useCartPageLazyQuery>;
export type CartPageSuspenseQueryHookResult = ReturnType<typeof useCartPageSuspenseQuery>;
export type CartPageQueryResult = ApolloReactCommon.QueryResult<CartPageQuery, CartPageQueryVariables>;
export const HeaderCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderCart_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useHeaderCartQuery__
 *
 * To run a query within a React component, call `useHeaderCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useHeaderCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHeaderCartQuery({
 *   variables: {
 *   },
 * });
 */
export function useHeaderCartQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HeaderCartQuery, HeaderCartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HeaderCartQuery, HeaderCartQueryVariables>(HeaderCartDocument, options);
      }
export function useHeaderCartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HeaderCartQuery, HeaderCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HeaderCartQuery, HeaderCartQueryVariables>(HeaderCartDocument, options);
        }
// @ts-ignore
export function useHeaderCartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HeaderCartQuery, HeaderCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HeaderCartQuery, HeaderCartQueryVariables>;
export function useHeaderCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HeaderCartQuery, HeaderCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HeaderCartQuery | undefined, HeaderCartQueryVariables>;
export function useHeaderCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HeaderCartQuery, HeaderCartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HeaderCartQuery, HeaderCartQueryVariables>(HeaderCartDocument, options);
        }
export type HeaderCartQueryHookResult = ReturnType<typeof useHeaderCartQuery>;
export type HeaderCartLazyQueryHookResult = ReturnType<typeof useHeaderCartLazyQuery>;
export type HeaderCartSuspenseQueryHookResult = ReturnType<typeof useHeaderCartSuspenseQuery>;
export type HeaderCartQueryResult = ApolloReactCommon.QueryResult<HeaderCartQuery, HeaderCartQueryVariables>;
export const RemoveCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderCart_cart"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTable_cart"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTable_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveCartLineMutation__
 *
 * To run a mutation, you first call `useRemoveCartLineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartLineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartLineMutation, { data, loading, error }] = useRemoveCartLineMutation({
 *   variables: {
 *      cartItemId: // value for 'cartItemId'
 *   },
 * });
 */
export function useRemoveCartLineMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveCartLineMutation, RemoveCartLineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveCartLineMutation, RemoveCartLineMutationVariables>(RemoveCartLineDocument, options);
      }
export type RemoveCartLineMutationHookResult = ReturnType<typeof useRemoveCartLineMutation>;
export type RemoveCartLineMutationResult = ApolloReactCommon.MutationResult<RemoveCartLineMutation>;
export const UpdateCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderCart_cart"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTable_cart"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTable_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderCart_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateCartLineMutation__
 *
 * To run a mutation, you first call `useUpdateCartLineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartLineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartLineMutation, { data, loading, error }] = useUpdateCartLineMutation({
 *   variables: {
 *      cartItemId: // value for 'cartItemId'
 *      groupId: // value for 'groupId'
 *      quantity: // value for 'quantity'
 *   },
 * });
 */
export function useUpdateCartLineMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCartLineMutation, UpdateCartLineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCartLineMutation, UpdateCartLineMutationVariables>(UpdateCartLineDocument, options);
      }
export type UpdateCartLineMutationHookResult = ReturnType<typeof useUpdateCartLineMutation>;
export type UpdateCartLineMutationResult = ApolloReactCommon.MutationResult<UpdateCartLineMutation>;
export const FilterCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFilterCategoriesQuery__
 *
 * To run a query within a React component, call `useFilterCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useFilterCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFilterCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useFilterCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
      }
export function useFilterCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
        }
// @ts-ignore
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilterCategoriesQuery | undefined, FilterCategoriesQueryVariables>;
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
        }
export type FilterCategoriesQueryHookResult = ReturnType<typeof useFilterCategoriesQuery>;
export type FilterCategoriesLazyQueryHookResult = ReturnType<typeof useFilterCategoriesLazyQuery>;
export type FilterCategoriesSuspenseQueryHookResult = ReturnType<typeof useFilterCategoriesSuspenseQuery>;
export type FilterCategoriesQueryResult = ApolloReactCommon.QueryResult<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
export const GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Groups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NonNegativeInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitsNeeded"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGroupsQuery__
 *
 * To run a query within a React component, call `useGroupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useGroupsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupsQuery, GroupsQueryVariables> & ({ variables: GroupsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
      }
export function useGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
// @ts-ignore
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery | undefined, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
export type GroupsQueryHookResult = ReturnType<typeof useGroupsQuery>;
export type GroupsLazyQueryHookResult = ReturnType<typeof useGroupsLazyQuery>;
export type GroupsSuspenseQueryHookResult = ReturnType<typeof useGroupsSuspenseQuery>;
export type GroupsQueryResult = ApolloReactCommon.QueryResult<GroupsQuery, GroupsQueryVariables>;
export const CheckoutAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressPicker_addresses"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressPicker_addresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutAddressesQuery__
 *
 * To run a query within a React component, call `useCheckoutAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCheckoutAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>(CheckoutAddressesDocument, options);
      }
export function useCheckoutAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>(CheckoutAddressesDocument, options);
        }
// @ts-ignore
export function useCheckoutAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>;
export function useCheckoutAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutAddressesQuery | undefined, CheckoutAddressesQueryVariables>;
export function useCheckoutAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>(CheckoutAddressesDocument, options);
        }
export type CheckoutAddressesQueryHookResult = ReturnType<typeof useCheckoutAddressesQuery>;
export type CheckoutAddressesLazyQueryHookResult = ReturnType<typeof useCheckoutAddressesLazyQuery>;
export type CheckoutAddressesSuspenseQueryHookResult = ReturnType<typeof useCheckoutAddressesSuspenseQuery>;
export type CheckoutAddressesQueryResult = ApolloReactCommon.QueryResult<CheckoutAddressesQuery, CheckoutAddressesQueryVariables>;
export const CheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutCartQuery__
 *
 * To run a query within a React component, call `useCheckoutCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutCartQuery({
 *   variables: {
 *      addressId: // value for 'addressId'
 *   },
 * });
 */
export function useCheckoutCartQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CheckoutCartQuery, CheckoutCartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutCartQuery, CheckoutCartQueryVariables>(CheckoutCartDocument, options);
      }
export function useCheckoutCartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutCartQuery, CheckoutCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutCartQuery, CheckoutCartQueryVariables>(CheckoutCartDocument, options);
        }
// @ts-ignore
export function useCheckoutCartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCartQuery, CheckoutCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutCartQuery, CheckoutCartQueryVariables>;
export function useCheckoutCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCartQuery, CheckoutCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutCartQuery | undefined, CheckoutCartQueryVariables>;
export function useCheckoutCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCartQuery, CheckoutCartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutCartQuery, CheckoutCartQueryVariables>(CheckoutCartDocument, options);
        }
export type CheckoutCartQueryHookResult = ReturnType<typeof useCheckoutCartQuery>;
export type CheckoutCartLazyQueryHookResult = ReturnType<typeof useCheckoutCartLazyQuery>;
export type CheckoutCartSuspenseQueryHookResult = ReturnType<typeof useCheckoutCartSuspenseQuery>;
export type CheckoutCartQueryResult = ApolloReactCommon.QueryResult<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const OrderSuccessCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderSuccessCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]} as unknown as DocumentNode;

/**
 * __useOrderSuccessCartQuery__
 *
 * To run a query within a React component, call `useOrderSuccessCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderSuccessCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderSuccessCartQuery({
 *   variables: {
 *   },
 * });
 */
export function useOrderSuccessCartQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>(OrderSuccessCartDocument, options);
      }
export function useOrderSuccessCartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>(OrderSuccessCartDocument, options);
        }
// @ts-ignore
export function useOrderSuccessCartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>;
export function useOrderSuccessCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderSuccessCartQuery | undefined, OrderSuccessCartQueryVariables>;
export function useOrderSuccessCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>(OrderSuccessCartDocument, options);
        }
export type OrderSuccessCartQueryHookResult = ReturnType<typeof useOrderSuccessCartQuery>;
export type OrderSuccessCartLazyQueryHookResult = ReturnType<typeof useOrderSuccessCartLazyQuery>;
export type OrderSuccessCartSuspenseQueryHookResult = ReturnType<typeof useOrderSuccessCartSuspenseQuery>;
export type OrderSuccessCartQueryResult = ApolloReactCommon.QueryResult<OrderSuccessCartQuery, OrderSuccessCartQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetail_cart"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetail_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"heldQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"heldRefundAtClose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaceOrderMutation__
 *
 * To run a mutation, you first call `usePlaceOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaceOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [placeOrderMutation, { data, loading, error }] = usePlaceOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaceOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PlaceOrderMutation, PlaceOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PlaceOrderMutation, PlaceOrderMutationVariables>(PlaceOrderDocument, options);
      }
export type PlaceOrderMutationHookResult = ReturnType<typeof usePlaceOrderMutation>;
export type PlaceOrderMutationResult = ApolloReactCommon.MutationResult<PlaceOrderMutation>;
export const GroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Group"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentLevel"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupDetail_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupGallery_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceLevelTable_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetail_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupGallery_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceLevelTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBooked"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitsNeeded"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGroupQuery__
 *
 * To run a query within a React component, call `useGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGroupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupQuery, GroupQueryVariables> & ({ variables: GroupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
      }
export function useGroupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupQuery, GroupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
        }
// @ts-ignore
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupQuery, GroupQueryVariables>;
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupQuery | undefined, GroupQueryVariables>;
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
        }
export type GroupQueryHookResult = ReturnType<typeof useGroupQuery>;
export type GroupLazyQueryHookResult = ReturnType<typeof useGroupLazyQuery>;
export type GroupSuspenseQueryHookResult = ReturnType<typeof useGroupSuspenseQuery>;
export type GroupQueryResult = ApolloReactCommon.QueryResult<GroupQuery, GroupQueryVariables>;
export const InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"supplierAddress"}},{"kind":"Field","name":{"kind":"Name","value":"supplierZipCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalShipping"}},{"kind":"Field","name":{"kind":"Name","value":"totalPlatformFee"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInvoiceQuery__
 *
 * To run a query within a React component, call `useInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvoiceQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useInvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<InvoiceQuery, InvoiceQueryVariables> & ({ variables: InvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
      }
export function useInvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
        }
// @ts-ignore
export function useInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InvoiceQuery, InvoiceQueryVariables>;
export function useInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InvoiceQuery | undefined, InvoiceQueryVariables>;
export function useInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
        }
export type InvoiceQueryHookResult = ReturnType<typeof useInvoiceQuery>;
export type InvoiceLazyQueryHookResult = ReturnType<typeof useInvoiceLazyQuery>;
export type InvoiceSuspenseQueryHookResult = ReturnType<typeof useInvoiceSuspenseQuery>;
export type InvoiceQueryResult = ApolloReactCommon.QueryResult<InvoiceQuery, InvoiceQueryVariables>;
export const NavigationCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NavigationCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNavigationCategoriesQuery__
 *
 * To run a query within a React component, call `useNavigationCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNavigationCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNavigationCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNavigationCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
      }
export function useNavigationCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
// @ts-ignore
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery | undefined, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
export type NavigationCategoriesQueryHookResult = ReturnType<typeof useNavigationCategoriesQuery>;
export type NavigationCategoriesLazyQueryHookResult = ReturnType<typeof useNavigationCategoriesLazyQuery>;
export type NavigationCategoriesSuspenseQueryHookResult = ReturnType<typeof useNavigationCategoriesSuspenseQuery>;
export type NavigationCategoriesQueryResult = ApolloReactCommon.QueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLineCard_line"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineCard_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rawStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCompany"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"finalUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"todayUnitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfClosedNow"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyOrdersQuery__
 *
 * To run a query within a React component, call `useMyOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyOrdersQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyOrdersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
      }
export function useMyOrdersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
        }
// @ts-ignore
export function useMyOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyOrdersQuery, MyOrdersQueryVariables>;
export function useMyOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyOrdersQuery | undefined, MyOrdersQueryVariables>;
export function useMyOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyOrdersQuery, MyOrdersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyOrdersQuery, MyOrdersQueryVariables>(MyOrdersDocument, options);
        }
export type MyOrdersQueryHookResult = ReturnType<typeof useMyOrdersQuery>;
export type MyOrdersLazyQueryHookResult = ReturnType<typeof useMyOrdersLazyQuery>;
export type MyOrdersSuspenseQueryHookResult = ReturnType<typeof useMyOrdersSuspenseQuery>;
export type MyOrdersQueryResult = ApolloReactCommon.QueryResult<MyOrdersQuery, MyOrdersQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAddress"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export const ResetLinkValidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetLinkValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetLinkValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useResetLinkValidQuery__
 *
 * To run a query within a React component, call `useResetLinkValidQuery` and pass it any options that fit your needs.
 * When your component renders, `useResetLinkValidQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResetLinkValidQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useResetLinkValidQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ResetLinkValidQuery, ResetLinkValidQueryVariables> & ({ variables: ResetLinkValidQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ResetLinkValidQuery, ResetLinkValidQueryVariables>(ResetLinkValidDocument, options);
      }
export function useResetLinkValidLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ResetLinkValidQuery, ResetLinkValidQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ResetLinkValidQuery, ResetLinkValidQueryVariables>(ResetLinkValidDocument, options);
        }
// @ts-ignore
export function useResetLinkValidSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ResetLinkValidQuery, ResetLinkValidQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ResetLinkValidQuery, ResetLinkValidQueryVariables>;
export function useResetLinkValidSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ResetLinkValidQuery, ResetLinkValidQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ResetLinkValidQuery | undefined, ResetLinkValidQueryVariables>;
export function useResetLinkValidSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ResetLinkValidQuery, ResetLinkValidQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ResetLinkValidQuery, ResetLinkValidQueryVariables>(ResetLinkValidDocument, options);
        }
export type ResetLinkValidQueryHookResult = ReturnType<typeof useResetLinkValidQuery>;
export type ResetLinkValidLazyQueryHookResult = ReturnType<typeof useResetLinkValidLazyQuery>;
export type ResetLinkValidSuspenseQueryHookResult = ReturnType<typeof useResetLinkValidSuspenseQuery>;
export type ResetLinkValidQueryResult = ApolloReactCommon.QueryResult<ResetLinkValidQuery, ResetLinkValidQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      newPassword: // value for 'newPassword'
 *      confirmPassword: // value for 'confirmPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export const ProfilePanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePanel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_documents"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"isTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"expirationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"taxDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProfilePanelQuery__
 *
 * To run a query within a React component, call `useProfilePanelQuery` and pass it any options that fit your needs.
 * When your component renders, `useProfilePanelQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProfilePanelQuery({
 *   variables: {
 *   },
 * });
 */
export function useProfilePanelQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfilePanelQuery, ProfilePanelQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfilePanelQuery, ProfilePanelQueryVariables>(ProfilePanelDocument, options);
      }
export function useProfilePanelLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfilePanelQuery, ProfilePanelQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfilePanelQuery, ProfilePanelQueryVariables>(ProfilePanelDocument, options);
        }
// @ts-ignore
export function useProfilePanelSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfilePanelQuery, ProfilePanelQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePanelQuery, ProfilePanelQueryVariables>;
export function useProfilePanelSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePanelQuery, ProfilePanelQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePanelQuery | undefined, ProfilePanelQueryVariables>;
export function useProfilePanelSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePanelQuery, ProfilePanelQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfilePanelQuery, ProfilePanelQueryVariables>(ProfilePanelDocument, options);
        }
export type ProfilePanelQueryHookResult = ReturnType<typeof useProfilePanelQuery>;
export type ProfilePanelLazyQueryHookResult = ReturnType<typeof useProfilePanelLazyQuery>;
export type ProfilePanelSuspenseQueryHookResult = ReturnType<typeof useProfilePanelSuspenseQuery>;
export type ProfilePanelQueryResult = ApolloReactCommon.QueryResult<ProfilePanelQuery, ProfilePanelQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_documents"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"isTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"expirationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"taxDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_documents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = ApolloReactCommon.MutationResult<UpdateProfileMutation>;
export const RequestReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestReturnMutation__
 *
 * To run a mutation, you first call `useRequestReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestReturnMutation, { data, loading, error }] = useRequestReturnMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestReturnMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestReturnMutation, RequestReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestReturnMutation, RequestReturnMutationVariables>(RequestReturnDocument, options);
      }
export type RequestReturnMutationHookResult = ReturnType<typeof useRequestReturnMutation>;
export type RequestReturnMutationResult = ApolloReactCommon.MutationResult<RequestReturnMutation>;
export const GroupNameSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupNameSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostalCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupNameSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"zipCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipCode"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useGroupNameSuggestionsQuery__
 *
 * To run a query within a React component, call `useGroupNameSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupNameSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupNameSuggestionsQuery({
 *   variables: {
 *      text: // value for 'text'
 *      zipCode: // value for 'zipCode'
 *   },
 * });
 */
export function useGroupNameSuggestionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables> & ({ variables: GroupNameSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
      }
export function useGroupNameSuggestionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
        }
// @ts-ignore
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>;
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupNameSuggestionsQuery | undefined, GroupNameSuggestionsQueryVariables>;
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
        }
export type GroupNameSuggestionsQueryHookResult = ReturnType<typeof useGroupNameSuggestionsQuery>;
export type GroupNameSuggestionsLazyQueryHookResult = ReturnType<typeof useGroupNameSuggestionsLazyQuery>;
export type GroupNameSuggestionsSuspenseQueryHookResult = ReturnType<typeof useGroupNameSuggestionsSuspenseQuery>;
export type GroupNameSuggestionsQueryResult = ApolloReactCommon.QueryResult<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"uploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSignUpMutation__
 *
 * To run a mutation, you first call `useSignUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signUpMutation, { data, loading, error }] = useSignUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignUpMutation, SignUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignUpMutation, SignUpMutationVariables>(SignUpDocument, options);
      }
export type SignUpMutationHookResult = ReturnType<typeof useSignUpMutation>;
export type SignUpMutationResult = ApolloReactCommon.MutationResult<SignUpMutation>;
export const UnsubscribeLevelMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeLevelMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeLevelMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnsubscribeLevelMailMutation__
 *
 * To run a mutation, you first call `useUnsubscribeLevelMailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribeLevelMailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unsubscribeLevelMailMutation, { data, loading, error }] = useUnsubscribeLevelMailMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useUnsubscribeLevelMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnsubscribeLevelMailMutation, UnsubscribeLevelMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnsubscribeLevelMailMutation, UnsubscribeLevelMailMutationVariables>(UnsubscribeLevelMailDocument, options);
      }
export type UnsubscribeLevelMailMutationHookResult = ReturnType<typeof useUnsubscribeLevelMailMutation>;
export type UnsubscribeLevelMailMutationResult = ApolloReactCommon.MutationResult<UnsubscribeLevelMailMutation>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVerifyEmailMutation__
 *
 * To run a mutation, you first call `useVerifyEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyEmailMutation, { data, loading, error }] = useVerifyEmailMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useVerifyEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyEmailMutation, VerifyEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyEmailMutation, VerifyEmailMutationVariables>(VerifyEmailDocument, options);
      }
export type VerifyEmailMutationHookResult = ReturnType<typeof useVerifyEmailMutation>;
export type VerifyEmailMutationResult = ApolloReactCommon.MutationResult<VerifyEmailMutation>;