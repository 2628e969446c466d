import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestCategory, RestGroupFacets, RestCategoryFacet, RestPriceRangeFacet, RestLoginAnswer, SessionUserRow, RestCategoryRef, RestGroupDocument, RestSupplier, RestCard, RestOrderLine, RestOrderLineGroup, RestInvoice, RestInvoiceLine, RestInvoiceCustomer, RestSignUpAnswer, UploadTargetRow, RestProfile, RestCustomerDocument, RestAddress, ProfileUpdateResult, RestAddressAnswer, AdminArea, RestAdminDocument, AdminDocumentAnswer, RestAdminOrderLine, AdminOrderLineAnswer, AdminSettlementAnswer, RestAdminGroup, RestGroupLevel, AdminGroupAnswer, AdminGroupImageAnswer, AdminGroupDocumentAnswer, RestAdminGroupLine, AdminGroupLineConnectionRow, RestAdminArea, RestAdminOverview, RestAdminOverviewDay, RestAdminTopGroup, RestAdminCustomerSummary, RestAdminCustomer, RestAdminCustomerAddress, RestAdminSession, AdminEndSessionsAnswer, RestAdminSettlementRun, RestAdminLedgerEntry, RestAdminLedgerTotals, RestAdminLedgerReconciliation, RestAdminStripeEvent, RestAdminDispute, RestAdminBulkMoveResult, AdminBulkMoveAnswer, RestStaffMember, RestStaffSettings, StaffInviteAnswer, RestStaffInviteCheck, AcceptStaffInviteAnswer, RestTotpSetup, RestAuditEntry } from '../rest/rest-types';
import type { GroupCardAnswer, GroupCardConnectionRow } from '../rest/group-card-answer';
import type { GroupAnswer, PriceLevelAnswer, NextLevelAnswer } from '../rest/group-answer';
import type { CartAnswer, CartLineAnswer } from '../rest/cart-answer';
import type { ICountry, IState, ICity } from 'country-state-city';
import type { GatewayContext } from '../context/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC, e.g. 2026-12-31T23:59:59.000Z. */
  DateTime: { input: string; output: string | Date; }
  /**
   * An exact decimal amount written as a JSON string, never a number, so no float rounds it.
   * Answers always carry exactly two decimals: "19.99", "0.30", "1000.00" (no grouping, no
   * currency sign; a minus sign only where an amount can be negative, e.g. a ledger's net). As
   * input, a string of digits with at most two decimals and at most 13 digits before the
   * point: "3", "3.5" and "3.50" are the same amount. Anything else ("1.234", "1e3", "abc",
   * " 3", a JSON number) is refused: BAD_USER_INPUT naming the field when sent in variables,
   * GRAPHQL_VALIDATION_FAILED at its line and column when written in the query. A money input
   * also refuses a negative amount (BAD_USER_INPUT naming the field).
   */
  Decimal: { input: string; output: string; }
  /** An e-mail address (RFC 5322 simplified). */
  EmailAddress: { input: string; output: string; }
  /** A non-negative integer. */
  NonNegativeInt: { input: number; output: number; }
  /** An integer of 1 or more. */
  PositiveInt: { input: number; output: number; }
  /** A US ZIP code of exactly five digits. */
  PostalCode: { input: string; output: string; }
};

/** The staff account made from an invite; sign in with `login` next. */
export type AcceptStaffInvitePayload = {
  __typename?: 'AcceptStaffInvitePayload';
  /** The account's e-mail address: the one invited. */
  email: Scalars['String']['output'];
  /** The API's message. */
  message: Scalars['String']['output'];
  /** The account's role. */
  role: StaffRole;
};

/** A card to save. */
export type AddCardInput = {
  /** The name on the card. */
  holderName: Scalars['String']['input'];
  /** Make it the default card (the first card always is). */
  makeDefault?: Scalars['Boolean']['input'];
  /** The payment provider's token id (tok_...). */
  token: Scalars['String']['input'];
};

/** A postal address of the signed-in customer. */
export type Address = {
  __typename?: 'Address';
  /** City name. */
  city: Scalars['String']['output'];
  /** Company name; empty when none. */
  companyName: Scalars['String']['output'];
  /** Country name. */
  country: Scalars['String']['output'];
  /** The account's e-mail address (read-only). */
  email: Scalars['EmailAddress']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The address id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number as entered, e.g. (214) 555-0100. */
  phoneNumber: Scalars['String']['output'];
  /** State code, e.g. TX. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** Job title; empty when none. */
  title: Scalars['String']['output'];
  /** Billing or shipping. */
  type: AddressType;
  /** ZIP code. */
  zipCode: Scalars['PostalCode']['output'];
};

/** A new shipping address. */
export type AddressInput = {
  /** City name. */
  city: Scalars['String']['input'];
  /** Company name; empty is stored as none. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Country name. */
  country: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Phone number, at most 14 characters. */
  phoneNumber: Scalars['String']['input'];
  /** State code, e.g. TX. */
  state: Scalars['String']['input'];
  /** Street and number. */
  street: Scalars['String']['input'];
  /** Job title; empty is stored as none. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. */
  zipCode: Scalars['PostalCode']['input'];
};

/** The answer to a saved address. */
export type AddressPayload = {
  __typename?: 'AddressPayload';
  /** The address as saved. */
  address: Address;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** Whether an address is the billing or the shipping address. */
export type AddressType =
  /** The billing address, edited with the profile. */
  | 'BILLING_ADDRESS'
  /** The shipping address orders are delivered to. */
  | 'SHIPPING_ADDRESS';

/** An existing address with all its fields. */
export type AddressUpdateInput = {
  /** City name. */
  city: Scalars['String']['input'];
  /** Company name; empty is stored as none. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Country name. */
  country: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** The address id. */
  id: Scalars['ID']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Phone number, at most 14 characters. */
  phoneNumber: Scalars['String']['input'];
  /** State code, e.g. TX. */
  state: Scalars['String']['input'];
  /** Street and number. */
  street: Scalars['String']['input'];
  /** Job title; empty is stored as none. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Billing or shipping; it must match the address. */
  type: AddressType;
  /** ZIP code. */
  zipCode: Scalars['PostalCode']['input'];
};

/** The answer to a bulk move. */
export type AdminBulkMovePayload = {
  __typename?: 'AdminBulkMovePayload';
  /** The API's message, e.g. '3 order lines updated, 1 refused'. */
  message: Scalars['String']['output'];
  /** Lines moved. */
  moved: Scalars['NonNegativeInt']['output'];
  /** Lines refused. */
  refused: Scalars['NonNegativeInt']['output'];
  /** One result per line, in the order asked. */
  results: Array<AdminBulkMoveResult>;
};

/** One line's result in a bulk move. */
export type AdminBulkMoveResult = {
  __typename?: 'AdminBulkMoveResult';
  /** The order line id. */
  id: Scalars['ID']['output'];
  /** 'Order line updated', or why this line did not move. */
  message: Scalars['String']['output'];
  /** Whether the line moved. */
  ok: Scalars['Boolean']['output'];
  /** The line as it is now; null when it was not found or did not move. */
  orderLine?: Maybe<AdminOrderLine>;
};

/** A customer's page: profile, addresses and live sessions. */
export type AdminCustomer = {
  __typename?: 'AdminCustomer';
  /** Billing address first, then shipping addresses. */
  addresses: Array<AdminCustomerAddress>;
  /** The customer says they are tax-exempt (a Business may). */
  claimsTaxExemption: Scalars['Boolean']['output'];
  /** The company, for a Business. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Individual or Business. */
  customerType: CustomerType;
  /** The e-mail address (sign-in name). */
  email: Scalars['String']['output'];
  /** Whether the e-mail address was confirmed. */
  emailVerified: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Orders placed, all time. */
  orderCount: Scalars['NonNegativeInt']['output'];
  /** Phone number. */
  phoneNumber: Scalars['String']['output'];
  /** The account's role: customer or admin. */
  role: Scalars['String']['output'];
  /** Live sessions, newest first. */
  sessions: Array<AdminSession>;
  /** They pay no sales tax now: the claim and an approved, unexpired tax document. */
  taxExempt: Scalars['Boolean']['output'];
  /** The job title, for a Business. */
  title?: Maybe<Scalars['String']['output']>;
};

/** An address of a customer, as the operator reads it. */
export type AdminCustomerAddress = {
  __typename?: 'AdminCustomerAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** Company, when given. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Country. */
  country: Scalars['String']['output'];
  /** E-mail for deliveries. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The address id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number. */
  phoneNumber: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** Billing or shipping. */
  type: AddressType;
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/**
 * One page of accounts (a cursor connection; operators only): its accounts, each with its
 * cursor, where the page sits, and how many accounts match.
 */
export type AdminCustomerConnection = {
  __typename?: 'AdminCustomerConnection';
  /** The page's accounts with their cursors, in the order of `sort`. */
  edges: Array<AdminCustomerEdge>;
  /** The page's accounts, in the order of `sort`: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminCustomerSummary>;
  /** Where the page sits: whether accounts follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many accounts match the search now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One account of a page with its place in the list (operators only). */
export type AdminCustomerEdge = {
  __typename?: 'AdminCustomerEdge';
  /** The account's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The account. */
  node: AdminCustomerSummary;
};

/** How the account list is sorted. */
export type AdminCustomerSort =
  /** By last name, then first name. */
  | 'name'
  /** Newest accounts first. */
  | 'newest';

/** An account as it appears in the operator's list. */
export type AdminCustomerSummary = {
  __typename?: 'AdminCustomerSummary';
  /** The company, for a Business. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Individual or Business. */
  customerType: CustomerType;
  /** The e-mail address (sign-in name). */
  email: Scalars['String']['output'];
  /** Whether the e-mail address was confirmed. */
  emailVerified: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The account's role: customer or admin. */
  role: Scalars['String']['output'];
};

/** The ZIP codes a delivery area covers. */
export type AdminDeliveryArea = {
  __typename?: 'AdminDeliveryArea';
  /** How many there are. */
  total: Scalars['NonNegativeInt']['output'];
  /** The ZIP codes, sorted. */
  zipCodes: Array<Scalars['String']['output']>;
};

/** A buyer's bank disputing a charge (a chargeback), as Stripe's events told it (operators only). */
export type AdminDispute = {
  __typename?: 'AdminDispute';
  /** Dollars disputed. */
  amount: Money;
  /** True once won, lost, prevented or a warning closed. */
  closed: Scalars['Boolean']['output'];
  /** When it closed; null while open. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The buyer's e-mail address; null when the charge is no order's. */
  customerEmail?: Maybe<Scalars['String']['output']>;
  /** The buyer's customer id; null when the charge is no order's. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** The buyer's name; null when the charge is no order's. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** Stripe's dispute id. */
  id: Scalars['ID']['output'];
  /** When the buyer's bank opened it. */
  openedAt: Scalars['DateTime']['output'];
  /** The order whose charge is disputed; null when the charge is no order's. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The disputed PaymentIntent; null when Stripe named none. */
  paymentIntentId?: Maybe<Scalars['String']['output']>;
  /** Stripe's reason, e.g. fraudulent or product_not_received. */
  reason: Scalars['String']['output'];
  /** Stripe's status, e.g. needs_response, under_review, won or lost. */
  status: Scalars['String']['output'];
  /** When the shop last recorded a change of it. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of disputes (a cursor connection; operators only). */
export type AdminDisputeConnection = {
  __typename?: 'AdminDisputeConnection';
  /** The page's disputes with their cursors, newest first. */
  edges: Array<AdminDisputeEdge>;
  /** The page's disputes, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminDispute>;
  /** Where the page sits: whether disputes follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many disputes are kept, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One dispute of a page with its place in the list (operators only). */
export type AdminDisputeEdge = {
  __typename?: 'AdminDisputeEdge';
  /** The dispute's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The dispute. */
  node: AdminDispute;
};

/** A customer's document as a reviewer sees it. */
export type AdminDocument = {
  __typename?: 'AdminDocument';
  /** When the document was announced. */
  createdAt: Scalars['DateTime']['output'];
  /** The customer's e-mail address. */
  customerEmail: Scalars['String']['output'];
  /** Whose document it is: the customer id. */
  customerId: Scalars['ID']['output'];
  /** The customer's first and last name. */
  customerName: Scalars['String']['output'];
  /**
   * Whether the customer pays no sales tax now: a Business customer who claims the
   * exemption with an approved, unexpired tax document.
   */
  customerTaxExempt: Scalars['Boolean']['output'];
  /** When an approval stops applying; null when it does not expire or is not approved. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file name as announced. */
  fileName: Scalars['String']['output'];
  /** The document id. */
  id: Scalars['ID']['output'];
  /** What the document is for: `tax_exempt` or `other`. */
  kind: Scalars['String']['output'];
  /** The file's type, e.g. application/pdf. */
  mimeType: Scalars['String']['output'];
  /** Why it was rejected; null otherwise. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Where the document is in its review. */
  status: DocumentStatus;
  /** A signed GET URL (valid 1 hour) under /uploads/; null until the bytes are uploaded. */
  url?: Maybe<Scalars['String']['output']>;
};

/**
 * One page of customers' documents (a cursor connection; operators only): its documents, each
 * with its cursor, where the page sits, and how many documents match.
 */
export type AdminDocumentConnection = {
  __typename?: 'AdminDocumentConnection';
  /** The page's documents with their cursors, oldest first. */
  edges: Array<AdminDocumentEdge>;
  /** The page's documents, oldest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminDocument>;
  /** Where the page sits: whether documents follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many documents match the filters now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One document of a page with its place in the list (operators only). */
export type AdminDocumentEdge = {
  __typename?: 'AdminDocumentEdge';
  /** The document's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The document. */
  node: AdminDocument;
};

/** The answer to a document decision. */
export type AdminDocumentPayload = {
  __typename?: 'AdminDocumentPayload';
  /** The document as it is now. */
  document: AdminDocument;
  /** The API's message, e.g. 'Document approved'. */
  message: Scalars['String']['output'];
};

/** The answer to ending a customer's sessions. */
export type AdminEndSessionsPayload = {
  __typename?: 'AdminEndSessionsPayload';
  /** The customer as they are now (no live sessions). */
  customer: AdminCustomer;
  /** How many sessions ended. */
  ended: Scalars['NonNegativeInt']['output'];
  /** The API's message, e.g. '2 sessions ended'. */
  message: Scalars['String']['output'];
};

/** Groups at one price level. */
export type AdminFillLevel = {
  __typename?: 'AdminFillLevel';
  /** Groups whose booked units are at this level now. */
  groups: Scalars['NonNegativeInt']['output'];
  /** The level: 1 for the first row of the group's levels by quantity (the group page's 'level'). */
  level: Scalars['PositiveInt']['output'];
  /** Groups at this level or a higher one: how many reached it. */
  reached: Scalars['NonNegativeInt']['output'];
};

/** A group as an operator sees it: the shopper's view plus the stored settings. */
export type AdminGroup = {
  __typename?: 'AdminGroup';
  /** The category it is listed under. */
  category: CategoryRef;
  /** The 1-based level holding the units booked now; 0 without levels. */
  currentLevel: Scalars['NonNegativeInt']['output'];
  /** The unit price at the units booked now. */
  currentPrice: Money;
  /** The product's description. */
  description: Scalars['String']['output'];
  /** The product documents shoppers can open on the group's page, oldest first. */
  documents: Array<GroupDocument>;
  /** When sales end. */
  endDate: Scalars['DateTime']['output'];
  /** The group id. */
  id: Scalars['ID']['output'];
  /** Paths of the pictures, served under /media/, in display order. */
  images: Array<Scalars['String']['output']>;
  /** The price levels, by rising quantity. */
  levels: Array<AdminPriceLevel>;
  /** The most units the group sells. */
  maxQuantity: Scalars['PositiveInt']['output'];
  /** The list unit price. */
  price: Money;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units booked by all buyers. */
  quantityBooked: Scalars['NonNegativeInt']['output'];
  /** The delivery radius in miles around the supplier ZIP. */
  radiusMiles: Scalars['Float']['output'];
  /** Shipping per unit (whole dollars). */
  shipping: Money;
  /** Open or closed by the open rule (stored status, end date, units left). */
  status: GroupStatus;
  /** Where the supplier ships from: the delivery area's centre. */
  supplier: SupplierAddress;
};

/** The fields of a group to change; absent or null fields stay as they are. */
export type AdminGroupChanges = {
  /** The category (or sub-category) id. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The product's description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When sales end; a new one must lie ahead. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** All levels, replacing the stored ones. */
  levels?: InputMaybe<Array<AdminPriceLevelInput>>;
  /** The most units the group sells; at least those booked. */
  maxQuantity?: InputMaybe<Scalars['PositiveInt']['input']>;
  /** The list unit price in dollars, above 0. */
  price?: InputMaybe<Scalars['Decimal']['input']>;
  /** The product's name. */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** The delivery radius in miles. */
  radiusMiles?: InputMaybe<Scalars['Float']['input']>;
  /** Shipping per unit in whole dollars, not negative. */
  shipping?: InputMaybe<Scalars['Decimal']['input']>;
  /** The supplier's city. */
  supplierCity?: InputMaybe<Scalars['String']['input']>;
  /** The supplier's state. */
  supplierState?: InputMaybe<Scalars['String']['input']>;
  /** The supplier's street. */
  supplierStreet?: InputMaybe<Scalars['String']['input']>;
  /** The supplier's US ZIP code. */
  supplierZip?: InputMaybe<Scalars['PostalCode']['input']>;
};

/**
 * One page of groups (a cursor connection; operators only): its groups, each with its cursor,
 * where the page sits, and how many groups match.
 */
export type AdminGroupConnection = {
  __typename?: 'AdminGroupConnection';
  /** The page's groups with their cursors, newest first. */
  edges: Array<AdminGroupEdge>;
  /** The page's groups, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminGroup>;
  /** Where the page sits: whether groups follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many groups match the filters now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** Where to upload an announced group document. */
export type AdminGroupDocumentUpload = {
  __typename?: 'AdminGroupDocumentUpload';
  /** The document's path once uploaded, served under /media/. */
  documentUrl: Scalars['String']['output'];
  /** The API's message. */
  message: Scalars['String']['output'];
  /** The signed URL to PUT the document's bytes to (valid 15 minutes, once). */
  uploadUrl: Scalars['String']['output'];
};

/** One group of a page with its place in the list (operators only). */
export type AdminGroupEdge = {
  __typename?: 'AdminGroupEdge';
  /** The group's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The group. */
  node: AdminGroup;
};

/** Groups open at some time in a period (created before its end, ending on or after its start). */
export type AdminGroupFill = {
  __typename?: 'AdminGroupFill';
  /** The mean of their booked / max units, as a percentage with two decimals (each group's share rounded down to a hundredth of a percent). */
  averageFillPercent: Scalars['Float']['output'];
  /** How many groups. */
  groups: Scalars['NonNegativeInt']['output'];
  /** Groups with price levels by the level their booked units are at, level 1 first. */
  levels: Array<AdminFillLevel>;
};

/** Where to upload an announced picture. */
export type AdminGroupImageUpload = {
  __typename?: 'AdminGroupImageUpload';
  /** The picture's path once uploaded, served under /media/. */
  imageUrl: Scalars['String']['output'];
  /** The API's message. */
  message: Scalars['String']['output'];
  /** The signed URL to PUT the picture's bytes to (valid 15 minutes, once). */
  uploadUrl: Scalars['String']['output'];
};

/** What a groups import did, or would do (a dry run). */
export type AdminGroupImportPayload = {
  __typename?: 'AdminGroupImportPayload';
  /** true when the groups were written; false for a dry run. */
  applied: Scalars['Boolean']['output'];
  /** Rows with an error. */
  errorCount: Scalars['Int']['output'];
  /** The API's message, e.g. '20 rows ready to import' or '20 groups imported'. */
  message: Scalars['String']['output'];
  /** Rows with no error. */
  okCount: Scalars['Int']['output'];
  /** Every row of the file, in its order. */
  rows: Array<AdminGroupImportRow>;
};

/** One row of a groups import. */
export type AdminGroupImportRow = {
  __typename?: 'AdminGroupImportRow';
  /** null when the row is good; else its first problem in the create dialog's words, naming the column. */
  error?: Maybe<Scalars['String']['output']>;
  /** The group made from the row (applied only). */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** The row's product name as the file has it; null when blank. */
  productName?: Maybe<Scalars['String']['output']>;
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: Scalars['Int']['output'];
};

/** Every field of a new group. */
export type AdminGroupInput = {
  /** The category (or sub-category) id. */
  categoryId: Scalars['ID']['input'];
  /** The product's description, up to 5000 characters. */
  description: Scalars['String']['input'];
  /** When sales end; in the future. */
  endDate: Scalars['DateTime']['input'];
  /** 1 to 20 levels, quantities strictly rising up to maxQuantity. */
  levels: Array<AdminPriceLevelInput>;
  /** The most units the group sells. */
  maxQuantity: Scalars['PositiveInt']['input'];
  /** The list unit price in dollars, e.g. "49.99": from 0.01 to 1000000. */
  price: Scalars['Decimal']['input'];
  /** The product's name. */
  productName: Scalars['String']['input'];
  /** The delivery radius in miles, above 0 and at most 100. */
  radiusMiles: Scalars['Float']['input'];
  /** Shipping per unit in whole dollars, e.g. "5" or "5.00": from 0 to 10000. */
  shipping: Scalars['Decimal']['input'];
  /** The supplier's city. */
  supplierCity: Scalars['String']['input'];
  /** The supplier's state. */
  supplierState: Scalars['String']['input'];
  /** The supplier's street. */
  supplierStreet: Scalars['String']['input'];
  /** The supplier's US ZIP code: where the delivery area is centred. */
  supplierZip: Scalars['PostalCode']['input'];
};

/** An order line of a group with what settlement does to it. */
export type AdminGroupLine = {
  __typename?: 'AdminGroupLine';
  /** The buyer's e-mail address. */
  customerEmail: Scalars['String']['output'];
  /** The unit price settlement fixed; null until settled. */
  finalUnitPrice?: Maybe<Money>;
  /** The order line id. */
  id: Scalars['ID']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** What the buyer paid for the line: goods, tax, shipping and platform fee. */
  paidTotal: Money;
  /** Units bought. */
  quantity: Scalars['PositiveInt']['output'];
  /** What was refunded on the line so far. */
  refundedAmount: Money;
  /** What settlement will refund on the line; null once settled. */
  settlementRefund?: Maybe<Money>;
  /** The line's status. */
  status: OrderLineStatus;
  /** The unit price paid. */
  unitPrice: Money;
};

/**
 * One page of a group's order lines (a cursor connection; operators only): its lines, each
 * with its cursor, where the page sits, how many lines the group has, and settlement's
 * totals over all pages.
 */
export type AdminGroupLineConnection = {
  __typename?: 'AdminGroupLineConnection';
  /** The page's lines with their cursors, oldest first. */
  edges: Array<AdminGroupLineEdge>;
  /** The unit price settlement applies at the units booked now. */
  finalUnitPrice: Money;
  /** The page's lines, oldest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminGroupLine>;
  /** Where the page sits: whether lines follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** What settlement will refund across those lines. */
  refundDue: Money;
  /** How many lines the group has, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
  /** Lines not settled yet, on every page. */
  unsettledLines: Scalars['NonNegativeInt']['output'];
};

/** One line of a page with its place in the list (operators only). */
export type AdminGroupLineEdge = {
  __typename?: 'AdminGroupLineEdge';
  /** The line's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The line. */
  node: AdminGroupLine;
};

/** The answer to a group action. */
export type AdminGroupPayload = {
  __typename?: 'AdminGroupPayload';
  /** The group as it is now. */
  group: AdminGroup;
  /** The API's message, e.g. 'Group created'. */
  message: Scalars['String']['output'];
};

/**
 * One page of the ledger (a cursor connection; operators only): its entries, each with its
 * cursor, where the page sits, how many entries match, and totals over the whole filter that
 * reconcile.
 */
export type AdminLedgerConnection = {
  __typename?: 'AdminLedgerConnection';
  /**
   * Where the whole filter downloads as CSV: a path on this server (GET with the same
   * Authorization header; staff with `ledger.read` only), e.g. `/admin/ledger.csv?kind=refund`.
   */
  csvPath: Scalars['String']['output'];
  /** The page's entries with their cursors, newest first. */
  edges: Array<AdminLedgerEdge>;
  /** The page's entries, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminLedgerEntry>;
  /** Where the page sits: whether entries follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** The whole ledger against the orders. */
  reconciliation: AdminLedgerReconciliation;
  /** How many entries match the filter now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
  /** Sums over every entry of the filter, not only this page. */
  totals: AdminLedgerTotals;
};

/** One entry of a page with its place in the list (operators only). */
export type AdminLedgerEdge = {
  __typename?: 'AdminLedgerEdge';
  /** The entry's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: AdminLedgerEntry;
};

/** One charge or refund of the payments ledger. */
export type AdminLedgerEntry = {
  __typename?: 'AdminLedgerEntry';
  /** Dollars charged or refunded. */
  amount: Money;
  /** When it was booked. */
  createdAt: Scalars['DateTime']['output'];
  /** The buyer's e-mail address. */
  customerEmail: Scalars['String']['output'];
  /** The buyer's customer id. */
  customerId: Scalars['ID']['output'];
  /** The ledger entry id. */
  id: Scalars['ID']['output'];
  /** Charge or refund. */
  kind: LedgerKind;
  /** The order. */
  orderId: Scalars['ID']['output'];
  /** The order line a refund was for; null for a charge. */
  orderLineId?: Maybe<Scalars['ID']['output']>;
  /** The payment provider: sandbox or stripe. */
  provider: Scalars['String']['output'];
  /** The provider's id of the charge or refund. */
  providerReference: Scalars['String']['output'];
  /** Why the money moved. */
  reason: LedgerReason;
  /** Why the refund failed, while it is FAILED or RETRYING; null otherwise. */
  refundFailure?: Maybe<Scalars['String']['output']>;
  /** Retries made after the refund failed, each a new refund at the provider (at most 3). */
  refundRetries: Scalars['NonNegativeInt']['output'];
  /** A refund's state as the provider last told it; null for a charge. */
  refundState?: Maybe<RefundState>;
};

/** The whole ledger against the orders, whatever the filter, in dollars. */
export type AdminLedgerReconciliation = {
  __typename?: 'AdminLedgerReconciliation';
  /** What the order lines say was refunded; equals every refund when the books agree. */
  linesRefunded: Money;
  /** What the charged orders say was paid; equals every charge when the books agree. */
  ordersTotal: Money;
  /** True when both agree with the ledger to the cent. */
  reconciled: Scalars['Boolean']['output'];
};

/** The ledger's totals over every entry of the filter, in dollars. */
export type AdminLedgerTotals = {
  __typename?: 'AdminLedgerTotals';
  /** Charged. */
  charged: Money;
  /** Entries matching the filter. */
  entries: Scalars['NonNegativeInt']['output'];
  /** Charged less refunded. */
  net: Money;
  /** Refunded. */
  refunded: Money;
};

/** A mail template rendered with its sample data. */
export type AdminMailPreview = {
  __typename?: 'AdminMailPreview';
  /** The HTML part, a whole document; show it in a sandboxed frame, never in the page itself. */
  html: Scalars['String']['output'];
  /** The template's name. */
  name: Scalars['String']['output'];
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
  /** What the mail is, in words. */
  title: Scalars['String']['output'];
};

/** A mail the shop sends. */
export type AdminMailTemplate = {
  __typename?: 'AdminMailTemplate';
  /** The template's name (stored with each queued mail). */
  name: Scalars['String']['output'];
  /** What the mail is, in words. */
  title: Scalars['String']['output'];
};

/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutation = {
  __typename?: 'AdminMutation';
  /** Accepts a requested return (RETURN_REQUESTED → RETURN_ACCEPTED). Needs the `returns.decide` permission. */
  acceptReturn: AdminOrderLinePayload;
  /**
   * Announces a product document (a PDF, e.g. a spec sheet) for a group: answers the signed
   * URL (valid 15 minutes, once) to PUT the file's bytes to, with `mimeType` as Content-Type;
   * it is then listed on the group's page under `fileName`. BAD_USER_INPUT names the field.
   * Needs the `groups.write` permission.
   */
  announceGroupDocument: AdminGroupDocumentUpload;
  /**
   * Announces a picture for a group: answers the signed URL (valid 15 minutes, once) to PUT
   * the picture's bytes to, with `mimeType` as Content-Type; it is then added last.
   * Needs the `groups.write` permission.
   */
  announceGroupImage: AdminGroupImageUpload;
  /**
   * Approves a pending document. A tax document of a Business customer who claims the
   * exemption makes them pay no sales tax from now until `expiresOn` (the whole day, UTC).
   * A decided document is BAD_USER_INPUT naming its status.
   * Needs the `documents.review` permission.
   */
  approveDocument: AdminDocumentPayload;
  /**
   * Changes a staff member's role, in force from their next request. Taking the owner role
   * from the last active owner is BAD_USER_INPUT ("The shop must keep at least one active
   * owner: …"). Needs the `staff.manage` permission.
   */
  changeStaffRole: StaffMember;
  /** Stops sales at once (closing a closed group answers it unchanged). Settlement then refunds the price difference. Needs the `groups.write` permission. */
  closeGroup: AdminGroupPayload;
  /**
   * Creates an open group. BAD_USER_INPUT names the field, e.g. 'levels discounted_price
   * must be below price'; nothing is written then. A group repeating one still open (the
   * same product name, supplier ZIP and end date: the same request sent twice) is
   * BAD_USER_INPUT 'A group of … from ZIP … ending … is already open (group N)'.
   * Needs the `groups.write` permission.
   */
  createGroup: AdminGroupPayload;
  /** Declines a requested return (RETURN_REQUESTED → RETURN_DECLINED) with a reason the buyer reads on My Orders. Needs the `returns.decide` permission. */
  declineReturn: AdminOrderLinePayload;
  /**
   * Disables a staff account: every session of it ends at once (its open console is signed
   * out) and it may not sign in again until enabled. Disabling the last active owner is
   * BAD_USER_INPUT. Needs the `staff.manage` permission.
   */
  disableStaff: StaffMember;
  /** Enables a disabled staff account: it may sign in again. Needs the `staff.manage` permission. */
  enableStaff: StaffMember;
  /** Ends every session of the customer: each of their tokens is UNAUTHENTICATED from then on. Needs the `customers.sessions` permission. */
  endCustomerSessions: AdminEndSessionsPayload;
  /**
   * Creates groups from a CSV file (docs/graphql.md "CSV imports": its columns, at most 1,000
   * rows and 500,000 bytes). `apply: false` is a dry run: every row's result, nothing written.
   * `apply: true` writes every group in one transaction, or nothing: a file with any bad row is
   * BAD_USER_INPUT naming the first ('Nothing imported: row 3: price must be …'). A row
   * repeating a group still open (the same product name, supplier ZIP and end date) or an
   * earlier row is bad, so a file applied twice creates its groups once. A file that
   * cannot be taken (no header, an unknown or missing column, too many rows, too large) is
   * BAD_USER_INPUT naming the problem. Needs the `groups.write` permission.
   */
  importGroups: AdminGroupImportPayload;
  /**
   * Ships order lines from a CSV file of tracking numbers (docs/graphql.md "CSV imports"): each
   * row moves its line to shipping on its own, as `moveOrderLine` does (its audit row, the
   * buyer's mail); a row that may not ship says why and the others still ship. `apply: false`
   * answers every row as it would go now and writes nothing. Needs the `orders.fulfil` permission.
   */
  importTracking: AdminTrackingImportPayload;
  /**
   * Invites someone to the staff with a role: they are mailed a single-use link to
   * /admin/invite, valid 72 hours, where they choose their name and password; an earlier
   * invite to the same address stops working. An address that already has an account is
   * BAD_USER_INPUT with the API's message. Needs the `staff.manage` permission.
   */
  inviteStaff: StaffInvitePayload;
  /**
   * Moves an order line one legal step: IN_PROGRESS → SHIPPING (carrier and tracking number
   * required) or CANCELLED (refunds what is left of the line); SHIPPING → COMPLETED (issues
   * the invoice); RETURN_ACCEPTED → RETURN_IN_PROGRESS → REFUNDED (refunds what is left).
   * Any other move is BAD_USER_INPUT naming the current status. The buyer is mailed.
   * Needs the permission of the status asked: `orders.fulfil` for SHIPPING or COMPLETED,
   * `refunds.issue` for CANCELLED or REFUNDED, `returns.decide` for RETURN_ACCEPTED,
   * RETURN_DECLINED or RETURN_IN_PROGRESS.
   */
  moveOrderLine: AdminOrderLinePayload;
  /**
   * Moves up to 100 lines to one status, each on its own exactly as `moveOrderLine` moves it;
   * a line that may not move is refused in its result while the others move. SHIPPING
   * without a carrier and tracking number is BAD_USER_INPUT before any line moves.
   * Needs the permission of the status asked: `orders.fulfil` for SHIPPING or COMPLETED,
   * `refunds.issue` for CANCELLED or REFUNDED, `returns.decide` for RETURN_ACCEPTED,
   * RETURN_DECLINED or RETURN_IN_PROGRESS.
   */
  moveOrderLines: AdminBulkMovePayload;
  /** Rejects a pending document with a reason the customer sees on their profile. Needs the `documents.review` permission. */
  rejectDocument: AdminDocumentPayload;
  /** Takes a document off a group; shoppers no longer see it. Needs the `groups.write` permission. */
  removeGroupDocument: AdminGroupPayload;
  /** Takes a picture off a group. Needs the `groups.write` permission. */
  removeGroupImage: AdminGroupPayload;
  /**
   * Clears a staff member's TOTP (a lost or replaced phone) and ends every session of theirs
   * at once (their open console is signed out). They sign in with their password and set
   * TOTP up again. A member without TOTP is answered unchanged. Needs the `staff.manage`
   * permission.
   */
  resetStaffTotp: StaffMember;
  /**
   * Runs settlement now, as the job does every minute: closes groups whose end date passed
   * and settles every line of closed groups exactly once (refunding the price difference).
   * With `groupId`, closes that group now, whatever its end date, and settles its lines.
   * One operator run at a time: another asked for meanwhile (the same request sent twice)
   * is refused with "A settlement run is already in progress."
   * Needs the `settlement.run` permission.
   */
  runSettlement: AdminSettlementPayload;
  /**
   * Starts what `runSettlement` does and answers the run at once, as it begins; the run goes
   * on meanwhile. Read `settlementRun(id)` for its progress (groups and lines done of those
   * claimed, refunded so far) until `running` is false. One operator run at a time: another
   * asked for meanwhile is refused with "A settlement run is already in progress."; an
   * unknown group is NOT_FOUND. Needs the `settlement.run` permission.
   */
  startSettlementRun: AdminSettlementRunPayload;
  /**
   * Changes the given fields of a group (null or absent fields stay). Once the group is
   * closed, price, levels, maxQuantity and endDate are refused (CONFLICT).
   * Needs the `groups.write` permission.
   */
  updateGroup: AdminGroupPayload;
  /**
   * Requires a TOTP code of every staff account, or stops requiring it. Requiring it before
   * your own account has TOTP is BAD_USER_INPUT. Needs the `staff.manage` permission.
   */
  updateStaffSettings: StaffSettings;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationAcceptReturnArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationAnnounceGroupDocumentArgs = {
  fileName: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
  mimeType: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationAnnounceGroupImageArgs = {
  groupId: Scalars['ID']['input'];
  mimeType: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationApproveDocumentArgs = {
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationCloseGroupArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationCreateGroupArgs = {
  input: AdminGroupInput;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationDeclineReturnArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationDisableStaffArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationEnableStaffArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationEndCustomerSessionsArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationImportGroupsArgs = {
  apply: Scalars['Boolean']['input'];
  csv: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationImportTrackingArgs = {
  apply: Scalars['Boolean']['input'];
  csv: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationInviteStaffArgs = {
  email: Scalars['EmailAddress']['input'];
  role: StaffRole;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationMoveOrderLineArgs = {
  id: Scalars['ID']['input'];
  status: OrderLineStatus;
  trackingCompany?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationMoveOrderLinesArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: OrderLineStatus;
  trackingCompany?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationRejectDocumentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationRemoveGroupDocumentArgs = {
  documentUrl: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationRemoveGroupImageArgs = {
  groupId: Scalars['ID']['input'];
  imageUrl: Scalars['String']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationResetStaffTotpArgs = {
  id: Scalars['ID']['input'];
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationRunSettlementArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationStartSettlementRunArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationUpdateGroupArgs = {
  id: Scalars['ID']['input'];
  input: AdminGroupChanges;
};


/** What an operator does. Each answers the API's message and the changed record. */
export type AdminMutationUpdateStaffSettingsArgs = {
  requireTotp: Scalars['Boolean']['input'];
};

/** An order line as an operator sees it. */
export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  /** The buyer's e-mail address. */
  customerEmail: Scalars['String']['output'];
  /** The buyer's customer id. */
  customerId: Scalars['ID']['output'];
  /** The unit price settlement fixed; null until the line is settled. */
  finalUnitPrice?: Maybe<Money>;
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** The order line id. */
  id: Scalars['ID']['output'];
  /** The invoice number, once delivered. */
  invoiceId?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** What the buyer paid for the line: goods, tax, shipping and platform fee, in dollars. */
  paidTotal: Money;
  /** The group's product name. */
  productName: Scalars['String']['output'];
  /** Units bought. */
  quantity: Scalars['PositiveInt']['output'];
  /** Dollars refunded on the line so far. */
  refundedAmount: Money;
  /** Why the return was declined, as the buyer reads it; null otherwise. */
  returnDeclineReason?: Maybe<Scalars['String']['output']>;
  /** The buyer's note on the return; null when none. */
  returnNote?: Maybe<Scalars['String']['output']>;
  /** Why the buyer asked for a return; null without a return. */
  returnReason?: Maybe<ReturnReason>;
  /** The line's status. */
  status: OrderLineStatus;
  /** The carrier, once shipped. */
  trackingCompany?: Maybe<Scalars['String']['output']>;
  /** The tracking number, once shipped. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** The unit price paid, in dollars. */
  unitPrice: Money;
};

/**
 * One page of order lines (a cursor connection; operators only): its lines, each with its
 * cursor, where the page sits, and how many lines match.
 */
export type AdminOrderLineConnection = {
  __typename?: 'AdminOrderLineConnection';
  /** The page's lines with their cursors, in the order of `sort`. */
  edges: Array<AdminOrderLineEdge>;
  /** The page's lines, in the order of `sort`: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminOrderLine>;
  /** Where the page sits: whether lines follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many lines match the filters and search now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One order line of a page with its place in the list (operators only). */
export type AdminOrderLineEdge = {
  __typename?: 'AdminOrderLineEdge';
  /** The order line's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The order line. */
  node: AdminOrderLine;
};

/** The answer to an order line move. */
export type AdminOrderLinePayload = {
  __typename?: 'AdminOrderLinePayload';
  /** The API's message, e.g. 'Order line updated'. */
  message: Scalars['String']['output'];
  /** The line as it is now. */
  orderLine: AdminOrderLine;
};

/** How the order line list is sorted. */
export type AdminOrderLineSort =
  /** Newest placed first. */
  | 'newest'
  /** Oldest placed first: who has waited longest. */
  | 'oldest';

/** The shop at a glance. Money in dollars, read exactly from integer cents. */
export type AdminOverview = {
  __typename?: 'AdminOverview';
  /** Average order value: `gmv` / `orders`, rounded half up to the cent; 0 without orders. */
  averageOrder: Money;
  /** Of `refunded`: refunds of cancelled lines. */
  cancellationRefunds: Money;
  /** Every UTC day of the period (`from` to `to`), oldest first, days without any included. */
  days: Array<AdminOverviewDay>;
  /** The period's first UTC day, YYYY-MM-DD: the figures below count ledger entries made from its midnight (UTC). */
  from: Scalars['String']['output'];
  /** Gross merchandise value: the ledger's charges made in the period. */
  gmv: Money;
  /** Every charge in the ledger, all time. */
  grossSales: Money;
  /** Groups open at some time in the period: how full they are and the price level they reached. */
  groupFill: AdminGroupFill;
  /** Open groups whose end date falls within the next 48 hours. */
  groupsClosingSoon: Scalars['NonNegativeInt']['output'];
  /** Order lines of the orders charged in the period. */
  lines: Scalars['NonNegativeInt']['output'];
  /** Unsettled order lines of ended groups. */
  linesAwaitingSettlement: Scalars['NonNegativeInt']['output'];
  /** Of `lines`, those given any refund since (settlement, cancellation, return). */
  linesRefunded: Scalars['NonNegativeInt']['output'];
  /** Net revenue: `gmv` minus `refunded`. */
  netRevenue: Money;
  /** Groups taking orders now (the open rule: status, end date, units left). */
  openGroups: Scalars['NonNegativeInt']['output'];
  /** Orders charged in the period (the ledger's charges). */
  orders: Scalars['NonNegativeInt']['output'];
  /** Documents waiting for review. */
  pendingDocuments: Scalars['NonNegativeInt']['output'];
  /** Returns requested and not decided yet. */
  pendingReturns: Scalars['NonNegativeInt']['output'];
  /** `refunded` / `gmv` as a percentage with two decimals (rounded half up); 0 without charges. */
  refundRatePercent: Scalars['Float']['output'];
  /** The ledger's refunds made in the period, whatever their reason. */
  refunded: Money;
  /** Owed and not yet made: settlement refunds of unsettled lines of ended groups, and accepted returns. */
  refundsDue: Money;
  /** Every refund in the ledger, all time. */
  refundsMade: Money;
  /** Of `refunded`: refunds of returned lines. */
  returnRefunds: Money;
  /** How long the oldest unsettled line has waited since its group ended, in seconds; 0 when none waits. */
  settlementLagSeconds: Scalars['NonNegativeInt']['output'];
  /** Of `refunded`: settlement's refunds of price differences. */
  settlementRefunds: Money;
  /** How long settlement took after a group's end, over the groups whose last line was settled in the period. */
  settlementTimes: AdminSettlementTimes;
  /** The period's last UTC day, YYYY-MM-DD, included. */
  to: Scalars['String']['output'];
  /** The five groups with the most GMV in the period, most first. */
  topGroups: Array<AdminTopGroup>;
  /** Units on order lines placed since midnight UTC, cancelled lines left out. */
  unitsBookedToday: Scalars['NonNegativeInt']['output'];
};

/** Orders and refunds of one UTC day. */
export type AdminOverviewDay = {
  __typename?: 'AdminOverviewDay';
  /** The day, YYYY-MM-DD (UTC). */
  date: Scalars['String']['output'];
  /** The day's net revenue: `sales` minus `refunded`. */
  netRevenue: Money;
  /** Orders charged that day (the ledger's charges). */
  orders: Scalars['NonNegativeInt']['output'];
  /** What those refunds gave back, in dollars. */
  refunded: Money;
  /** Refunds made that day. */
  refunds: Scalars['NonNegativeInt']['output'];
  /** What those charges took: the day's GMV. */
  sales: Money;
};

/** A price level of a group. */
export type AdminPriceLevel = {
  __typename?: 'AdminPriceLevel';
  /** The unit price at this level. */
  price: Money;
  /** Up to this many units booked in total (each level starts one above the previous one). */
  quantity: Scalars['PositiveInt']['output'];
};

/** A price level as an operator sets it. */
export type AdminPriceLevelInput = {
  /** The unit price in dollars at this level, e.g. "44.99": not negative, below the list price, never rising from level to level. */
  price: Scalars['Decimal']['input'];
  /**
   * Up to this many units booked in total (strictly rising from level to level): the first
   * level covers 1 up to its quantity, each next one starts one above the previous.
   */
  quantity: Scalars['PositiveInt']['input'];
};

/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQuery = {
  __typename?: 'AdminQuery';
  /**
   * The audit log, newest first, narrowed by the filter. BAD_USER_INPUT names a bad filter
   * (`from must be a date as YYYY-MM-DD`, `from must not be after to`). Needs the
   * `audit.read` permission.
   */
  auditLog: AuditEntryConnection;
  /**
   * Where the audit log of the filter downloads as CSV, newest first: a path on this server
   * (GET with the same Authorization header), e.g. `/admin/audit-log.csv?action=line.moved`.
   * Needs the `audit.read` permission.
   */
  auditLogCsvPath: Scalars['String']['output'];
  /**
   * One customer's profile, addresses and live sessions; NOT_FOUND for an unknown id. Their
   * documents and order lines: `documents(customerId:)` and `orderLines(customerId:)`.
   * Needs the `customers.read` permission.
   */
  customer: AdminCustomer;
  /** Every account (customers and operators), newest first or by name, optionally matching a name or e-mail. Needs the `customers.read` permission. */
  customers: AdminCustomerConnection;
  /**
   * Where the accounts of the same search download as CSV (every account, in the list's
   * order, with kind, tax exemption, orders and spent): a path on this server (GET with the
   * same Authorization header), e.g. `/admin/customers.csv?search=ada`.
   * Needs the `customers.read` permission.
   */
  customersCsvPath: Scalars['String']['output'];
  /** The ZIP codes a group with this supplier ZIP and delivery radius is listed in (the listing's own rule). Needs the `groups.read` permission. */
  deliveryArea: AdminDeliveryArea;
  /** Disputes (chargebacks) of charges, newest first, with the order and the customer each hit. Needs the `payments.read` permission. */
  disputes: AdminDisputeConnection;
  /** Customers' documents, oldest first (the review queue), optionally of one status. Needs the `documents.review` permission. */
  documents: AdminDocumentConnection;
  /** One group with its stored settings; NOT_FOUND for an unknown id. Needs the `groups.read` permission. */
  group: AdminGroup;
  /**
   * A group's order lines, oldest first, with what settlement refunds on each at the price
   * the booked quantity reaches now; NOT_FOUND for an unknown group.
   * Needs the `groups.read` permission.
   */
  groupLines: AdminGroupLineConnection;
  /** Every group whatever its status or area, newest first, narrowed by the filters (they combine). Needs the `groups.read` permission. */
  groups: AdminGroupConnection;
  /**
   * Where the groups of the same filters download as CSV (every group, newest first, with
   * booked and max units, fill, current price, levels and the level reached): a path on this
   * server (GET with the same Authorization header), e.g. `/admin/groups.csv?status=Open`.
   * Needs the `groups.read` permission.
   */
  groupsCsvPath: Scalars['String']['output'];
  /** The payments ledger (every charge and refund), newest first, with totals over the whole filter. Needs the `ledger.read` permission. */
  ledger: AdminLedgerConnection;
  /** One mail template rendered with its sample data, as a mailbox gets it; NOT_FOUND for a name `mailTemplates` does not list. Needs the `customers.read` permission. */
  mailPreview: AdminMailPreview;
  /** Every mail template the shop sends, by name and title, in the console's order. Needs the `customers.read` permission. */
  mailTemplates: Array<AdminMailTemplate>;
  /** Every order line, newest first unless `sort` says otherwise, optionally of one status and matching a search. Needs the `orders.read` permission. */
  orderLines: AdminOrderLineConnection;
  /**
   * Where the pick list of the same filter downloads as CSV (every line, not a page: ids,
   * placed at, group and product, quantity, status, the buyer's name, e-mail and phone, the
   * delivery address, carrier and tracking number): a path on this server (GET with the same
   * Authorization header), e.g. `/admin/order-lines.csv?status=in_progress`.
   * Needs the `orders.read` permission.
   */
  orderLinesCsvPath: Scalars['String']['output'];
  /**
   * The shop at a glance: groups, units, money in and out, what waits; and the owner's
   * figures over a period of UTC days (GMV, refunds, net revenue, orders, fill, settlement
   * times, top groups, per day). BAD_USER_INPUT naming the problem when `from` is after `to`
   * or the period is longer than 366 days. Needs the `overview.read` permission.
   */
  overview: AdminOverview;
  /** One settlement run as it is now: its progress while it runs, its result once it has ended. An unknown id is NOT_FOUND. Needs the `settlement.run` permission. */
  settlementRun: AdminSettlementRun;
  /** Settlement runs, newest first: every run an operator asked for, and the job's runs that closed or settled something. Needs the `settlement.run` permission. */
  settlementRuns: AdminSettlementRunConnection;
  /** Every staff account (oldest first), then the invites not accepted yet; not paged. Needs the `staff.manage` permission. */
  staff: Array<StaffMember>;
  /** The shop's staff settings. Needs the `staff.manage` permission. */
  staffSettings: StaffSettings;
  /**
   * Stripe's webhook events, newest first: when each came, whether the shop has worked it
   * and what that did (docs/decisions.md "Stripe webhooks").
   * Needs the `payments.read` permission.
   */
  stripeEvents: AdminStripeEventConnection;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryAuditLogCsvPathArgs = {
  filter?: InputMaybe<AuditLogFilter>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminCustomerSort>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryCustomersCsvPathArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminCustomerSort>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryDeliveryAreaArgs = {
  radiusMiles: Scalars['Float']['input'];
  supplierZip: Scalars['PostalCode']['input'];
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryDisputesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DocumentStatus>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryGroupArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryGroupLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  groupId: Scalars['ID']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GroupStatus>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryGroupsCsvPathArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GroupStatus>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryLedgerArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<LedgerKind>;
  last?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryMailPreviewArgs = {
  name: Scalars['String']['input'];
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryOrderLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminOrderLineSort>;
  status?: InputMaybe<OrderLineStatus>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryOrderLinesCsvPathArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminOrderLineSort>;
  status?: InputMaybe<OrderLineStatus>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryOverviewArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQuerySettlementRunArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQuerySettlementRunsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * What an operator reads (operators only). Every list is a cursor connection (docs/graphql.md
 * "Paging"): `first` rows from the start or just after `after`, or `last` rows just before
 * `before`; 20 in the cursor's direction when neither size is given. `totalCount` counts the
 * rows the filters match on every page. Each paging rule broken is a BAD_USER_INPUT error
 * naming the argument, before any upstream call.
 */
export type AdminQueryStripeEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A live session of a customer (its token is never shown: only its hash is stored). */
export type AdminSession = {
  __typename?: 'AdminSession';
  /** When the customer signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** When the session ends unless ended before. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session id. */
  id: Scalars['ID']['output'];
};

/** The operator who started a settlement run, as the console names them. */
export type AdminSettlementOperator = {
  __typename?: 'AdminSettlementOperator';
  /** The operator's sign-in e-mail. */
  email: Scalars['String']['output'];
  /** The operator's first and last name. */
  name: Scalars['String']['output'];
};

/** The result of a settlement run. */
export type AdminSettlementPayload = {
  __typename?: 'AdminSettlementPayload';
  /** Groups this run closed (their end date passed, or the one group asked for). */
  groupsClosed: Scalars['NonNegativeInt']['output'];
  /** Order lines this run settled (each exactly once, ever). */
  linesSettled: Scalars['NonNegativeInt']['output'];
  /** The API's message, e.g. 'Settlement run'. */
  message: Scalars['String']['output'];
  /** Dollars this run refunded to buyers. */
  refundedAmount: Money;
};

/** One settlement run, as kept. */
export type AdminSettlementRun = {
  __typename?: 'AdminSettlementRun';
  /** Why the run stopped early (the payment provider failed); null when it finished. */
  error?: Maybe<Scalars['String']['output']>;
  /** When it ended; null while it runs. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The one group an operator closed and settled; null for every ended group. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** Groups the run closed: ended groups, plus the one group asked for when it was still open. */
  groupsClosed: Scalars['NonNegativeInt']['output'];
  /** Groups whose claimed lines are all done so far. */
  groupsSettled: Scalars['NonNegativeInt']['output'];
  /** Groups those lines belong to. */
  groupsTotal: Scalars['NonNegativeInt']['output'];
  /** The run id. */
  id: Scalars['ID']['output'];
  /** Order lines the run settled. */
  linesSettled: Scalars['NonNegativeInt']['output'];
  /** Order lines the run claimed to settle (known once it has claimed them). */
  linesTotal: Scalars['NonNegativeInt']['output'];
  /**
   * The operator who started it (startedBy OPERATOR); null for the job, the CLI, runs kept
   * before operators were recorded, and an operator account removed since.
   */
  operator?: Maybe<AdminSettlementOperator>;
  /** When it ran (when it started). */
  ranAt: Scalars['DateTime']['output'];
  /** Dollars the run refunded. */
  refundedAmount: Money;
  /** True while the run goes (an operator started it and it has not ended). */
  running: Scalars['Boolean']['output'];
  /** Who started it. */
  startedBy: SettlementStartedBy;
};

/**
 * One page of settlement runs (a cursor connection; operators only): its runs, each with its
 * cursor, where the page sits, and how many runs match.
 */
export type AdminSettlementRunConnection = {
  __typename?: 'AdminSettlementRunConnection';
  /** The page's runs with their cursors, newest first. */
  edges: Array<AdminSettlementRunEdge>;
  /** The page's runs, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminSettlementRun>;
  /** Where the page sits: whether runs follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many runs are kept, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One run of a page with its place in the list (operators only). */
export type AdminSettlementRunEdge = {
  __typename?: 'AdminSettlementRunEdge';
  /** The run's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The run. */
  node: AdminSettlementRun;
};

/** A settlement run just started: the API's message and the run as it begins. */
export type AdminSettlementRunPayload = {
  __typename?: 'AdminSettlementRunPayload';
  /** The API's message, 'Settlement run started'. */
  message: Scalars['String']['output'];
  /** The run; read it again by `settlementRun(id)` for its progress. */
  run: AdminSettlementRun;
};

/** Settlement's lag: from a group's end date to its last line settled, never below 0; percentiles by nearest rank. */
export type AdminSettlementTimes = {
  __typename?: 'AdminSettlementTimes';
  /** Groups whose last line was settled in the period. */
  groups: Scalars['NonNegativeInt']['output'];
  /** The longest, in seconds; 0 with no group. */
  maxSeconds: Scalars['NonNegativeInt']['output'];
  /** The median, in seconds; 0 with no group. */
  medianSeconds: Scalars['NonNegativeInt']['output'];
  /** The 90th percentile, in seconds; 0 with no group. */
  p90Seconds: Scalars['NonNegativeInt']['output'];
};

/** One of Stripe's webhook events as the shop received and worked it (operators only). */
export type AdminStripeEvent = {
  __typename?: 'AdminStripeEvent';
  /** Tries so far. */
  attempts: Scalars['NonNegativeInt']['output'];
  /** When Stripe made the event: the order its states are taken in, whatever the order of delivery. */
  createdAt: Scalars['DateTime']['output'];
  /** Stripe's event id (evt_…). */
  id: Scalars['ID']['output'];
  /** Why the last try failed; null when it did not. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The id of what the event is about (pi_…, re_…, du_…); null when it has none. */
  objectId?: Maybe<Scalars['String']['output']>;
  /** What working it did, in words; while WAITING, why it waits. */
  outcome?: Maybe<Scalars['String']['output']>;
  /** When it was worked; null until then. */
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the shop received it. */
  receivedAt: Scalars['DateTime']['output'];
  /** Where the shop stands with it. */
  status: StripeEventStatus;
  /** Stripe's event type, e.g. refund.failed or charge.dispute.created. */
  type: Scalars['String']['output'];
};

/** A page of Stripe's webhook events (a cursor connection; operators only). */
export type AdminStripeEventConnection = {
  __typename?: 'AdminStripeEventConnection';
  /** The page's events with their cursors, newest first. */
  edges: Array<AdminStripeEventEdge>;
  /** The page's events, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AdminStripeEvent>;
  /** Where the page sits: whether events follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many events are kept, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One event of a page with its place in the list (operators only). */
export type AdminStripeEventEdge = {
  __typename?: 'AdminStripeEventEdge';
  /** The event's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: AdminStripeEvent;
};

/** A group by what it sold in a period. */
export type AdminTopGroup = {
  __typename?: 'AdminTopGroup';
  /** What those lines charged: goods, tax, shipping and platform fee. */
  gmv: Money;
  /** The group id. */
  groupId: Scalars['ID']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units on its lines of the orders charged in the period. */
  units: Scalars['NonNegativeInt']['output'];
};

/** What a tracking import did, or would do (a dry run). */
export type AdminTrackingImportPayload = {
  __typename?: 'AdminTrackingImportPayload';
  /** true when the good rows were shipped; false for a dry run. */
  applied: Scalars['Boolean']['output'];
  /** Rows refused, each with why. */
  errorCount: Scalars['Int']['output'];
  /** The API's message, e.g. '30 lines shipped, 1 row refused'. */
  message: Scalars['String']['output'];
  /** Rows whose line shipped (or would). */
  okCount: Scalars['Int']['output'];
  /** Every row of the file, in its order. */
  rows: Array<AdminTrackingImportRow>;
};

/** One row of a tracking import. */
export type AdminTrackingImportRow = {
  __typename?: 'AdminTrackingImportRow';
  /** null when the line ships (or would); else why not, in the ship move's words. */
  error?: Maybe<Scalars['String']['output']>;
  /** The row's order line; null when its order_line_id is not one (then `error` says so). */
  orderLineId?: Maybe<Scalars['ID']['output']>;
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: Scalars['Int']['output'];
  /** true when this import shipped the line. */
  shipped: Scalars['Boolean']['output'];
  /** The carrier as the file has it. */
  trackingCompany?: Maybe<Scalars['String']['output']>;
  /** The tracking number as the file has it. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

/**
 * One operator action that changed something, written in the same transaction as the
 * change: who, when, from which address, what, and the fields before and after.
 */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What happened, e.g. `line.moved`, `group.updated`, `staff.disabled` (docs/graphql.md "Staff roles"). */
  action: Scalars['String']['output'];
  /** Their e-mail when they acted (`cli:<user>` for the admin command line). */
  actorEmail: Scalars['String']['output'];
  /** The staff member who acted; null for the admin command line. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The fields as they became, as JSON text (money in integer cents); null when there is no after. */
  after?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The fields as they were, as JSON text (money in integer cents, `_cents` keys); null when there is no before (a creation). */
  before?: Maybe<Scalars['String']['output']>;
  /** The customer it concerns (their lines, documents, sessions); null when none. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** The group it concerns (and its lines); null when none. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The address the request came from; null for the command line. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The order line it concerns; null when none. */
  orderLineId?: Maybe<Scalars['ID']['output']>;
  /** The id of what it is about; null when the subject has none (the staff settings, a settlement run over every group). */
  subjectId?: Maybe<Scalars['String']['output']>;
  /** What it is about: group, order_line, customer_document, customer, staff_member, staff_invite, staff_settings or settlement. */
  subjectType: Scalars['String']['output'];
  /** What happened in a sentence, e.g. 'shipped line 12 (UPS 1Z999)'. */
  summary: Scalars['String']['output'];
};

/** A page of the audit log (staff with `audit.read` only). */
export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  /** The page's entries with their cursors, newest first. */
  edges: Array<AuditEntryEdge>;
  /** The page's entries, newest first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<AuditEntry>;
  /** Where the page sits: whether entries follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many entries match the filter now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One audit entry of a page with its place in the list. */
export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  /** The entry's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: AuditEntry;
};

/** Which audit entries to list; the filters combine, and null or absent ones do not narrow. */
export type AuditLogFilter = {
  /** Only this action, e.g. `line.moved`; an unknown one is BAD_USER_INPUT naming the actions. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Only this staff member's actions (their account id). */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** Only actions about this customer (their lines, documents, sessions). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** The first UTC day, YYYY-MM-DD; null for no lower bound. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Only actions about this group (and its lines). */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Only actions about this order line. */
  orderLineId?: InputMaybe<Scalars['ID']['input']>;
  /** The last UTC day, YYYY-MM-DD, included; null for no upper bound. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A saved card; only the last digits are known. */
export type Card = {
  __typename?: 'Card';
  /** The card brand, e.g. visa. */
  brand: Scalars['String']['output'];
  /** Expiry month, 1-12. */
  expMonth: Scalars['Int']['output'];
  /** Expiry year, four digits. */
  expYear: Scalars['Int']['output'];
  /** The name on the card. */
  holderName: Scalars['String']['output'];
  /** The card id. */
  id: Scalars['ID']['output'];
  /** Whether this is the default card. */
  isDefault: Scalars['Boolean']['output'];
  /** The number masked but for the last four digits, e.g. **** **** **** 4242. */
  maskedNumber: Scalars['String']['output'];
};

/** A card being saved with Stripe: what the shopper's browser confirms it with. */
export type CardSetup = {
  __typename?: 'CardSetup';
  /** The SetupIntent's client secret, for Stripe.js's `confirmCardSetup` in the shopper's browser only. */
  clientSecret: Scalars['String']['output'];
  /** The SetupIntent's id (seti_...), for `completeCardSetup` once the browser confirmed it. */
  setupIntentId: Scalars['String']['output'];
};

/** The answer to a card change. */
export type CardsPayload = {
  __typename?: 'CardsPayload';
  /** The card added or changed; null after a deletion. */
  card?: Maybe<Card>;
  /** All saved cards after the change, newest first. */
  cards: Array<Card>;
  /** The id of the deleted card, after a deletion. */
  deletedCardId?: Maybe<Scalars['ID']['output']>;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** The signed-in customer's cart with its totals. */
export type Cart = {
  __typename?: 'Cart';
  /** What the order would cost: goods, tax, shipping and fee ('Subtotal' in the cart). */
  grandTotal: Money;
  /** Identifies the cart as priced for one delivery address ('default' for the billing address). */
  id: Scalars['ID']['output'];
  /** How many lines the cart holds (the header's count). */
  lineCount: Scalars['NonNegativeInt']['output'];
  /** The cart's lines. */
  lines: Array<CartLine>;
  /** Goods: the sum of unit price × quantity, in dollars. */
  total: Money;
  /** The platform fee, in dollars. */
  totalPlatformFee: Money;
  /** Shipping, whole dollars per unit, in dollars. */
  totalShipping: Money;
  /** Sales tax of the delivery state on the goods, in dollars. */
  totalTax: Money;
};

/** One group in the cart. */
export type CartLine = {
  __typename?: 'CartLine';
  /** The cart line's id, used to update or remove it. */
  cartItemId: Scalars['ID']['output'];
  /** The group in full (fetched with every other group of the operation in one call). */
  group: Group;
  /** The group's id. */
  groupId: Scalars['ID']['output'];
  /** Units of this group the customer bought in earlier orders (not cancelled, not settled yet); 0 when none. */
  heldQuantity: Scalars['NonNegativeInt']['output'];
  /**
   * What settlement would refund on those units if the group closed now at today's level
   * price, in dollars (the price difference plus its share of tax and fee); null when none
   * are held.
   */
  heldRefundAtClose?: Maybe<Money>;
  /** Identifies the line as priced for one delivery address: `<cartItemId>@<cart id>`. */
  id: Scalars['ID']['output'];
  /** Unit price × quantity, in dollars. */
  lineTotal: Money;
  /** Platform fee for the line, in dollars. */
  platformFee: Money;
  /** The product's first image, served under /media/. */
  productImage?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units in the cart. */
  quantity: Scalars['PositiveInt']['output'];
  /** Shipping for the line, in dollars. */
  shipping: Money;
  /** Tax for the line, in dollars. */
  tax: Money;
  /** Line total plus tax, shipping and fee, in dollars. */
  total: Money;
  /** Unit price in dollars: the level price at the group's booked units plus this quantity. */
  unitPrice: Money;
};

/** The answer to a cart change. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The cart after the change, priced for the billing address. */
  cart: Cart;
  /** The server's message, e.g. 'Item added to your cart.' */
  message: Scalars['String']['output'];
};

/** A product category; top-level categories hold sub-categories of the same shape. */
export type Category = {
  __typename?: 'Category';
  /** The category id, used in /category/{id}. */
  id: Scalars['ID']['output'];
  /** The category's display name. */
  name: Scalars['String']['output'];
  /** The sub-categories, in display order; empty for a leaf. */
  subCategories: Array<Category>;
};

/** How many groups of the listing are of one category. */
export type CategoryFacet = {
  __typename?: 'CategoryFacet';
  /** The category id, as `GroupFilter.categoryId` takes it. */
  categoryId: Scalars['ID']['output'];
  /** Groups of this category or one of its sub-categories. */
  count: Scalars['NonNegativeInt']['output'];
  /** The category's display name. */
  name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
};

/** A category named by a group. */
export type CategoryRef = {
  __typename?: 'CategoryRef';
  /** The category id, used in /category/{id}. */
  id: Scalars['ID']['output'];
  /** The category's display name. */
  name: Scalars['String']['output'];
};

/** A signed-in customer's password change. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password the account has now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 or more letters, digits and @$!%*#?&, with a letter, a digit and one of those; not the current one. */
  newPassword: Scalars['String']['input'];
};

/** A city of a state. */
export type City = {
  __typename?: 'City';
  /** The two-letter code of the city's country. */
  countryCode: Scalars['String']['output'];
  /** The city's name. */
  name: Scalars['String']['output'];
  /** The ISO code of the city's state. */
  stateCode: Scalars['String']['output'];
  /** The option value the address forms use: the state code and the city name joined by '_', e.g. TX_Dallas. */
  value: Scalars['ID']['output'];
};

/** A card the shopper's browser confirmed with Stripe, to save. */
export type CompleteCardSetupInput = {
  /** The name on the card. */
  holderName: Scalars['String']['input'];
  /** Make it the default card (the first card always is). */
  makeDefault?: Scalars['Boolean']['input'];
  /** The SetupIntent's id, as `startCardSetup` answered it (seti_...). */
  setupIntentId: Scalars['String']['input'];
};

/** A country of the reference data. */
export type Country = {
  __typename?: 'Country';
  /** The ISO currency code, e.g. USD. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The flag emoji. */
  flag: Scalars['String']['output'];
  /** The two-letter ISO code, e.g. US. */
  isoCode: Scalars['ID']['output'];
  /** Latitude of the country's centre as decimal text, if known. */
  latitude?: Maybe<Scalars['String']['output']>;
  /** Longitude of the country's centre as decimal text, if known. */
  longitude?: Maybe<Scalars['String']['output']>;
  /** The country's name. */
  name: Scalars['String']['output'];
  /** The international calling code without '+', e.g. 1. */
  phonecode: Scalars['String']['output'];
  /** The country's time zones. */
  timezones: Array<Timezone>;
};

/** The currency of an amount, as its ISO 4217 code. */
export type CurrencyCode =
  /** US dollars: the shop sells in the US only, so every amount is USD today. */
  | 'USD';

/** A document a business customer uploaded, e.g. a tax exemption certificate. */
export type CustomerDocument = {
  __typename?: 'CustomerDocument';
  /** When an approved document stops applying; null when it does not expire or is not approved. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file name as announced. */
  fileName: Scalars['String']['output'];
  /** The document id. */
  id: Scalars['ID']['output'];
  /** The file's type, e.g. application/pdf. */
  mimeType: Scalars['String']['output'];
  /** Why the document was rejected; null otherwise. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Where the document is in its review. */
  status: DocumentStatus;
  /** A signed download URL (valid 1 hour) under /uploads/; null until the bytes are uploaded. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The kind of customer account. */
export type CustomerType =
  /** A company; may claim tax exemption with documents. */
  | 'Business'
  /** A private person. */
  | 'Individual';

/** A delivery address kept with an order line. */
export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  country: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/** A document announced before its bytes are uploaded: its name and type. */
export type DocumentInput = {
  /** The file's name as the shopper chose it, e.g. exemption.pdf. */
  fileName: Scalars['String']['input'];
  /** The file's type: application/pdf, application/msword or the .docx type. */
  mimeType: Scalars['String']['input'];
};

/** Where a customer document is in its review. */
export type DocumentStatus =
  /** Approved; it can no longer be deleted. */
  | 'APPROVED'
  /** Waiting for review (the default). */
  | 'PENDING'
  /** Rejected; `rejectionReason` says why. */
  | 'REJECTED';

/** A buy group in full, as its detail page shows it. */
export type Group = {
  __typename?: 'Group';
  /** The category the group belongs to. */
  category: CategoryRef;
  /** The 1-based row of `levels` holding the units booked so far (the highlighted row). */
  currentLevel: Scalars['PositiveInt']['output'];
  /**
   * Whether the group delivers to one of the signed-in customer's addresses (billing or
   * shipping): false means `addToCart` refuses it as outside their area, so a group page can
   * say so before the click. Null without a session.
   */
  deliversToYou?: Maybe<Scalars['Boolean']['output']>;
  /** The product's description. */
  description: Scalars['String']['output'];
  /** The current unit price in dollars: the price level holding the units booked so far. */
  discountedPrice: Money;
  /** The product's documents. */
  documents: Array<GroupDocument>;
  /** When the group closes ('Deal Ends On'). */
  endDate: Scalars['DateTime']['output'];
  /** The group id. */
  id: Scalars['ID']['output'];
  /** Paths of the product's images, served under /media/, in display order. */
  images: Array<Scalars['String']['output']>;
  /** The price levels, by ascending quantity. */
  levels: Array<PriceLevel>;
  /** The most units the group can sell. */
  maxQuantity: Scalars['NonNegativeInt']['output'];
  /** The next cheaper level and how many units the group still needs for it; null at the top level. */
  nextLevel?: Maybe<NextPriceLevel>;
  /** The original unit price in dollars. */
  price: Money;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units ordered by all buyers so far ('Total orders placed by all buyers'). */
  quantityBooked: Scalars['NonNegativeInt']['output'];
  /** Whether the group still takes orders; CLOSED hides add-to-cart. */
  status: GroupStatus;
  /** Where the supplier ships from. */
  supplier: SupplierAddress;
  /** Units still available. */
  unitsLeft: Scalars['NonNegativeInt']['output'];
};

/** A buy group as a card in the listing. */
export type GroupCard = {
  __typename?: 'GroupCard';
  /** The 1-based price level holding the units booked so far; 0 for a group without levels. */
  currentLevel: Scalars['NonNegativeInt']['output'];
  /** The current unit price in dollars: the price level holding the units booked so far. */
  discountedPrice: Money;
  /** When the group closes. */
  endDate: Scalars['DateTime']['output'];
  /** The group id, used in /product/{id}. */
  id: Scalars['ID']['output'];
  /** The path of the product's first image, served under /media/. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The most units the group can sell. */
  maxQuantity: Scalars['NonNegativeInt']['output'];
  /** The next cheaper level and the units still needed for it (the card's progress bar); null at the top level or without levels. */
  nextLevel?: Maybe<NextPriceLevel>;
  /** The original unit price in dollars. */
  price: Money;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units ordered by all buyers so far. */
  quantityBooked: Scalars['NonNegativeInt']['output'];
  /** Whether the group still takes orders. */
  status: GroupStatus;
};

/**
 * One page of the group listing (a cursor connection): its cards, each with its cursor, where
 * the page sits, and how many groups the filters match.
 */
export type GroupCardConnection = {
  __typename?: 'GroupCardConnection';
  /** The page's groups with their cursors, in listing order. */
  edges: Array<GroupCardEdge>;
  /**
   * How many groups the listing holds per category and per price range with the same filter
   * (and search). Each facet leaves its own filter out: a category's count is what
   * `totalCount` would be with that `categoryId`, a price range's what it would be with that
   * `minPrice` and `maxPrice`, the other filters kept. Read from the API only when selected.
   */
  facets: GroupFacets;
  /** The page's groups, in listing order: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<GroupCard>;
  /** Where the page sits: whether groups follow or come before it, and its first and last cursor. 'Load More' shows while `hasNextPage`. */
  pageInfo: PageInfo;
  /** How many groups the filters match now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One group of a listing page with its place in the list. */
export type GroupCardEdge = {
  __typename?: 'GroupCardEdge';
  /** The group's position in the listing: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The group's card. */
  node: GroupCard;
};

/** A document of a group's product, e.g. a data sheet. */
export type GroupDocument = {
  __typename?: 'GroupDocument';
  /** The document's file name. */
  fileName: Scalars['String']['output'];
  /** The document's path, served under /media/. */
  url: Scalars['String']['output'];
};

/** The listing's counts per category and per price range (`GroupCardConnection.facets`). */
export type GroupFacets = {
  __typename?: 'GroupFacets';
  /** Every category holding at least one group of the listing, in the category tree's order (each followed by its sub-categories). */
  categories: Array<CategoryFacet>;
  /** The fixed ranges of the current unit price, cheapest first, each with its count (0 included): 0–49.99, 50–99.99, 100–249.99, 250–499.99, 500–999.99, 1000–2499.99, 2500–4999.99 and 5000 or more dollars. */
  priceRanges: Array<PriceRangeFacet>;
};

/** Filters of the group listing; they combine. */
export type GroupFilter = {
  /** Only groups of this category or one of its sub-categories. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only groups whose current unit price is at most this many dollars, e.g. "500"; not negative. */
  maxPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** Only groups whose current unit price is at least this many dollars, e.g. "10" or "9.99"; not negative. */
  minPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * A search (docs/decisions.md "Search"): groups whose product name contains this text
   * (case-insensitive), or whose name and description hold each of its words, stemmed
   * ("running shoes" finds "Running Shoe") or, for a word no group holds, close to a word of
   * the name (a typo: "logitek keybord" finds "Logitech MX Keys Wireless Keyboard"). The
   * listing is then ranked: names holding the text first, then names holding every word, then
   * groups found through their description; within each, the closest first.
   */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** Only groups delivering to this US ZIP code. An unknown ZIP lists nothing. */
  zipCode: Scalars['PostalCode']['input'];
};

/** Whether a buy group still takes orders. */
export type GroupStatus =
  /** The group's end date passed or it sold out; no more orders. */
  | 'Closed'
  /** The group takes orders. */
  | 'Open';

/** An order's invoice. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Who was invoiced. */
  customer: InvoiceCustomer;
  /** Everything charged for these lines (goods, tax, shipping and platform fee), in dollars. */
  grandTotal: Money;
  /** The invoice number, e.g. INV-000123. */
  invoiceNumber: Scalars['String']['output'];
  /** When the invoice was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The invoiced lines. */
  lines: Array<InvoiceLine>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** Goods, in dollars. */
  total: Money;
  /** Platform fee, in dollars. */
  totalPlatformFee: Money;
  /** Shipping, in dollars. */
  totalShipping: Money;
  /** Tax, in dollars. */
  totalTax: Money;
};

/** The invoiced customer. */
export type InvoiceCustomer = {
  __typename?: 'InvoiceCustomer';
  /** City. */
  city: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** State. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/** One line of an invoice. */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** What was charged for the line: line total + tax + shipping + platform fee, in dollars. */
  grandTotal: Money;
  /** Unit price × quantity, in dollars. */
  lineTotal: Money;
  /** Platform fee, in dollars. */
  platformFee: Money;
  /** The product's first image, served under /media/. */
  productImage?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['PositiveInt']['output'];
  /** Shipping, in dollars. */
  shipping: Money;
  /** The supplier's address. */
  supplierAddress: Scalars['String']['output'];
  /** The supplier's ZIP code. */
  supplierZipCode: Scalars['String']['output'];
  /** Tax, in dollars. */
  tax: Money;
  /** Unit price, in dollars. */
  unitPrice: Money;
};

/** What a ledger entry is. */
export type LedgerKind =
  /** Money taken for an order. */
  | 'charge'
  /** Money given back on an order line. */
  | 'refund';

/** Why money moved. */
export type LedgerReason =
  /** A cancelled line refunded in full. */
  | 'cancellation'
  /** A placed order's charge. */
  | 'order'
  /** A returned line refunded. */
  | 'return'
  /** Settlement's refund of the price difference. */
  | 'settlement';

/** The answer to a successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The account's role, e.g. customer or admin. */
  role: Scalars['String']['output'];
  /** The session token to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The signed-in customer. */
  user: SessionUser;
  /** The ZIP code of the customer's address, used to list groups nearby. */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** A server answer that carries only a message. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** The server's message, written for shoppers. */
  message: Scalars['String']['output'];
};

/**
 * An amount of money: exact, in its currency. Show it from `amount` as text (docs/graphql.md
 * "Money"); do sums and comparisons in integer cents, never in floats.
 */
export type Money = {
  __typename?: 'Money';
  /** The amount with exactly two decimals, e.g. "52.99". */
  amount: Scalars['Decimal']['output'];
  /** The amount's currency. */
  currencyCode: CurrencyCode;
};

/** Write operations of the shop. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts a staff invite: makes the account with this name and password (at least 12
   * characters, with the shop's password rule) and spends the invite; sign in with `login`
   * next. An invalid, used or expired link is BAD_USER_INPUT. Needs no session.
   */
  acceptStaffInvite: AcceptStaffInvitePayload;
  /**
   * Saves a card from a payment-provider token (the sandbox form's POST
   * /payments/sandbox/tokens, or a Stripe.js token; with Stripe, browsers save cards through
   * `startCardSetup` instead). Card numbers never pass through GraphQL. A card the customer
   * has saved already (same brand, last 4 and expiry; with Stripe, the same number) is
   * refused: "This card is already saved."
   */
  addCard: CardsPayload;
  /**
   * Adds a group to the cart as a new line. A group already in the cart is refused ("This
   * group is already in your cart. Change its quantity in the cart."): `updateCartLine`
   * changes its quantity, so the same request sent twice adds the line once.
   */
  addToCart: CartPayload;
  /**
   * The operator console's actions, for staff only, checked as for `Query.admin`. The fields
   * of `AdminMutation` run one at a time only when sent in separate operations: send one
   * action per operation.
   */
  admin: AdminMutation;
  /**
   * Changes the signed-in customer's password; the current password is required. Ends every
   * other session of the account (their live sockets close); this one stays signed in. A
   * wrong current password is BAD_USER_INPUT `Current password is incorrect` and counts as a
   * failed login for the account and the caller's address (too many: TOO_MANY_REQUESTS `Too
   * many login attempts. Please try again later.`). Without a valid session token this is
   * UNAUTHENTICATED (HTTP 401).
   */
  changePassword: MessagePayload;
  /**
   * Saves the card of a SetupIntent the browser confirmed. The API reads the SetupIntent from
   * Stripe, never from the client: an unknown one, or another customer's, is NOT_FOUND "Card
   * setup not found"; one not confirmed yet is BAD_USER_INPUT; brand, last 4 and expiry are
   * Stripe's. A card the customer has saved already (the same number, by Stripe's fingerprint)
   * is refused: "This card is already saved."
   */
  completeCardSetup: CardsPayload;
  /**
   * Completes an order held for its card's 3-D Secure (`placeOrder` answered
   * `paymentAuthentication`) once the browser ran the bank's challenge: the order is placed
   * and charged, and answered as `placeOrder` answers a placed order (`paymentAuthentication`
   * null); sent again, it answers the same. Refusals (BAD_USER_INPUT with the API's words and
   * `extensions.status`): 409 while the bank has not confirmed yet (run the challenge again);
   * 402 when the authentication failed, the card was declined after it, or the hold ran out:
   * the order is then released, nothing charged, its items back in the cart. Another
   * customer's order, or an unknown one, is NOT_FOUND "Order not found".
   */
  completeOrderPayment: PlaceOrderPayload;
  /**
   * Creates the signed-in customer's shipping address. BAD_USER_INPUT when one already
   * exists (update it instead).
   */
  createShippingAddress: AddressPayload;
  /** Deletes a saved card; if it was the default, the newest remaining card becomes the default. */
  deleteCard: CardsPayload;
  /**
   * Turns TOTP on with a current code made from the secret of `setUpTotp`: from then on
   * `login` asks for a code. A wrong code is BAD_USER_INPUT. Answers true.
   */
  enableTotp: Scalars['Boolean']['output'];
  /**
   * Signs a customer or a staff member in. A wrong e-mail or password is a plain error
   * carrying the API's message (code BAD_USER_INPUT), never UNAUTHENTICATED. A staff member
   * who signs in with TOTP and sent no `totpCode` is UNAUTHENTICATED (HTTP 401) with
   * `extensions.reason` TOTP_REQUIRED and no session: ask for the code and send the same
   * arguments with it; a wrong, expired or used code is UNAUTHENTICATED with
   * `extensions.reason` TOTP_INVALID. A disabled staff account is FORBIDDEN with
   * `extensions.reason` STAFF_DISABLED.
   */
  login: LoginPayload;
  /**
   * Signs out: the session behind the token ends on the server, so the token answers
   * UNAUTHENTICATED from then on. Other sessions of the same customer stay signed in.
   */
  logout: MessagePayload;
  /**
   * Places an order for the whole cart, charging the card (or a wallet: `paymentMethod`).
   * Out-of-stock lines fail the whole order with BAD_USER_INPUT and `extensions.outOfStock`
   * (one message per line); a declined card books nothing. When the card's bank asks the shopper to authenticate the payment
   * (3-D Secure, with Stripe) the order is held, not placed: `paymentAuthentication` is set;
   * run Stripe.js `handleNextAction` with its `clientSecret`, then `completeOrderPayment`.
   */
  placeOrder: PlaceOrderPayload;
  /** Removes a line from the cart. */
  removeCartLine: CartPayload;
  /**
   * Mails a password-reset link (valid 1 hour) if an account exists for the e-mail. The
   * answer is the same for unknown e-mails.
   */
  requestPasswordReset: MessagePayload;
  /** Asks to return a delivered order line. */
  requestReturn: ReturnPayload;
  /**
   * Sets a new password with the token from the reset link. Ends every session of the
   * account; an unknown, used or expired token is BAD_USER_INPUT.
   */
  resetPassword: MessagePayload;
  /** Makes a saved card the default. */
  setDefaultCard: CardsPayload;
  /**
   * Starts TOTP for the signed-in staff member: a new secret for an authenticator app,
   * replacing one not enabled yet. Not in force until `enableTotp`. A shopper is FORBIDDEN;
   * TOTP already on is BAD_USER_INPUT.
   */
  setUpTotp: TotpSetup;
  /**
   * Creates a customer account (unverified) and mails a verification link. The address
   * becomes both the billing and the shipping address. Each announced document answers an
   * upload target: PUT the file's bytes to its `uploadUrl`.
   */
  signUp: SignUpPayload;
  /**
   * Starts saving a card with Stripe (when `paymentSettings.provider` is STRIPE): a SetupIntent
   * for the customer's one Stripe Customer (made with their first card). The browser confirms
   * it with Stripe.js (`stripe.confirmCardSetup(clientSecret, { payment_method: { card } })`),
   * so the bank can authenticate the card while the shopper is there, then `completeCardSetup`
   * saves it. With the sandbox: NOT_FOUND "Card setups are only for payments through Stripe".
   * Limited like card saves (TOO_MANY_REQUESTS).
   */
  startCardSetup: CardSetup;
  /** Stops the 'price level reached' e-mails for the customer a price-drop mail's unsubscribe link names (no sign-in: the token is the proof). */
  unsubscribeLevelMail: MessagePayload;
  /**
   * Updates the signed-in customer's billing or shipping address. NOT_FOUND for an unknown
   * id, another customer's address, or an address not of the given type.
   */
  updateAddress: AddressPayload;
  /** Sets the quantity of a cart line. */
  updateCartLine: CartPayload;
  /**
   * Updates the signed-in customer's profile and billing address, deletes and announces
   * documents. Answers the refreshed profile and session fields; PUT each new document's
   * bytes to its upload target.
   */
  updateProfile: ProfilePayload;
  /** Verifies an e-mail address with the token from the verification link. */
  verifyEmail: MessagePayload;
};


/** Write operations of the shop. */
export type MutationAcceptStaffInviteArgs = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Write operations of the shop. */
export type MutationAddCardArgs = {
  input: AddCardInput;
};


/** Write operations of the shop. */
export type MutationAddToCartArgs = {
  groupId: Scalars['ID']['input'];
  quantity: Scalars['PositiveInt']['input'];
};


/** Write operations of the shop. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Write operations of the shop. */
export type MutationCompleteCardSetupArgs = {
  input: CompleteCardSetupInput;
};


/** Write operations of the shop. */
export type MutationCompleteOrderPaymentArgs = {
  orderId: Scalars['ID']['input'];
};


/** Write operations of the shop. */
export type MutationCreateShippingAddressArgs = {
  input: AddressInput;
};


/** Write operations of the shop. */
export type MutationDeleteCardArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the shop. */
export type MutationEnableTotpArgs = {
  code: Scalars['String']['input'];
};


/** Write operations of the shop. */
export type MutationLoginArgs = {
  email: Scalars['EmailAddress']['input'];
  password: Scalars['String']['input'];
  totpCode?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations of the shop. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** Write operations of the shop. */
export type MutationRemoveCartLineArgs = {
  cartItemId: Scalars['ID']['input'];
};


/** Write operations of the shop. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['EmailAddress']['input'];
};


/** Write operations of the shop. */
export type MutationRequestReturnArgs = {
  input: ReturnRequestInput;
};


/** Write operations of the shop. */
export type MutationResetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Write operations of the shop. */
export type MutationSetDefaultCardArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the shop. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** Write operations of the shop. */
export type MutationUnsubscribeLevelMailArgs = {
  customerId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


/** Write operations of the shop. */
export type MutationUpdateAddressArgs = {
  input: AddressUpdateInput;
};


/** Write operations of the shop. */
export type MutationUpdateCartLineArgs = {
  cartItemId: Scalars['ID']['input'];
  groupId: Scalars['ID']['input'];
  quantity: Scalars['PositiveInt']['input'];
};


/** Write operations of the shop. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Write operations of the shop. */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** The next price level a group can reach. */
export type NextPriceLevel = {
  __typename?: 'NextPriceLevel';
  /** The level's quantity. */
  quantityLevel: Scalars['PositiveInt']['output'];
  /** The unit price in dollars at that level. */
  unitPrice: Money;
  /** Units all buyers together still need to order to reach it. */
  unitsNeeded: Scalars['PositiveInt']['output'];
};

/** One group of an order, as the buyer's orders list shows it. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** Where the line is delivered. */
  deliveryAddress: DeliveryAddress;
  /** The final unit price once the group settled; null before. */
  finalUnitPrice?: Maybe<Money>;
  /** The group in full (fetched with every other group of the operation in one call). */
  group: Group;
  /** The group's id (links to /product/{id}). */
  groupId: Scalars['ID']['output'];
  /** The order line id. */
  id: Scalars['ID']['output'];
  /** The invoice number, once the line is delivered. */
  invoiceId?: Maybe<Scalars['String']['output']>;
  /** The invoice page's signed link, once the line is delivered. */
  invoiceUrl?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** Platform fee paid, in dollars. */
  platformFee: Money;
  /** The product's first image, served under /media/. */
  productImage?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units ordered. */
  quantity: Scalars['PositiveInt']['output'];
  /** The status exactly as the API reports it (shown as is when unknown). */
  rawStatus: Scalars['String']['output'];
  /** While the line's group is open: what settlement would refund on this line if the group closed now, in dollars; null otherwise. */
  refundIfClosedNow?: Maybe<Money>;
  /** What settlement and returns refunded on this line, in dollars. */
  refundedAmount: Money;
  /** Why the shop declined the return of this line; null unless it was declined with a reason. */
  returnDeclineReason?: Maybe<Scalars['String']['output']>;
  /** Shipping paid, whole dollars. */
  shipping: Money;
  /** The line's status (rawStatus is the API's own word for it). */
  status?: Maybe<OrderLineStatus>;
  /** Tax paid, in dollars. */
  tax: Money;
  /** While the line's group is open: its unit price today, in dollars; null otherwise. */
  todayUnitPrice?: Maybe<Money>;
  /** What was charged for the line: unit price × quantity + tax + shipping + platform fee, in dollars. */
  total: Money;
  /** The carrier, once shipped. */
  trackingCompany?: Maybe<Scalars['String']['output']>;
  /** The tracking number, once shipped. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, in dollars. */
  unitPrice: Money;
};

/**
 * One page of the signed-in customer's order lines (a cursor connection): its lines, each
 * with its cursor, where the page sits, and how many lines match.
 */
export type OrderLineConnection = {
  __typename?: 'OrderLineConnection';
  /** The page's lines with their cursors, newest order first. */
  edges: Array<OrderLineEdge>;
  /** The page's lines, newest order first: the edges' nodes, for a client that needs no cursor of its own. */
  nodes: Array<OrderLine>;
  /** Where the page sits: whether lines follow or come before it, and its first and last cursor. */
  pageInfo: PageInfo;
  /** How many of the customer's lines match `status` now, on every page (not the page's length). */
  totalCount: Scalars['Int']['output'];
};

/** One order line of a page of My Orders with its place in the list. */
export type OrderLineEdge = {
  __typename?: 'OrderLineEdge';
  /** The line's position in the list: pass it as `after` (or `before`). Opaque: never build, read or keep one. */
  cursor: Scalars['String']['output'];
  /** The order line. */
  node: OrderLine;
};

/** Where an order line goes in its life. */
export type OrderLineStatus =
  /** Cancelled ('Cancelled'). */
  | 'cancelled'
  /** Delivered ('Delivered'); an invoice exists. */
  | 'completed'
  /** Ordered, being prepared ('In Progress'). */
  | 'in_progress'
  /** The line was refunded ('Refunded'). */
  | 'refunded'
  /** The return was accepted ('Return Accepted'). */
  | 'return_accepted'
  /** The return was declined ('Return Declined'). */
  | 'return_declined'
  /** The return is on its way back ('Return In Progress'). */
  | 'return_in_progress'
  /** The buyer asked to return it ('Return Requested'). */
  | 'return_requested'
  /** On its way, with tracking ('Shipped'). */
  | 'shipping';

/**
 * Where a page of a cursor connection sits in its list (the Relay connection model). Cursors
 * are opaque: pass `endCursor` as `after` for the next page, `startCursor` as `before` for the
 * previous one. A cursor marks a row's place by the list's sort key, so rows added or removed
 * elsewhere in the list never shift a page: a row is neither repeated nor skipped because of them.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last row; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when rows follow this page in the list's order. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when rows come before this page in the list's order. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first row; null on an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** What the shopper's browser needs to answer the bank's 3-D Secure challenge of a held order. */
export type PaymentAuthentication = {
  __typename?: 'PaymentAuthentication';
  /** The PaymentIntent's client secret: run Stripe.js `handleNextAction({ clientSecret })` with it. */
  clientSecret: Scalars['String']['output'];
  /** When the hold ends: not completed by then, the order is released and nothing is charged. */
  expiresAt: Scalars['DateTime']['output'];
};

/** The payment provider the API charges cards through. */
export type PaymentProvider =
  /** The built-in sandbox (Stripe's test cards); its form posts to POST /payments/sandbox/tokens. */
  | 'sandbox'
  /** Stripe; cards are typed into Stripe Elements and saved through `startCardSetup`. */
  | 'stripe';

/** How the shop takes card details. */
export type PaymentSettings = {
  __typename?: 'PaymentSettings';
  /** The provider cards are saved with and charged through. */
  provider: PaymentProvider;
  /** Stripe's publishable key (pk_...) for Stripe Elements; null with the sandbox. */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** What to order with: a saved card (`cardId`) or a wallet's payment method (`paymentMethod`), one of the two. */
export type PlaceOrderInput = {
  /** The delivery address; default the billing address. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  /** The saved card to charge. Leave out when paying with a wallet (`paymentMethod`). */
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** Any unique text; sending the same key again never charges twice (it answers the first result). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /**
   * Instead of `cardId`, when `paymentSettings.provider` is STRIPE: the `pm_…` id of a wallet's
   * one-time PaymentMethod (Apple Pay, Google Pay or Link), from Stripe.js
   * `createPaymentMethod({ elements })` with the Express Checkout Element. Charged with the
   * shopper present and never saved; the answer is a card order's (`paymentAuthentication`
   * when the bank asks for 3-D Secure). Both, or neither: BAD_USER_INPUT naming them.
   */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a placed order, or to one held for its card's 3-D Secure. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** The cart after the order (empty). */
  cart: Cart;
  /** What was charged, in dollars (for a held order: what will be charged once the bank confirms). */
  grandTotal: Money;
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The new order's id. */
  orderId: Scalars['ID']['output'];
  /**
   * Null when the order is placed and charged. Set when the card's bank asks the shopper to
   * authenticate the payment (3-D Secure): the order is held (its items kept for it, nothing
   * charged, not in My Orders yet) until `completeOrderPayment`, or released at `expiresAt`.
   */
  paymentAuthentication?: Maybe<PaymentAuthentication>;
};

/** One row of a group's price table. */
export type PriceLevel = {
  __typename?: 'PriceLevel';
  /** The first total quantity this row covers (1 for the first row, else the previous level plus 1). */
  fromQuantity: Scalars['PositiveInt']['output'];
  /** The last total quantity this row covers (the level's quantity). */
  quantityLevel: Scalars['PositiveInt']['output'];
  /** The unit price in dollars while the total booked quantity is in this row. */
  unitPrice: Money;
};

/** How many groups of the listing have a current unit price in one range. */
export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet';
  /** Groups at a current price in the range. */
  count: Scalars['NonNegativeInt']['output'];
  /** The highest price of the range, included: pass it as `filter.maxPrice`; null for no upper bound. */
  max?: Maybe<Money>;
  /** The lowest price of the range, included: pass it as `filter.minPrice`. */
  min: Money;
};

/** The signed-in customer's account as the profile page shows it. */
export type Profile = {
  __typename?: 'Profile';
  /** Every address of the customer (billing and shipping). */
  addresses: Array<Address>;
  /** The billing address; null only for an account that has none (e.g. an admin). */
  billingAddress?: Maybe<Address>;
  /** Company name; empty when none. */
  companyName: Scalars['String']['output'];
  /** Individual or Business. */
  customerType: CustomerType;
  /** E-mail address (read-only). */
  email: Scalars['EmailAddress']['output'];
  /** Set when every approved tax document has expired; the document statuses are then hidden. */
  expirationMessage?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** Whether the customer claims tax exemption. */
  isTaxExempt: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The other documents. */
  otherDocuments: Array<CustomerDocument>;
  /** Phone number as entered, e.g. (214) 555-0100. */
  phoneNumber: Scalars['String']['output'];
  /** The tax exemption documents. */
  taxDocuments: Array<CustomerDocument>;
  /** Job title; empty when none. */
  title: Scalars['String']['output'];
};

/** Profile fields to change; an absent or null field keeps its value. */
export type ProfileInput = {
  /** City of the billing address. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Company name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Country name of the billing address. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Ids of other documents to delete (approved ones cannot be deleted). */
  deleteOtherDocumentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** True deletes every tax document (approved ones cannot be deleted). */
  deleteTaxDocument?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Whether the business claims tax exemption; it then needs a tax document. */
  isTaxExempt?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** New other documents to announce (Business), at most 10. */
  newOtherDocuments?: InputMaybe<Array<DocumentInput>>;
  /** A new tax exemption document to announce (Business); upload it to the answered target. */
  newTaxDocument?: InputMaybe<DocumentInput>;
  /** Phone number, at most 14 characters. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** State code of the billing address, e.g. TX. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Street and number of the billing address. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code of the billing address. */
  zipCode?: InputMaybe<Scalars['PostalCode']['input']>;
};

/** The answer to a successful profile update. */
export type ProfilePayload = {
  __typename?: 'ProfilePayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The profile as it is now. */
  profile: Profile;
  /** The refreshed session fields for the browser's storage (name, company, title, phone, ZIP). */
  session: SessionUser;
  /** Where to upload newly announced documents; empty when none were announced. */
  uploads: Array<UploadTarget>;
};

/** Read operations of the shop. */
export type Query = {
  __typename?: 'Query';
  /**
   * The signed-in customer's addresses: the billing address and, once created, the
   * shipping address. Without a valid session token this is UNAUTHENTICATED (HTTP 401).
   */
  addresses: Array<Address>;
  /**
   * The operator console's reads, for staff only: without a session this is UNAUTHENTICATED
   * (HTTP 401); a customer's session is FORBIDDEN (HTTP 200 with the error). Each field
   * below names the staff permission it needs (`SessionUser.permissions`); without it the
   * field is FORBIDDEN with `extensions.permission` naming it (its fields are non-null, so
   * `admin` is then null: ask only for what the session's permissions allow). The gateway
   * checks before any admin REST call, and the API checks again.
   */
  admin: AdminQuery;
  /** The signed-in customer's saved cards, newest first. */
  cards: Array<Card>;
  /**
   * The signed-in customer's cart, priced for delivery to `addressId` (default: the billing
   * address): tax follows the delivery state.
   */
  cart: Cart;
  /** The category tree: top-level categories with their sub-categories. */
  categories: Array<Category>;
  /** The cities of a state, sorted by name; empty when none are known. */
  cities: Array<City>;
  /** Every country (about 250), sorted by name, for the address pickers. */
  countries: Array<Country>;
  /**
   * One buy group with everything its page shows. An unknown id is a NOT_FOUND error.
   * Groups asked for in one operation are fetched from the API in one call.
   */
  group: Group;
  /**
   * Product names of open groups the listing's search (`GroupFilter.productName`) finds by
   * their name, best first, for the search box's suggestions (at most 10): the name holds the
   * text, or each of its words, stemmed or close (a typo, or a word half typed). With
   * `zipCode`, only groups delivering to that ZIP code, as its listing shows.
   */
  groupNameSuggestions: Array<Scalars['String']['output']>;
  /**
   * The buy groups served in the area of `filter.zipCode`, narrowed by the other filters,
   * soonest ending first (then by id), a page at a time as a cursor connection
   * (docs/graphql.md "Paging"): `first` groups from the start or just after `after`, or
   * `last` groups just before `before`; with neither size, 12 in the cursor's direction. A
   * group that opens, closes or ends between two pages never makes another one repeat or go
   * missing. Each rule broken is a BAD_USER_INPUT error naming the argument.
   */
  groups: GroupCardConnection;
  /**
   * The invoice of an order's delivered lines. Served with the link's `token`, or to the
   * signed-in owner; otherwise FORBIDDEN ('You cannot view this invoice.'), the same for
   * unknown orders, so order ids cannot be probed.
   */
  invoice: Invoice;
  /**
   * The signed-in customer's order lines, newest order first (an order's lines by id), a page
   * at a time as a cursor connection (docs/graphql.md "Paging"): `first` lines from the start
   * or just after `after`, or `last` lines just before `before`; with neither size, 20 in the
   * cursor's direction. Orders placed between two pages never make a line repeat or go
   * missing. Each rule broken is a BAD_USER_INPUT error naming the argument.
   */
  orderLines: OrderLineConnection;
  /**
   * Which card form to show: Stripe Elements with the publishable key, or the sandbox's form.
   * Read at run time, so one web build works with either provider. Needs no session.
   */
  paymentSettings: PaymentSettings;
  /**
   * The signed-in customer's profile with billing address, documents and addresses.
   * Without a valid session token this is UNAUTHENTICATED (HTTP 401).
   */
  profile: Profile;
  /**
   * Whether a password-reset link's token can still be used. An unknown, used or expired
   * token is false, never an error.
   */
  resetLinkValid: Scalars['Boolean']['output'];
  /**
   * The signed-in customer. Without a valid session token this is an UNAUTHENTICATED error
   * and the HTTP status is 401.
   */
  session: SessionUser;
  /** Whether an invite's link can be accepted, and what it gives. Needs no session. */
  staffInvite: StaffInviteCheck;
  /** The states (subdivisions) of a country, sorted by name; empty for an unknown country. */
  states: Array<State>;
};


/** Read operations of the shop. */
export type QueryCartArgs = {
  addressId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations of the shop. */
export type QueryCitiesArgs = {
  countryCode: Scalars['String']['input'];
  stateCode: Scalars['String']['input'];
};


/** Read operations of the shop. */
export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the shop. */
export type QueryGroupNameSuggestionsArgs = {
  text: Scalars['String']['input'];
  zipCode?: InputMaybe<Scalars['PostalCode']['input']>;
};


/** Read operations of the shop. */
export type QueryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter: GroupFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the shop. */
export type QueryInvoiceArgs = {
  orderId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the shop. */
export type QueryOrderLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderLineStatus>;
};


/** Read operations of the shop. */
export type QueryResetLinkValidArgs = {
  token: Scalars['String']['input'];
};


/** Read operations of the shop. */
export type QueryStaffInviteArgs = {
  token: Scalars['String']['input'];
};


/** Read operations of the shop. */
export type QueryStatesArgs = {
  countryCode: Scalars['String']['input'];
};

/** Where a refund stands, as the payment provider last told it (Stripe's webhook events). */
export type RefundState =
  /** The provider took it and has said nothing since (Stripe without an event yet). */
  | 'accepted'
  /** Canceled before it was made. */
  | 'canceled'
  /** Not given back (the card was closed, say): retried by the payments job, up to 3 times, then an operator's to settle. */
  | 'failed'
  /** On its way to the buyer's bank. */
  | 'pending'
  /** Waiting for something from the buyer (Stripe: some payment methods). */
  | 'requires_action'
  /** Failed, and being made again under a new idempotency key. */
  | 'retrying'
  /** Given back. */
  | 'succeeded';

/** The answer to a return request. */
export type ReturnPayload = {
  __typename?: 'ReturnPayload';
  /** The server's message, e.g. 'Return request submitted successfully'. */
  message: Scalars['String']['output'];
  /** The order line asked to return. */
  orderLineId: Scalars['ID']['output'];
};

/** Why a buyer returns an order line. */
export type ReturnReason =
  /** The buyer changed their mind. */
  | 'changed_mind'
  /** It arrived damaged. */
  | 'damaged'
  /** It does not work. */
  | 'defective'
  /** It was ordered twice. */
  | 'duplicate_order'
  /** It is past its date. */
  | 'expired'
  /** Parts are missing. */
  | 'missing_parts'
  /** It is not as described. */
  | 'not_as_described'
  /** Another reason (say it in the note). */
  | 'other'
  /** Its quality disappoints. */
  | 'quality_issue'
  /** It does not fit. */
  | 'size_issue'
  /** A different item arrived. */
  | 'wrong_item';

/** A return request for one order line. */
export type ReturnRequestInput = {
  /** The line's group id. */
  groupId: Scalars['ID']['input'];
  /** Optional details, up to 1000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The order's id. */
  orderId: Scalars['ID']['input'];
  /** The order line's id. */
  orderLineId: Scalars['ID']['input'];
  /** Why the line is returned. */
  reason: ReturnReason;
};

/** The end of the socket's session. */
export type SessionEnded = {
  __typename?: 'SessionEnded';
  /** The socket's close reason that follows: 'Session ended' (the API says that a session ended, not why) or 'Session expired'. */
  reason: Scalars['String']['output'];
};

/** The signed-in customer as the browser keeps it for the session. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** Company name; empty for individuals. */
  companyName: Scalars['String']['output'];
  /** The customer id. */
  customerId: Scalars['ID']['output'];
  /** Individual or Business. */
  customerType: CustomerType;
  /** E-mail address. */
  email: Scalars['EmailAddress']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Full name, first and last. */
  name: Scalars['String']['output'];
  /**
   * What this session may do in the operator console (`Query.admin`, `Mutation.admin`): each
   * admin field names the permission it needs in its description. Empty for a shopper, for a
   * disabled staff account, and while `totpSetupRequired` is true. A client shows only what
   * these allow; the gateway and the API refuse the rest whatever a client shows.
   */
  permissions: Array<StaffPermission>;
  /** Phone number as entered, e.g. (214) 555-0100. */
  phoneNumber: Scalars['String']['output'];
  /** The staff role of an operator; null for a shopper. */
  staffRole?: Maybe<StaffRole>;
  /** Job title; empty for individuals. */
  title: Scalars['String']['output'];
  /** The staff member signs in with a TOTP code as well as the password; false for a shopper. */
  totpEnabled: Scalars['Boolean']['output'];
  /**
   * The shop requires a TOTP code of every staff account and this one has not set it up:
   * every admin field is FORBIDDEN with `extensions.reason` TOTP_SETUP_REQUIRED until
   * `setUpTotp` and `enableTotp` are done. False for a shopper.
   */
  totpSetupRequired: Scalars['Boolean']['output'];
};

/** Who started a settlement run. */
export type SettlementStartedBy =
  /** The admin CLI. */
  | 'cli'
  /** The job that runs every minute. */
  | 'job'
  /** An operator (the console or the admin REST routes). */
  | 'operator';

/** A new customer account. */
export type SignUpInput = {
  /** City name. */
  city: Scalars['String']['input'];
  /** Company name (Business); empty is left out. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Country name. */
  country?: Scalars['String']['input'];
  /** Individual or Business. */
  customerType?: CustomerType;
  /** E-mail address; the verification link is sent to it. */
  email: Scalars['EmailAddress']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Whether the business claims tax exemption (Business only); then a tax document is required. */
  isTaxExempt?: Scalars['Boolean']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Other documents (Business), at most 10. */
  otherDocuments?: InputMaybe<Array<DocumentInput>>;
  /** The password: 8 or more letters, digits and @$!%*#?&, with a letter, a digit and one of those. */
  password: Scalars['String']['input'];
  /** Phone number as entered, e.g. (214) 555-0100 (at most 14 characters). */
  phoneNumber: Scalars['String']['input'];
  /** State code, e.g. TX. */
  state: Scalars['String']['input'];
  /** Street and number. */
  street: Scalars['String']['input'];
  /** The tax exemption document (Business, tax-exempt). */
  taxDocument?: InputMaybe<DocumentInput>;
  /** Job title (Business); empty is left out. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. */
  zipCode: Scalars['PostalCode']['input'];
};

/** The answer to a successful sign-up. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** The new customer's id. */
  customerId: Scalars['ID']['output'];
  /** The server's message, e.g. to check the mailbox. */
  message: Scalars['String']['output'];
  /** Where to upload the announced documents; empty when none were announced. */
  uploads: Array<UploadTarget>;
};

/** What an invite's link is worth, for the page where the invitee accepts it. */
export type StaffInviteCheck = {
  __typename?: 'StaffInviteCheck';
  /** The address invited; null when not valid. */
  email?: Maybe<Scalars['String']['output']>;
  /** When the link stops working; null when not valid. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The role it gives; null when not valid. */
  role?: Maybe<StaffRole>;
  /** The invite can be accepted: known, unused, not expired. */
  valid: Scalars['Boolean']['output'];
};

/** An invite sent. */
export type StaffInvitePayload = {
  __typename?: 'StaffInvitePayload';
  /** The address invited. */
  email: Scalars['String']['output'];
  /** When the invite's link stops working (72 hours after it was sent). */
  expiresAt: Scalars['DateTime']['output'];
  /** The invite's id (the staff list shows it as `invite:<id>` until it is accepted). */
  inviteId: Scalars['ID']['output'];
  /** The API's message. */
  message: Scalars['String']['output'];
  /** The role the invite gives. */
  role: StaffRole;
};

/** A staff account, or an invite not accepted yet. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** When the account was made, or the invite sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address (of the account, or invited). */
  email: Scalars['String']['output'];
  /** First name; null for an invite. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The staff member's account id, or `invite:<invite id>` for a pending invite (which has no account yet). */
  id: Scalars['ID']['output'];
  /** When the invite's link stops working; null for an account. */
  inviteExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last name; null for an invite. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The role (an invite's: the role it gives). */
  role: StaffRole;
  /** Active, invited or disabled. */
  status: StaffStatus;
  /** Signs in with a TOTP code as well as the password. */
  totpEnabled: Scalars['Boolean']['output'];
};

/** One thing a staff member may do; each admin field names the one it needs. */
export type StaffPermission =
  /** The audit log and its CSV (`audit.read`). */
  | 'audit.read'
  /** Customers searched and their pages read (`customers.read`). */
  | 'customers.read'
  /** A customer's sessions ended (`customers.sessions`). */
  | 'customers.sessions'
  /** Customers' documents: the review queue, approve, reject (`documents.review`). */
  | 'documents.review'
  /** Groups, their lines and the delivery-area preview, read (`groups.read`). */
  | 'groups.read'
  /** Groups created, edited and closed, their price levels, pictures and documents (`groups.write`). */
  | 'groups.write'
  /** The payments ledger and its CSV (`ledger.read`). */
  | 'ledger.read'
  /** Order lines shipped and delivered, one or many (`orders.fulfil`). */
  | 'orders.fulfil'
  /** Order lines, and so returns, read (`orders.read`). */
  | 'orders.read'
  /** The console's Overview: the shop's figures (`overview.read`). */
  | 'overview.read'
  /** Stripe's events and disputes (`payments.read`). */
  | 'payments.read'
  /** Moves that pay money back: a line cancelled with its refund, a return refunded (`refunds.issue`). */
  | 'refunds.issue'
  /** Returns accepted, declined, or marked on their way back (`returns.decide`). */
  | 'returns.decide'
  /** A group settled now, settlement run now, the runs kept (`settlement.run`). */
  | 'settlement.run'
  /** Staff invited, their roles changed, disabled and enabled, the staff settings (`staff.manage`). */
  | 'staff.manage';

/** A staff member's role: a fixed set of permissions (docs/graphql.md "Staff roles"). */
export type StaffRole =
  /** Groups created and edited with their price levels, pictures and documents, and closed. */
  | 'catalogue'
  /** The ledger, settlement, refunds and Stripe's events and disputes; reads groups and order lines. */
  | 'finance'
  /** Order lines shipped and delivered, one or many at once; reads groups and order lines. */
  | 'fulfilment'
  /** Every permission, managing staff included. */
  | 'owner'
  /** Customers and their sessions, returns accepted or declined, documents reviewed; reads groups and order lines. */
  | 'support';

/** The shop's staff settings. */
export type StaffSettings = {
  __typename?: 'StaffSettings';
  /**
   * Every staff account must sign in with a TOTP code; one that has not set it up keeps its
   * session but may only set it up (`totpSetupRequired` on the session) until it does.
   */
  requireTotp: Scalars['Boolean']['output'];
};

/** Where a staff account stands. */
export type StaffStatus =
  /** May sign in. */
  | 'active'
  /** Disabled by an owner: may not sign in, and every session ended when it was disabled. */
  | 'disabled'
  /** Invited: the invite is neither accepted nor expired yet. */
  | 'invited';

/** A state or other subdivision of a country. */
export type State = {
  __typename?: 'State';
  /** The two-letter code of the state's country. */
  countryCode: Scalars['String']['output'];
  /** Unique across countries: the country code and the state code joined by '-', e.g. US-TX. */
  id: Scalars['ID']['output'];
  /** The state's ISO code; unique only within its country and sometimes numeric-looking with leading zeros. */
  isoCode: Scalars['String']['output'];
  /** Latitude as decimal text, if known. */
  latitude?: Maybe<Scalars['String']['output']>;
  /** Longitude as decimal text, if known. */
  longitude?: Maybe<Scalars['String']['output']>;
  /** The state's name. */
  name: Scalars['String']['output'];
};

/** Where the shop stands with one of Stripe's webhook events. */
export type StripeEventStatus =
  /** Worked, exactly once: `outcome` says what it did. */
  | 'processed'
  /** Received, not worked yet. */
  | 'queued'
  /** Its last try failed (`lastError`): tried again by the next run. */
  | 'retrying'
  /** Looked at, and to be looked at again later (a payment that may still become an order). */
  | 'waiting';

/**
 * Live updates, over graphql-ws (the `graphql-transport-ws` protocol) on /graphql only;
 * over HTTP a subscription is refused. The connection needs the session token in
 * `connectionParams.authorization`: a missing or bad one closes it with 4401.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The groups with these ids (1 to 50) as they change: units booked, units left, level and
   * price, units to the next level, status. Each event is one whole `Group` (select what you
   * need; clients' caches update it by id). The first events are the groups' current
   * states. Unknown ids are NOT_FOUND; more subscriptions than a connection or an address
   * may hold are TOO_MANY_REQUESTS (docs/graphql.md "Live updates").
   */
  groupChanged: Group;
  /**
   * Yields once when the session this socket signed in with ends (signed out elsewhere,
   * the staff account disabled, the password changed, its sessions ended by an operator);
   * the socket then closes with code 4401. The operator console holds it to sign out at
   * once; treat the event or a 4401 close alike, as "signed out". Needs a session.
   */
  sessionEnded: SessionEnded;
};


/**
 * Live updates, over graphql-ws (the `graphql-transport-ws` protocol) on /graphql only;
 * over HTTP a subscription is refused. The connection needs the session token in
 * `connectionParams.authorization`: a missing or bad one closes it with 4401.
 */
export type SubscriptionGroupChangedArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** The supplier's shipping address. */
export type SupplierAddress = {
  __typename?: 'SupplierAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** State code, e.g. TX. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/** A time zone of a country. */
export type Timezone = {
  __typename?: 'Timezone';
  /** The zone's abbreviation, e.g. CST. */
  abbreviation: Scalars['String']['output'];
  /** Offset from UTC in seconds. */
  gmtOffset: Scalars['Int']['output'];
  /** Offset from UTC as text, e.g. UTC-06:00. */
  gmtOffsetName: Scalars['String']['output'];
  /** The zone's long name. */
  tzName: Scalars['String']['output'];
  /** The IANA zone name, e.g. America/Chicago. */
  zoneName: Scalars['String']['output'];
};

/** A TOTP secret to add to an authenticator app; not in force until `enableTotp` gets a code made from it. */
export type TotpSetup = {
  __typename?: 'TotpSetup';
  /** The otpauth:// link, for a QR code. */
  otpauthUrl: Scalars['String']['output'];
  /** The base32 secret, for typing into an authenticator app. */
  secret: Scalars['String']['output'];
};

/** What a document's bytes belong to. */
export type UploadKind =
  /** Another document. */
  | 'OTHER'
  /** A tax exemption document. */
  | 'TAX';

/** Where to upload one announced document's bytes. */
export type UploadTarget = {
  __typename?: 'UploadTarget';
  /** The document id. */
  documentId: Scalars['ID']['output'];
  /** The file name as announced. */
  fileName: Scalars['String']['output'];
  /** Whether it is the tax document or another document. */
  kind: UploadKind;
  /**
   * A signed URL under the gateway's /uploads/ to PUT the raw bytes to, with the file's
   * Content-Type. It works once and expires after 30 minutes.
   */
  uploadUrl: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptStaffInvitePayload: ResolverTypeWrapper<AcceptStaffInviteAnswer>;
  AddCardInput: AddCardInput;
  Address: ResolverTypeWrapper<RestAddress>;
  AddressInput: AddressInput;
  AddressPayload: ResolverTypeWrapper<RestAddressAnswer>;
  AddressType: ResolverTypeWrapper<AddressType>;
  AddressUpdateInput: AddressUpdateInput;
  AdminBulkMovePayload: ResolverTypeWrapper<AdminBulkMoveAnswer>;
  AdminBulkMoveResult: ResolverTypeWrapper<RestAdminBulkMoveResult>;
  AdminCustomer: ResolverTypeWrapper<RestAdminCustomer>;
  AdminCustomerAddress: ResolverTypeWrapper<RestAdminCustomerAddress>;
  AdminCustomerConnection: ResolverTypeWrapper<Omit<AdminCustomerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminCustomerEdge']>, nodes: Array<ResolversTypes['AdminCustomerSummary']> }>;
  AdminCustomerEdge: ResolverTypeWrapper<Omit<AdminCustomerEdge, 'node'> & { node: ResolversTypes['AdminCustomerSummary'] }>;
  AdminCustomerSort: ResolverTypeWrapper<AdminCustomerSort>;
  AdminCustomerSummary: ResolverTypeWrapper<RestAdminCustomerSummary>;
  AdminDeliveryArea: ResolverTypeWrapper<RestAdminArea>;
  AdminDispute: ResolverTypeWrapper<RestAdminDispute>;
  AdminDisputeConnection: ResolverTypeWrapper<Omit<AdminDisputeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminDisputeEdge']>, nodes: Array<ResolversTypes['AdminDispute']> }>;
  AdminDisputeEdge: ResolverTypeWrapper<Omit<AdminDisputeEdge, 'node'> & { node: ResolversTypes['AdminDispute'] }>;
  AdminDocument: ResolverTypeWrapper<RestAdminDocument>;
  AdminDocumentConnection: ResolverTypeWrapper<Omit<AdminDocumentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminDocumentEdge']>, nodes: Array<ResolversTypes['AdminDocument']> }>;
  AdminDocumentEdge: ResolverTypeWrapper<Omit<AdminDocumentEdge, 'node'> & { node: ResolversTypes['AdminDocument'] }>;
  AdminDocumentPayload: ResolverTypeWrapper<AdminDocumentAnswer>;
  AdminEndSessionsPayload: ResolverTypeWrapper<AdminEndSessionsAnswer>;
  AdminFillLevel: ResolverTypeWrapper<AdminFillLevel>;
  AdminGroup: ResolverTypeWrapper<RestAdminGroup>;
  AdminGroupChanges: AdminGroupChanges;
  AdminGroupConnection: ResolverTypeWrapper<Omit<AdminGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminGroupEdge']>, nodes: Array<ResolversTypes['AdminGroup']> }>;
  AdminGroupDocumentUpload: ResolverTypeWrapper<AdminGroupDocumentAnswer>;
  AdminGroupEdge: ResolverTypeWrapper<Omit<AdminGroupEdge, 'node'> & { node: ResolversTypes['AdminGroup'] }>;
  AdminGroupFill: ResolverTypeWrapper<AdminGroupFill>;
  AdminGroupImageUpload: ResolverTypeWrapper<AdminGroupImageAnswer>;
  AdminGroupImportPayload: ResolverTypeWrapper<AdminGroupImportPayload>;
  AdminGroupImportRow: ResolverTypeWrapper<AdminGroupImportRow>;
  AdminGroupInput: AdminGroupInput;
  AdminGroupLine: ResolverTypeWrapper<RestAdminGroupLine>;
  AdminGroupLineConnection: ResolverTypeWrapper<AdminGroupLineConnectionRow>;
  AdminGroupLineEdge: ResolverTypeWrapper<Omit<AdminGroupLineEdge, 'node'> & { node: ResolversTypes['AdminGroupLine'] }>;
  AdminGroupPayload: ResolverTypeWrapper<AdminGroupAnswer>;
  AdminLedgerConnection: ResolverTypeWrapper<Omit<AdminLedgerConnection, 'edges' | 'nodes' | 'reconciliation' | 'totals'> & { edges: Array<ResolversTypes['AdminLedgerEdge']>, nodes: Array<ResolversTypes['AdminLedgerEntry']>, reconciliation: ResolversTypes['AdminLedgerReconciliation'], totals: ResolversTypes['AdminLedgerTotals'] }>;
  AdminLedgerEdge: ResolverTypeWrapper<Omit<AdminLedgerEdge, 'node'> & { node: ResolversTypes['AdminLedgerEntry'] }>;
  AdminLedgerEntry: ResolverTypeWrapper<RestAdminLedgerEntry>;
  AdminLedgerReconciliation: ResolverTypeWrapper<RestAdminLedgerReconciliation>;
  AdminLedgerTotals: ResolverTypeWrapper<RestAdminLedgerTotals>;
  AdminMailPreview: ResolverTypeWrapper<AdminMailPreview>;
  AdminMailTemplate: ResolverTypeWrapper<AdminMailTemplate>;
  AdminMutation: ResolverTypeWrapper<AdminArea>;
  AdminOrderLine: ResolverTypeWrapper<RestAdminOrderLine>;
  AdminOrderLineConnection: ResolverTypeWrapper<Omit<AdminOrderLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminOrderLineEdge']>, nodes: Array<ResolversTypes['AdminOrderLine']> }>;
  AdminOrderLineEdge: ResolverTypeWrapper<Omit<AdminOrderLineEdge, 'node'> & { node: ResolversTypes['AdminOrderLine'] }>;
  AdminOrderLinePayload: ResolverTypeWrapper<AdminOrderLineAnswer>;
  AdminOrderLineSort: ResolverTypeWrapper<AdminOrderLineSort>;
  AdminOverview: ResolverTypeWrapper<RestAdminOverview>;
  AdminOverviewDay: ResolverTypeWrapper<RestAdminOverviewDay>;
  AdminPriceLevel: ResolverTypeWrapper<RestGroupLevel>;
  AdminPriceLevelInput: AdminPriceLevelInput;
  AdminQuery: ResolverTypeWrapper<AdminArea>;
  AdminSession: ResolverTypeWrapper<RestAdminSession>;
  AdminSettlementOperator: ResolverTypeWrapper<AdminSettlementOperator>;
  AdminSettlementPayload: ResolverTypeWrapper<AdminSettlementAnswer>;
  AdminSettlementRun: ResolverTypeWrapper<RestAdminSettlementRun>;
  AdminSettlementRunConnection: ResolverTypeWrapper<Omit<AdminSettlementRunConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminSettlementRunEdge']>, nodes: Array<ResolversTypes['AdminSettlementRun']> }>;
  AdminSettlementRunEdge: ResolverTypeWrapper<Omit<AdminSettlementRunEdge, 'node'> & { node: ResolversTypes['AdminSettlementRun'] }>;
  AdminSettlementRunPayload: ResolverTypeWrapper<Omit<AdminSettlementRunPayload, 'run'> & { run: ResolversTypes['AdminSettlementRun'] }>;
  AdminSettlementTimes: ResolverTypeWrapper<AdminSettlementTimes>;
  AdminStripeEvent: ResolverTypeWrapper<RestAdminStripeEvent>;
  AdminStripeEventConnection: ResolverTypeWrapper<Omit<AdminStripeEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AdminStripeEventEdge']>, nodes: Array<ResolversTypes['AdminStripeEvent']> }>;
  AdminStripeEventEdge: ResolverTypeWrapper<Omit<AdminStripeEventEdge, 'node'> & { node: ResolversTypes['AdminStripeEvent'] }>;
  AdminTopGroup: ResolverTypeWrapper<RestAdminTopGroup>;
  AdminTrackingImportPayload: ResolverTypeWrapper<AdminTrackingImportPayload>;
  AdminTrackingImportRow: ResolverTypeWrapper<AdminTrackingImportRow>;
  AuditEntry: ResolverTypeWrapper<RestAuditEntry>;
  AuditEntryConnection: ResolverTypeWrapper<Omit<AuditEntryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AuditEntryEdge']>, nodes: Array<ResolversTypes['AuditEntry']> }>;
  AuditEntryEdge: ResolverTypeWrapper<Omit<AuditEntryEdge, 'node'> & { node: ResolversTypes['AuditEntry'] }>;
  AuditLogFilter: AuditLogFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Card: ResolverTypeWrapper<RestCard>;
  CardSetup: ResolverTypeWrapper<CardSetup>;
  CardsPayload: ResolverTypeWrapper<Omit<CardsPayload, 'card' | 'cards'> & { card?: Maybe<ResolversTypes['Card']>, cards: Array<ResolversTypes['Card']> }>;
  Cart: ResolverTypeWrapper<CartAnswer>;
  CartLine: ResolverTypeWrapper<CartLineAnswer>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  Category: ResolverTypeWrapper<RestCategory>;
  CategoryFacet: ResolverTypeWrapper<RestCategoryFacet>;
  CategoryRef: ResolverTypeWrapper<RestCategoryRef>;
  ChangePasswordInput: ChangePasswordInput;
  City: ResolverTypeWrapper<ICity>;
  CompleteCardSetupInput: CompleteCardSetupInput;
  Country: ResolverTypeWrapper<ICountry>;
  CurrencyCode: CurrencyCode;
  CustomerDocument: ResolverTypeWrapper<RestCustomerDocument>;
  CustomerType: ResolverTypeWrapper<CustomerType>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeliveryAddress: ResolverTypeWrapper<RestOrderLineGroup>;
  DocumentInput: DocumentInput;
  DocumentStatus: DocumentStatus;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Group: ResolverTypeWrapper<GroupAnswer>;
  GroupCard: ResolverTypeWrapper<GroupCardAnswer>;
  GroupCardConnection: ResolverTypeWrapper<GroupCardConnectionRow>;
  GroupCardEdge: ResolverTypeWrapper<Omit<GroupCardEdge, 'node'> & { node: ResolversTypes['GroupCard'] }>;
  GroupDocument: ResolverTypeWrapper<RestGroupDocument>;
  GroupFacets: ResolverTypeWrapper<RestGroupFacets>;
  GroupFilter: GroupFilter;
  GroupStatus: ResolverTypeWrapper<GroupStatus>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<RestInvoice>;
  InvoiceCustomer: ResolverTypeWrapper<RestInvoiceCustomer>;
  InvoiceLine: ResolverTypeWrapper<RestInvoiceLine>;
  LedgerKind: ResolverTypeWrapper<LedgerKind>;
  LedgerReason: ResolverTypeWrapper<LedgerReason>;
  LoginPayload: ResolverTypeWrapper<RestLoginAnswer>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextPriceLevel: ResolverTypeWrapper<NextLevelAnswer>;
  NonNegativeInt: ResolverTypeWrapper<Scalars['NonNegativeInt']['output']>;
  OrderLine: ResolverTypeWrapper<RestOrderLine>;
  OrderLineConnection: ResolverTypeWrapper<Omit<OrderLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrderLineEdge']>, nodes: Array<ResolversTypes['OrderLine']> }>;
  OrderLineEdge: ResolverTypeWrapper<Omit<OrderLineEdge, 'node'> & { node: ResolversTypes['OrderLine'] }>;
  OrderLineStatus: ResolverTypeWrapper<OrderLineStatus>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentAuthentication: ResolverTypeWrapper<PaymentAuthentication>;
  PaymentProvider: ResolverTypeWrapper<PaymentProvider>;
  PaymentSettings: ResolverTypeWrapper<Omit<PaymentSettings, 'provider'> & { provider: ResolversTypes['PaymentProvider'] }>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  PositiveInt: ResolverTypeWrapper<Scalars['PositiveInt']['output']>;
  PostalCode: ResolverTypeWrapper<Scalars['PostalCode']['output']>;
  PriceLevel: ResolverTypeWrapper<PriceLevelAnswer>;
  PriceRangeFacet: ResolverTypeWrapper<RestPriceRangeFacet>;
  Profile: ResolverTypeWrapper<RestProfile>;
  ProfileInput: ProfileInput;
  ProfilePayload: ResolverTypeWrapper<ProfileUpdateResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundState: ResolverTypeWrapper<RefundState>;
  ReturnPayload: ResolverTypeWrapper<ReturnPayload>;
  ReturnReason: ResolverTypeWrapper<ReturnReason>;
  ReturnRequestInput: ReturnRequestInput;
  SessionEnded: ResolverTypeWrapper<SessionEnded>;
  SessionUser: ResolverTypeWrapper<SessionUserRow>;
  SettlementStartedBy: ResolverTypeWrapper<SettlementStartedBy>;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<RestSignUpAnswer>;
  StaffInviteCheck: ResolverTypeWrapper<RestStaffInviteCheck>;
  StaffInvitePayload: ResolverTypeWrapper<StaffInviteAnswer>;
  StaffMember: ResolverTypeWrapper<RestStaffMember>;
  StaffPermission: ResolverTypeWrapper<StaffPermission>;
  StaffRole: ResolverTypeWrapper<StaffRole>;
  StaffSettings: ResolverTypeWrapper<RestStaffSettings>;
  StaffStatus: ResolverTypeWrapper<StaffStatus>;
  State: ResolverTypeWrapper<IState>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StripeEventStatus: ResolverTypeWrapper<StripeEventStatus>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupplierAddress: ResolverTypeWrapper<RestSupplier>;
  Timezone: ResolverTypeWrapper<Timezone>;
  TotpSetup: ResolverTypeWrapper<RestTotpSetup>;
  UploadKind: UploadKind;
  UploadTarget: ResolverTypeWrapper<UploadTargetRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptStaffInvitePayload: AcceptStaffInviteAnswer;
  AddCardInput: AddCardInput;
  Address: RestAddress;
  AddressInput: AddressInput;
  AddressPayload: RestAddressAnswer;
  AddressUpdateInput: AddressUpdateInput;
  AdminBulkMovePayload: AdminBulkMoveAnswer;
  AdminBulkMoveResult: RestAdminBulkMoveResult;
  AdminCustomer: RestAdminCustomer;
  AdminCustomerAddress: RestAdminCustomerAddress;
  AdminCustomerConnection: Omit<AdminCustomerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminCustomerEdge']>, nodes: Array<ResolversParentTypes['AdminCustomerSummary']> };
  AdminCustomerEdge: Omit<AdminCustomerEdge, 'node'> & { node: ResolversParentTypes['AdminCustomerSummary'] };
  AdminCustomerSummary: RestAdminCustomerSummary;
  AdminDeliveryArea: RestAdminArea;
  AdminDispute: RestAdminDispute;
  AdminDisputeConnection: Omit<AdminDisputeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminDisputeEdge']>, nodes: Array<ResolversParentTypes['AdminDispute']> };
  AdminDisputeEdge: Omit<AdminDisputeEdge, 'node'> & { node: ResolversParentTypes['AdminDispute'] };
  AdminDocument: RestAdminDocument;
  AdminDocumentConnection: Omit<AdminDocumentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminDocumentEdge']>, nodes: Array<ResolversParentTypes['AdminDocument']> };
  AdminDocumentEdge: Omit<AdminDocumentEdge, 'node'> & { node: ResolversParentTypes['AdminDocument'] };
  AdminDocumentPayload: AdminDocumentAnswer;
  AdminEndSessionsPayload: AdminEndSessionsAnswer;
  AdminFillLevel: AdminFillLevel;
  AdminGroup: RestAdminGroup;
  AdminGroupChanges: AdminGroupChanges;
  AdminGroupConnection: Omit<AdminGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminGroupEdge']>, nodes: Array<ResolversParentTypes['AdminGroup']> };
  AdminGroupDocumentUpload: AdminGroupDocumentAnswer;
  AdminGroupEdge: Omit<AdminGroupEdge, 'node'> & { node: ResolversParentTypes['AdminGroup'] };
  AdminGroupFill: AdminGroupFill;
  AdminGroupImageUpload: AdminGroupImageAnswer;
  AdminGroupImportPayload: AdminGroupImportPayload;
  AdminGroupImportRow: AdminGroupImportRow;
  AdminGroupInput: AdminGroupInput;
  AdminGroupLine: RestAdminGroupLine;
  AdminGroupLineConnection: AdminGroupLineConnectionRow;
  AdminGroupLineEdge: Omit<AdminGroupLineEdge, 'node'> & { node: ResolversParentTypes['AdminGroupLine'] };
  AdminGroupPayload: AdminGroupAnswer;
  AdminLedgerConnection: Omit<AdminLedgerConnection, 'edges' | 'nodes' | 'reconciliation' | 'totals'> & { edges: Array<ResolversParentTypes['AdminLedgerEdge']>, nodes: Array<ResolversParentTypes['AdminLedgerEntry']>, reconciliation: ResolversParentTypes['AdminLedgerReconciliation'], totals: ResolversParentTypes['AdminLedgerTotals'] };
  AdminLedgerEdge: Omit<AdminLedgerEdge, 'node'> & { node: ResolversParentTypes['AdminLedgerEntry'] };
  AdminLedgerEntry: RestAdminLedgerEntry;
  AdminLedgerReconciliation: RestAdminLedgerReconciliation;
  AdminLedgerTotals: RestAdminLedgerTotals;
  AdminMailPreview: AdminMailPreview;
  AdminMailTemplate: AdminMailTemplate;
  AdminMutation: AdminArea;
  AdminOrderLine: RestAdminOrderLine;
  AdminOrderLineConnection: Omit<AdminOrderLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminOrderLineEdge']>, nodes: Array<ResolversParentTypes['AdminOrderLine']> };
  AdminOrderLineEdge: Omit<AdminOrderLineEdge, 'node'> & { node: ResolversParentTypes['AdminOrderLine'] };
  AdminOrderLinePayload: AdminOrderLineAnswer;
  AdminOverview: RestAdminOverview;
  AdminOverviewDay: RestAdminOverviewDay;
  AdminPriceLevel: RestGroupLevel;
  AdminPriceLevelInput: AdminPriceLevelInput;
  AdminQuery: AdminArea;
  AdminSession: RestAdminSession;
  AdminSettlementOperator: AdminSettlementOperator;
  AdminSettlementPayload: AdminSettlementAnswer;
  AdminSettlementRun: RestAdminSettlementRun;
  AdminSettlementRunConnection: Omit<AdminSettlementRunConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminSettlementRunEdge']>, nodes: Array<ResolversParentTypes['AdminSettlementRun']> };
  AdminSettlementRunEdge: Omit<AdminSettlementRunEdge, 'node'> & { node: ResolversParentTypes['AdminSettlementRun'] };
  AdminSettlementRunPayload: Omit<AdminSettlementRunPayload, 'run'> & { run: ResolversParentTypes['AdminSettlementRun'] };
  AdminSettlementTimes: AdminSettlementTimes;
  AdminStripeEvent: RestAdminStripeEvent;
  AdminStripeEventConnection: Omit<AdminStripeEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AdminStripeEventEdge']>, nodes: Array<ResolversParentTypes['AdminStripeEvent']> };
  AdminStripeEventEdge: Omit<AdminStripeEventEdge, 'node'> & { node: ResolversParentTypes['AdminStripeEvent'] };
  AdminTopGroup: RestAdminTopGroup;
  AdminTrackingImportPayload: AdminTrackingImportPayload;
  AdminTrackingImportRow: AdminTrackingImportRow;
  AuditEntry: RestAuditEntry;
  AuditEntryConnection: Omit<AuditEntryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AuditEntryEdge']>, nodes: Array<ResolversParentTypes['AuditEntry']> };
  AuditEntryEdge: Omit<AuditEntryEdge, 'node'> & { node: ResolversParentTypes['AuditEntry'] };
  AuditLogFilter: AuditLogFilter;
  Boolean: Scalars['Boolean']['output'];
  Card: RestCard;
  CardSetup: CardSetup;
  CardsPayload: Omit<CardsPayload, 'card' | 'cards'> & { card?: Maybe<ResolversParentTypes['Card']>, cards: Array<ResolversParentTypes['Card']> };
  Cart: CartAnswer;
  CartLine: CartLineAnswer;
  CartPayload: Omit<CartPayload, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  Category: RestCategory;
  CategoryFacet: RestCategoryFacet;
  CategoryRef: RestCategoryRef;
  ChangePasswordInput: ChangePasswordInput;
  City: ICity;
  CompleteCardSetupInput: CompleteCardSetupInput;
  Country: ICountry;
  CustomerDocument: RestCustomerDocument;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeliveryAddress: RestOrderLineGroup;
  DocumentInput: DocumentInput;
  EmailAddress: Scalars['EmailAddress']['output'];
  Float: Scalars['Float']['output'];
  Group: GroupAnswer;
  GroupCard: GroupCardAnswer;
  GroupCardConnection: GroupCardConnectionRow;
  GroupCardEdge: Omit<GroupCardEdge, 'node'> & { node: ResolversParentTypes['GroupCard'] };
  GroupDocument: RestGroupDocument;
  GroupFacets: RestGroupFacets;
  GroupFilter: GroupFilter;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: RestInvoice;
  InvoiceCustomer: RestInvoiceCustomer;
  InvoiceLine: RestInvoiceLine;
  LoginPayload: RestLoginAnswer;
  MessagePayload: MessagePayload;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NextPriceLevel: NextLevelAnswer;
  NonNegativeInt: Scalars['NonNegativeInt']['output'];
  OrderLine: RestOrderLine;
  OrderLineConnection: Omit<OrderLineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrderLineEdge']>, nodes: Array<ResolversParentTypes['OrderLine']> };
  OrderLineEdge: Omit<OrderLineEdge, 'node'> & { node: ResolversParentTypes['OrderLine'] };
  PageInfo: PageInfo;
  PaymentAuthentication: PaymentAuthentication;
  PaymentSettings: PaymentSettings;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  PositiveInt: Scalars['PositiveInt']['output'];
  PostalCode: Scalars['PostalCode']['output'];
  PriceLevel: PriceLevelAnswer;
  PriceRangeFacet: RestPriceRangeFacet;
  Profile: RestProfile;
  ProfileInput: ProfileInput;
  ProfilePayload: ProfileUpdateResult;
  Query: Record<PropertyKey, never>;
  ReturnPayload: ReturnPayload;
  ReturnRequestInput: ReturnRequestInput;
  SessionEnded: SessionEnded;
  SessionUser: SessionUserRow;
  SignUpInput: SignUpInput;
  SignUpPayload: RestSignUpAnswer;
  StaffInviteCheck: RestStaffInviteCheck;
  StaffInvitePayload: StaffInviteAnswer;
  StaffMember: RestStaffMember;
  StaffSettings: RestStaffSettings;
  State: IState;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupplierAddress: RestSupplier;
  Timezone: Timezone;
  TotpSetup: RestTotpSetup;
  UploadTarget: UploadTargetRow;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptStaffInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptStaffInvitePayload'] = ResolversParentTypes['AcceptStaffInvitePayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['PostalCode'], ParentType, ContextType>;
};

export type AddressPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressPayload'] = ResolversParentTypes['AddressPayload']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressTypeResolvers = { BILLING: 'BILLING_ADDRESS', SHIPPING: 'SHIPPING_ADDRESS' };

export type AdminBulkMovePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminBulkMovePayload'] = ResolversParentTypes['AdminBulkMovePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moved?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['AdminBulkMoveResult']>, ParentType, ContextType>;
};

export type AdminBulkMoveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminBulkMoveResult'] = ResolversParentTypes['AdminBulkMoveResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderLine?: Resolver<Maybe<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
};

export type AdminCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomer'] = ResolversParentTypes['AdminCustomer']> = {
  addresses?: Resolver<Array<ResolversTypes['AdminCustomerAddress']>, ParentType, ContextType>;
  claimsTaxExemption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['AdminSession']>, ParentType, ContextType>;
  taxExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminCustomerAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerAddress'] = ResolversParentTypes['AdminCustomerAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCustomerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerConnection'] = ResolversParentTypes['AdminCustomerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminCustomerEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminCustomerSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminCustomerEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerEdge'] = ResolversParentTypes['AdminCustomerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminCustomerSummary'], ParentType, ContextType>;
};

export type AdminCustomerSortResolvers = { NAME: 'name', NEWEST: 'newest' };

export type AdminCustomerSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerSummary'] = ResolversParentTypes['AdminCustomerSummary']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDeliveryAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDeliveryArea'] = ResolversParentTypes['AdminDeliveryArea']> = {
  total?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  zipCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDisputeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDispute'] = ResolversParentTypes['AdminDispute']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentIntentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminDisputeConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDisputeConnection'] = ResolversParentTypes['AdminDisputeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminDisputeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminDispute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDisputeEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDisputeEdge'] = ResolversParentTypes['AdminDisputeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminDispute'], ParentType, ContextType>;
};

export type AdminDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDocument'] = ResolversParentTypes['AdminDocument']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerTaxExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDocumentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDocumentConnection'] = ResolversParentTypes['AdminDocumentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminDocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminDocument']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDocumentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDocumentEdge'] = ResolversParentTypes['AdminDocumentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminDocument'], ParentType, ContextType>;
};

export type AdminDocumentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDocumentPayload'] = ResolversParentTypes['AdminDocumentPayload']> = {
  document?: Resolver<ResolversTypes['AdminDocument'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminEndSessionsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminEndSessionsPayload'] = ResolversParentTypes['AdminEndSessionsPayload']> = {
  customer?: Resolver<ResolversTypes['AdminCustomer'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminFillLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminFillLevel'] = ResolversParentTypes['AdminFillLevel']> = {
  groups?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type AdminGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroup'] = ResolversParentTypes['AdminGroup']> = {
  category?: Resolver<ResolversTypes['CategoryRef'], ParentType, ContextType>;
  currentLevel?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['GroupDocument']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['AdminPriceLevel']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBooked?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  radiusMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupStatus'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['SupplierAddress'], ParentType, ContextType>;
};

export type AdminGroupConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupConnection'] = ResolversParentTypes['AdminGroupConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminGroupEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminGroup']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminGroupDocumentUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupDocumentUpload'] = ResolversParentTypes['AdminGroupDocumentUpload']> = {
  documentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminGroupEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupEdge'] = ResolversParentTypes['AdminGroupEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminGroup'], ParentType, ContextType>;
};

export type AdminGroupFillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupFill'] = ResolversParentTypes['AdminGroupFill']> = {
  averageFillPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['AdminFillLevel']>, ParentType, ContextType>;
};

export type AdminGroupImageUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupImageUpload'] = ResolversParentTypes['AdminGroupImageUpload']> = {
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminGroupImportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupImportPayload'] = ResolversParentTypes['AdminGroupImportPayload']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  okCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminGroupImportRow']>, ParentType, ContextType>;
};

export type AdminGroupImportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupImportRow'] = ResolversParentTypes['AdminGroupImportRow']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminGroupLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupLine'] = ResolversParentTypes['AdminGroupLine']> = {
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  settlementRefund?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLineStatus'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdminGroupLineConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupLineConnection'] = ResolversParentTypes['AdminGroupLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminGroupLineEdge']>, ParentType, ContextType>;
  finalUnitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminGroupLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsettledLines?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type AdminGroupLineEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupLineEdge'] = ResolversParentTypes['AdminGroupLineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminGroupLine'], ParentType, ContextType>;
};

export type AdminGroupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminGroupPayload'] = ResolversParentTypes['AdminGroupPayload']> = {
  group?: Resolver<ResolversTypes['AdminGroup'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLedgerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLedgerConnection'] = ResolversParentTypes['AdminLedgerConnection']> = {
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['AdminLedgerEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminLedgerEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  reconciliation?: Resolver<ResolversTypes['AdminLedgerReconciliation'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AdminLedgerTotals'], ParentType, ContextType>;
};

export type AdminLedgerEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLedgerEdge'] = ResolversParentTypes['AdminLedgerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminLedgerEntry'], ParentType, ContextType>;
};

export type AdminLedgerEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLedgerEntry'] = ResolversParentTypes['AdminLedgerEntry']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['LedgerReason'], ParentType, ContextType>;
  refundFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundRetries?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  refundState?: Resolver<Maybe<ResolversTypes['RefundState']>, ParentType, ContextType>;
};

export type AdminLedgerReconciliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLedgerReconciliation'] = ResolversParentTypes['AdminLedgerReconciliation']> = {
  linesRefunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ordersTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reconciled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminLedgerTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLedgerTotals'] = ResolversParentTypes['AdminLedgerTotals']> = {
  charged?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdminMailPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMailPreview'] = ResolversParentTypes['AdminMailPreview']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminMailTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMailTemplate'] = ResolversParentTypes['AdminMailTemplate']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminMutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMutation'] = ResolversParentTypes['AdminMutation']> = {
  acceptReturn?: Resolver<ResolversTypes['AdminOrderLinePayload'], ParentType, ContextType, RequireFields<AdminMutationAcceptReturnArgs, 'id'>>;
  announceGroupDocument?: Resolver<ResolversTypes['AdminGroupDocumentUpload'], ParentType, ContextType, RequireFields<AdminMutationAnnounceGroupDocumentArgs, 'fileName' | 'groupId' | 'mimeType'>>;
  announceGroupImage?: Resolver<ResolversTypes['AdminGroupImageUpload'], ParentType, ContextType, RequireFields<AdminMutationAnnounceGroupImageArgs, 'groupId' | 'mimeType'>>;
  approveDocument?: Resolver<ResolversTypes['AdminDocumentPayload'], ParentType, ContextType, RequireFields<AdminMutationApproveDocumentArgs, 'id'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<AdminMutationChangeStaffRoleArgs, 'id' | 'role'>>;
  closeGroup?: Resolver<ResolversTypes['AdminGroupPayload'], ParentType, ContextType, RequireFields<AdminMutationCloseGroupArgs, 'id'>>;
  createGroup?: Resolver<ResolversTypes['AdminGroupPayload'], ParentType, ContextType, RequireFields<AdminMutationCreateGroupArgs, 'input'>>;
  declineReturn?: Resolver<ResolversTypes['AdminOrderLinePayload'], ParentType, ContextType, RequireFields<AdminMutationDeclineReturnArgs, 'id' | 'reason'>>;
  disableStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<AdminMutationDisableStaffArgs, 'id'>>;
  enableStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<AdminMutationEnableStaffArgs, 'id'>>;
  endCustomerSessions?: Resolver<ResolversTypes['AdminEndSessionsPayload'], ParentType, ContextType, RequireFields<AdminMutationEndCustomerSessionsArgs, 'id'>>;
  importGroups?: Resolver<ResolversTypes['AdminGroupImportPayload'], ParentType, ContextType, RequireFields<AdminMutationImportGroupsArgs, 'apply' | 'csv'>>;
  importTracking?: Resolver<ResolversTypes['AdminTrackingImportPayload'], ParentType, ContextType, RequireFields<AdminMutationImportTrackingArgs, 'apply' | 'csv'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvitePayload'], ParentType, ContextType, RequireFields<AdminMutationInviteStaffArgs, 'email' | 'role'>>;
  moveOrderLine?: Resolver<ResolversTypes['AdminOrderLinePayload'], ParentType, ContextType, RequireFields<AdminMutationMoveOrderLineArgs, 'id' | 'status'>>;
  moveOrderLines?: Resolver<ResolversTypes['AdminBulkMovePayload'], ParentType, ContextType, RequireFields<AdminMutationMoveOrderLinesArgs, 'ids' | 'status'>>;
  rejectDocument?: Resolver<ResolversTypes['AdminDocumentPayload'], ParentType, ContextType, RequireFields<AdminMutationRejectDocumentArgs, 'id' | 'reason'>>;
  removeGroupDocument?: Resolver<ResolversTypes['AdminGroupPayload'], ParentType, ContextType, RequireFields<AdminMutationRemoveGroupDocumentArgs, 'documentUrl' | 'groupId'>>;
  removeGroupImage?: Resolver<ResolversTypes['AdminGroupPayload'], ParentType, ContextType, RequireFields<AdminMutationRemoveGroupImageArgs, 'groupId' | 'imageUrl'>>;
  resetStaffTotp?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<AdminMutationResetStaffTotpArgs, 'id'>>;
  runSettlement?: Resolver<ResolversTypes['AdminSettlementPayload'], ParentType, ContextType, Partial<AdminMutationRunSettlementArgs>>;
  startSettlementRun?: Resolver<ResolversTypes['AdminSettlementRunPayload'], ParentType, ContextType, Partial<AdminMutationStartSettlementRunArgs>>;
  updateGroup?: Resolver<ResolversTypes['AdminGroupPayload'], ParentType, ContextType, RequireFields<AdminMutationUpdateGroupArgs, 'id' | 'input'>>;
  updateStaffSettings?: Resolver<ResolversTypes['StaffSettings'], ParentType, ContextType, RequireFields<AdminMutationUpdateStaffSettingsArgs, 'requireTotp'>>;
};

export type AdminOrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOrderLine'] = ResolversParentTypes['AdminOrderLine']> = {
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finalUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnDeclineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderLineStatus'], ParentType, ContextType>;
  trackingCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdminOrderLineConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOrderLineConnection'] = ResolversParentTypes['AdminOrderLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminOrderLineEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderLineEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOrderLineEdge'] = ResolversParentTypes['AdminOrderLineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminOrderLine'], ParentType, ContextType>;
};

export type AdminOrderLinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOrderLinePayload'] = ResolversParentTypes['AdminOrderLinePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderLine?: Resolver<ResolversTypes['AdminOrderLine'], ParentType, ContextType>;
};

export type AdminOrderLineSortResolvers = { NEWEST: 'newest', OLDEST: 'oldest' };

export type AdminOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOverview'] = ResolversParentTypes['AdminOverview']> = {
  averageOrder?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cancellationRefunds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AdminOverviewDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gmv?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grossSales?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  groupFill?: Resolver<ResolversTypes['AdminGroupFill'], ParentType, ContextType>;
  groupsClosingSoon?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  linesAwaitingSettlement?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  linesRefunded?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  netRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openGroups?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  pendingDocuments?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  pendingReturns?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  refundRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundsDue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundsMade?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnRefunds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  settlementLagSeconds?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  settlementRefunds?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  settlementTimes?: Resolver<ResolversTypes['AdminSettlementTimes'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topGroups?: Resolver<Array<ResolversTypes['AdminTopGroup']>, ParentType, ContextType>;
  unitsBookedToday?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type AdminOverviewDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOverviewDay'] = ResolversParentTypes['AdminOverviewDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netRevenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdminPriceLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminPriceLevel'] = ResolversParentTypes['AdminPriceLevel']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
};

export type AdminQueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminQuery'] = ResolversParentTypes['AdminQuery']> = {
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, Partial<AdminQueryAuditLogArgs>>;
  auditLogCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AdminQueryAuditLogCsvPathArgs>>;
  customer?: Resolver<ResolversTypes['AdminCustomer'], ParentType, ContextType, RequireFields<AdminQueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['AdminCustomerConnection'], ParentType, ContextType, RequireFields<AdminQueryCustomersArgs, 'sort'>>;
  customersCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<AdminQueryCustomersCsvPathArgs, 'sort'>>;
  deliveryArea?: Resolver<ResolversTypes['AdminDeliveryArea'], ParentType, ContextType, RequireFields<AdminQueryDeliveryAreaArgs, 'radiusMiles' | 'supplierZip'>>;
  disputes?: Resolver<ResolversTypes['AdminDisputeConnection'], ParentType, ContextType, Partial<AdminQueryDisputesArgs>>;
  documents?: Resolver<ResolversTypes['AdminDocumentConnection'], ParentType, ContextType, Partial<AdminQueryDocumentsArgs>>;
  group?: Resolver<ResolversTypes['AdminGroup'], ParentType, ContextType, RequireFields<AdminQueryGroupArgs, 'id'>>;
  groupLines?: Resolver<ResolversTypes['AdminGroupLineConnection'], ParentType, ContextType, RequireFields<AdminQueryGroupLinesArgs, 'groupId'>>;
  groups?: Resolver<ResolversTypes['AdminGroupConnection'], ParentType, ContextType, Partial<AdminQueryGroupsArgs>>;
  groupsCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AdminQueryGroupsCsvPathArgs>>;
  ledger?: Resolver<ResolversTypes['AdminLedgerConnection'], ParentType, ContextType, Partial<AdminQueryLedgerArgs>>;
  mailPreview?: Resolver<ResolversTypes['AdminMailPreview'], ParentType, ContextType, RequireFields<AdminQueryMailPreviewArgs, 'name'>>;
  mailTemplates?: Resolver<Array<ResolversTypes['AdminMailTemplate']>, ParentType, ContextType>;
  orderLines?: Resolver<ResolversTypes['AdminOrderLineConnection'], ParentType, ContextType, RequireFields<AdminQueryOrderLinesArgs, 'sort'>>;
  orderLinesCsvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<AdminQueryOrderLinesCsvPathArgs, 'sort'>>;
  overview?: Resolver<ResolversTypes['AdminOverview'], ParentType, ContextType, Partial<AdminQueryOverviewArgs>>;
  settlementRun?: Resolver<ResolversTypes['AdminSettlementRun'], ParentType, ContextType, RequireFields<AdminQuerySettlementRunArgs, 'id'>>;
  settlementRuns?: Resolver<ResolversTypes['AdminSettlementRunConnection'], ParentType, ContextType, Partial<AdminQuerySettlementRunsArgs>>;
  staff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffSettings?: Resolver<ResolversTypes['StaffSettings'], ParentType, ContextType>;
  stripeEvents?: Resolver<ResolversTypes['AdminStripeEventConnection'], ParentType, ContextType, Partial<AdminQueryStripeEventsArgs>>;
};

export type AdminSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSession'] = ResolversParentTypes['AdminSession']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminSettlementOperatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementOperator'] = ResolversParentTypes['AdminSettlementOperator']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminSettlementPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementPayload'] = ResolversParentTypes['AdminSettlementPayload']> = {
  groupsClosed?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  linesSettled?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdminSettlementRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementRun'] = ResolversParentTypes['AdminSettlementRun']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupsClosed?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  groupsSettled?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  groupsTotal?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linesSettled?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  linesTotal?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  operator?: Resolver<Maybe<ResolversTypes['AdminSettlementOperator']>, ParentType, ContextType>;
  ranAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedBy?: Resolver<ResolversTypes['SettlementStartedBy'], ParentType, ContextType>;
};

export type AdminSettlementRunConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementRunConnection'] = ResolversParentTypes['AdminSettlementRunConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminSettlementRunEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminSettlementRun']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSettlementRunEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementRunEdge'] = ResolversParentTypes['AdminSettlementRunEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminSettlementRun'], ParentType, ContextType>;
};

export type AdminSettlementRunPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementRunPayload'] = ResolversParentTypes['AdminSettlementRunPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  run?: Resolver<ResolversTypes['AdminSettlementRun'], ParentType, ContextType>;
};

export type AdminSettlementTimesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSettlementTimes'] = ResolversParentTypes['AdminSettlementTimes']> = {
  groups?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  maxSeconds?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  medianSeconds?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  p90Seconds?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type AdminStripeEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminStripeEvent'] = ResolversParentTypes['AdminStripeEvent']> = {
  attempts?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StripeEventStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminStripeEventConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminStripeEventConnection'] = ResolversParentTypes['AdminStripeEventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminStripeEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminStripeEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminStripeEventEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminStripeEventEdge'] = ResolversParentTypes['AdminStripeEventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminStripeEvent'], ParentType, ContextType>;
};

export type AdminTopGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminTopGroup'] = ResolversParentTypes['AdminTopGroup']> = {
  gmv?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type AdminTrackingImportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminTrackingImportPayload'] = ResolversParentTypes['AdminTrackingImportPayload']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  okCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminTrackingImportRow']>, ParentType, ContextType>;
};

export type AdminTrackingImportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminTrackingImportRow'] = ResolversParentTypes['AdminTrackingImportRow']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackingCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEntryEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
};

export type CardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardSetup'] = ResolversParentTypes['CardSetup']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setupIntentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardsPayload'] = ResolversParentTypes['CardsPayload']> = {
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  deletedCardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPlatformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalShipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  cartItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heldQuantity?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  heldRefundAtClose?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type CategoryFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryFacet'] = ResolversParentTypes['CategoryFacet']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CategoryRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phonecode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezones?: Resolver<Array<ResolversTypes['Timezone']>, ParentType, ContextType>;
};

export type CustomerDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerDocument'] = ResolversParentTypes['CustomerDocument']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerTypeResolvers = { BUSINESS: 'Business', INDIVIDUAL: 'Individual' };

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeliveryAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  category?: Resolver<ResolversTypes['CategoryRef'], ParentType, ContextType>;
  currentLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  deliversToYou?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['GroupDocument']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['PriceLevel']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['NextPriceLevel']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBooked?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupStatus'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['SupplierAddress'], ParentType, ContextType>;
  unitsLeft?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type GroupCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCard'] = ResolversParentTypes['GroupCard']> = {
  currentLevel?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['NextPriceLevel']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBooked?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupStatus'], ParentType, ContextType>;
};

export type GroupCardConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCardConnection'] = ResolversParentTypes['GroupCardConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupCardEdge']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['GroupFacets'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['GroupCard']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupCardEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCardEdge'] = ResolversParentTypes['GroupCardEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupCard'], ParentType, ContextType>;
};

export type GroupDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupDocument'] = ResolversParentTypes['GroupDocument']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupFacetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupFacets'] = ResolversParentTypes['GroupFacets']> = {
  categories?: Resolver<Array<ResolversTypes['CategoryFacet']>, ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['PriceRangeFacet']>, ParentType, ContextType>;
};

export type GroupStatusResolvers = { CLOSED: 'Closed', OPEN: 'Open' };

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  customer?: Resolver<ResolversTypes['InvoiceCustomer'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPlatformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalShipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InvoiceCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceCustomer'] = ResolversParentTypes['InvoiceCustomer']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  supplierAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierZipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type LedgerKindResolvers = { CHARGE: 'charge', REFUND: 'refund' };

export type LedgerReasonResolvers = { CANCELLATION: 'cancellation', ORDER: 'order', RETURN: 'return', SETTLEMENT: 'settlement' };

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptStaffInvite?: Resolver<ResolversTypes['AcceptStaffInvitePayload'], ParentType, ContextType, RequireFields<MutationAcceptStaffInviteArgs, 'firstName' | 'lastName' | 'password' | 'token'>>;
  addCard?: Resolver<ResolversTypes['CardsPayload'], ParentType, ContextType, RequireFields<MutationAddCardArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'groupId' | 'quantity'>>;
  admin?: Resolver<ResolversTypes['AdminMutation'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  completeCardSetup?: Resolver<ResolversTypes['CardsPayload'], ParentType, ContextType, RequireFields<MutationCompleteCardSetupArgs, 'input'>>;
  completeOrderPayment?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationCompleteOrderPaymentArgs, 'orderId'>>;
  createShippingAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationCreateShippingAddressArgs, 'input'>>;
  deleteCard?: Resolver<ResolversTypes['CardsPayload'], ParentType, ContextType, RequireFields<MutationDeleteCardArgs, 'id'>>;
  enableTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEnableTotpArgs, 'code'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  removeCartLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'cartItemId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestReturn?: Resolver<ResolversTypes['ReturnPayload'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmPassword' | 'newPassword' | 'token'>>;
  setDefaultCard?: Resolver<ResolversTypes['CardsPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultCardArgs, 'id'>>;
  setUpTotp?: Resolver<ResolversTypes['TotpSetup'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startCardSetup?: Resolver<ResolversTypes['CardSetup'], ParentType, ContextType>;
  unsubscribeLevelMail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeLevelMailArgs, 'customerId' | 'token'>>;
  updateAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input'>>;
  updateCartLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'cartItemId' | 'groupId' | 'quantity'>>;
  updateProfile?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type NextPriceLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NextPriceLevel'] = ResolversParentTypes['NextPriceLevel']> = {
  quantityLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitsNeeded?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
};

export interface NonNegativeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonNegativeInt'], any> {
  name: 'NonNegativeInt';
}

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  deliveryAddress?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  finalUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  rawStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundIfClosedNow?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnDeclineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderLineStatus']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  todayUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trackingCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderLineConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLineConnection'] = ResolversParentTypes['OrderLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderLineEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderLineEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLineEdge'] = ResolversParentTypes['OrderLineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrderLine'], ParentType, ContextType>;
};

export type OrderLineStatusResolvers = { CANCELLED: 'cancelled', COMPLETED: 'completed', IN_PROGRESS: 'in_progress', REFUNDED: 'refunded', RETURN_ACCEPTED: 'return_accepted', RETURN_DECLINED: 'return_declined', RETURN_IN_PROGRESS: 'return_in_progress', RETURN_REQUESTED: 'return_requested', SHIPPING: 'shipping' };

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentAuthenticationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentAuthentication'] = ResolversParentTypes['PaymentAuthentication']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PaymentProviderResolvers = { SANDBOX: 'sandbox', STRIPE: 'stripe' };

export type PaymentSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentSettings'] = ResolversParentTypes['PaymentSettings']> = {
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentAuthentication?: Resolver<Maybe<ResolversTypes['PaymentAuthentication']>, ParentType, ContextType>;
};

export interface PositiveIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveInt'], any> {
  name: 'PositiveInt';
}

export interface PostalCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PostalCode'], any> {
  name: 'PostalCode';
}

export type PriceLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceLevel'] = ResolversParentTypes['PriceLevel']> = {
  fromQuantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  quantityLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PriceRangeFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet']> = {
  count?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  expirationMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isTaxExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherDocuments?: Resolver<Array<ResolversTypes['CustomerDocument']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxDocuments?: Resolver<Array<ResolversTypes['CustomerDocument']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfilePayload'] = ResolversParentTypes['ProfilePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  uploads?: Resolver<Array<ResolversTypes['UploadTarget']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  admin?: Resolver<ResolversTypes['AdminQuery'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, Partial<QueryCartArgs>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'countryCode' | 'stateCode'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupNameSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGroupNameSuggestionsArgs, 'text'>>;
  groups?: Resolver<ResolversTypes['GroupCardConnection'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'filter'>>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'orderId'>>;
  orderLines?: Resolver<ResolversTypes['OrderLineConnection'], ParentType, ContextType, Partial<QueryOrderLinesArgs>>;
  paymentSettings?: Resolver<ResolversTypes['PaymentSettings'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  resetLinkValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryResetLinkValidArgs, 'token'>>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  staffInvite?: Resolver<ResolversTypes['StaffInviteCheck'], ParentType, ContextType, RequireFields<QueryStaffInviteArgs, 'token'>>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryCode'>>;
};

export type RefundStateResolvers = { ACCEPTED: 'accepted', CANCELED: 'canceled', FAILED: 'failed', PENDING: 'pending', REQUIRES_ACTION: 'requires_action', RETRYING: 'retrying', SUCCEEDED: 'succeeded' };

export type ReturnPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnPayload'] = ResolversParentTypes['ReturnPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReturnReasonResolvers = { CHANGED_MIND: 'changed_mind', DAMAGED: 'damaged', DEFECTIVE: 'defective', DUPLICATE_ORDER: 'duplicate_order', EXPIRED: 'expired', MISSING_PARTS: 'missing_parts', NOT_AS_DESCRIBED: 'not_as_described', OTHER: 'other', QUALITY_ISSUE: 'quality_issue', SIZE_ISSUE: 'size_issue', WRONG_ITEM: 'wrong_item' };

export type SessionEndedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionEnded'] = ResolversParentTypes['SessionEnded']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['StaffPermission']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffRole?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totpSetupRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SettlementStartedByResolvers = { CLI: 'cli', JOB: 'job', OPERATOR: 'operator' };

export type SignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = {
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploads?: Resolver<Array<ResolversTypes['UploadTarget']>, ParentType, ContextType>;
};

export type StaffInviteCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInviteCheck'] = ResolversParentTypes['StaffInviteCheck']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffInvitePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInvitePayload'] = ResolversParentTypes['StaffInvitePayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  inviteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StaffStatus'], ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffPermissionResolvers = { AUDIT_READ: 'audit.read', CUSTOMERS_READ: 'customers.read', CUSTOMERS_SESSIONS: 'customers.sessions', DOCUMENTS_REVIEW: 'documents.review', GROUPS_READ: 'groups.read', GROUPS_WRITE: 'groups.write', LEDGER_READ: 'ledger.read', ORDERS_FULFIL: 'orders.fulfil', ORDERS_READ: 'orders.read', OVERVIEW_READ: 'overview.read', PAYMENTS_READ: 'payments.read', REFUNDS_ISSUE: 'refunds.issue', RETURNS_DECIDE: 'returns.decide', SETTLEMENT_RUN: 'settlement.run', STAFF_MANAGE: 'staff.manage' };

export type StaffRoleResolvers = { CATALOGUE: 'catalogue', FINANCE: 'finance', FULFILMENT: 'fulfilment', OWNER: 'owner', SUPPORT: 'support' };

export type StaffSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSettings'] = ResolversParentTypes['StaffSettings']> = {
  requireTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffStatusResolvers = { ACTIVE: 'active', DISABLED: 'disabled', INVITED: 'invited' };

export type StateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StripeEventStatusResolvers = { PROCESSED: 'processed', QUEUED: 'queued', RETRYING: 'retrying', WAITING: 'waiting' };

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  groupChanged?: SubscriptionResolver<ResolversTypes['Group'], "groupChanged", ParentType, ContextType, RequireFields<SubscriptionGroupChangedArgs, 'ids'>>;
  sessionEnded?: SubscriptionResolver<ResolversTypes['SessionEnded'], "sessionEnded", ParentType, ContextType>;
};

export type SupplierAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierAddress'] = ResolversParentTypes['SupplierAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimezoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Timezone'] = ResolversParentTypes['Timezone']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gmtOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gmtOffsetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tzName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TotpSetup'] = ResolversParentTypes['TotpSetup']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadTarget'] = ResolversParentTypes['UploadTarget']> = {
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UploadKind'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptStaffInvitePayload?: AcceptStaffInvitePayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressPayload?: AddressPayloadResolvers<ContextType>;
  AddressType?: AddressTypeResolvers;
  AdminBulkMovePayload?: AdminBulkMovePayloadResolvers<ContextType>;
  AdminBulkMoveResult?: AdminBulkMoveResultResolvers<ContextType>;
  AdminCustomer?: AdminCustomerResolvers<ContextType>;
  AdminCustomerAddress?: AdminCustomerAddressResolvers<ContextType>;
  AdminCustomerConnection?: AdminCustomerConnectionResolvers<ContextType>;
  AdminCustomerEdge?: AdminCustomerEdgeResolvers<ContextType>;
  AdminCustomerSort?: AdminCustomerSortResolvers;
  AdminCustomerSummary?: AdminCustomerSummaryResolvers<ContextType>;
  AdminDeliveryArea?: AdminDeliveryAreaResolvers<ContextType>;
  AdminDispute?: AdminDisputeResolvers<ContextType>;
  AdminDisputeConnection?: AdminDisputeConnectionResolvers<ContextType>;
  AdminDisputeEdge?: AdminDisputeEdgeResolvers<ContextType>;
  AdminDocument?: AdminDocumentResolvers<ContextType>;
  AdminDocumentConnection?: AdminDocumentConnectionResolvers<ContextType>;
  AdminDocumentEdge?: AdminDocumentEdgeResolvers<ContextType>;
  AdminDocumentPayload?: AdminDocumentPayloadResolvers<ContextType>;
  AdminEndSessionsPayload?: AdminEndSessionsPayloadResolvers<ContextType>;
  AdminFillLevel?: AdminFillLevelResolvers<ContextType>;
  AdminGroup?: AdminGroupResolvers<ContextType>;
  AdminGroupConnection?: AdminGroupConnectionResolvers<ContextType>;
  AdminGroupDocumentUpload?: AdminGroupDocumentUploadResolvers<ContextType>;
  AdminGroupEdge?: AdminGroupEdgeResolvers<ContextType>;
  AdminGroupFill?: AdminGroupFillResolvers<ContextType>;
  AdminGroupImageUpload?: AdminGroupImageUploadResolvers<ContextType>;
  AdminGroupImportPayload?: AdminGroupImportPayloadResolvers<ContextType>;
  AdminGroupImportRow?: AdminGroupImportRowResolvers<ContextType>;
  AdminGroupLine?: AdminGroupLineResolvers<ContextType>;
  AdminGroupLineConnection?: AdminGroupLineConnectionResolvers<ContextType>;
  AdminGroupLineEdge?: AdminGroupLineEdgeResolvers<ContextType>;
  AdminGroupPayload?: AdminGroupPayloadResolvers<ContextType>;
  AdminLedgerConnection?: AdminLedgerConnectionResolvers<ContextType>;
  AdminLedgerEdge?: AdminLedgerEdgeResolvers<ContextType>;
  AdminLedgerEntry?: AdminLedgerEntryResolvers<ContextType>;
  AdminLedgerReconciliation?: AdminLedgerReconciliationResolvers<ContextType>;
  AdminLedgerTotals?: AdminLedgerTotalsResolvers<ContextType>;
  AdminMailPreview?: AdminMailPreviewResolvers<ContextType>;
  AdminMailTemplate?: AdminMailTemplateResolvers<ContextType>;
  AdminMutation?: AdminMutationResolvers<ContextType>;
  AdminOrderLine?: AdminOrderLineResolvers<ContextType>;
  AdminOrderLineConnection?: AdminOrderLineConnectionResolvers<ContextType>;
  AdminOrderLineEdge?: AdminOrderLineEdgeResolvers<ContextType>;
  AdminOrderLinePayload?: AdminOrderLinePayloadResolvers<ContextType>;
  AdminOrderLineSort?: AdminOrderLineSortResolvers;
  AdminOverview?: AdminOverviewResolvers<ContextType>;
  AdminOverviewDay?: AdminOverviewDayResolvers<ContextType>;
  AdminPriceLevel?: AdminPriceLevelResolvers<ContextType>;
  AdminQuery?: AdminQueryResolvers<ContextType>;
  AdminSession?: AdminSessionResolvers<ContextType>;
  AdminSettlementOperator?: AdminSettlementOperatorResolvers<ContextType>;
  AdminSettlementPayload?: AdminSettlementPayloadResolvers<ContextType>;
  AdminSettlementRun?: AdminSettlementRunResolvers<ContextType>;
  AdminSettlementRunConnection?: AdminSettlementRunConnectionResolvers<ContextType>;
  AdminSettlementRunEdge?: AdminSettlementRunEdgeResolvers<ContextType>;
  AdminSettlementRunPayload?: AdminSettlementRunPayloadResolvers<ContextType>;
  AdminSettlementTimes?: AdminSettlementTimesResolvers<ContextType>;
  AdminStripeEvent?: AdminStripeEventResolvers<ContextType>;
  AdminStripeEventConnection?: AdminStripeEventConnectionResolvers<ContextType>;
  AdminStripeEventEdge?: AdminStripeEventEdgeResolvers<ContextType>;
  AdminTopGroup?: AdminTopGroupResolvers<ContextType>;
  AdminTrackingImportPayload?: AdminTrackingImportPayloadResolvers<ContextType>;
  AdminTrackingImportRow?: AdminTrackingImportRowResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardSetup?: CardSetupResolvers<ContextType>;
  CardsPayload?: CardsPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryFacet?: CategoryFacetResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CustomerDocument?: CustomerDocumentResolvers<ContextType>;
  CustomerType?: CustomerTypeResolvers;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  GroupCard?: GroupCardResolvers<ContextType>;
  GroupCardConnection?: GroupCardConnectionResolvers<ContextType>;
  GroupCardEdge?: GroupCardEdgeResolvers<ContextType>;
  GroupDocument?: GroupDocumentResolvers<ContextType>;
  GroupFacets?: GroupFacetsResolvers<ContextType>;
  GroupStatus?: GroupStatusResolvers;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceCustomer?: InvoiceCustomerResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  LedgerKind?: LedgerKindResolvers;
  LedgerReason?: LedgerReasonResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextPriceLevel?: NextPriceLevelResolvers<ContextType>;
  NonNegativeInt?: GraphQLScalarType;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineConnection?: OrderLineConnectionResolvers<ContextType>;
  OrderLineEdge?: OrderLineEdgeResolvers<ContextType>;
  OrderLineStatus?: OrderLineStatusResolvers;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentAuthentication?: PaymentAuthenticationResolvers<ContextType>;
  PaymentProvider?: PaymentProviderResolvers;
  PaymentSettings?: PaymentSettingsResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PositiveInt?: GraphQLScalarType;
  PostalCode?: GraphQLScalarType;
  PriceLevel?: PriceLevelResolvers<ContextType>;
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfilePayload?: ProfilePayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundState?: RefundStateResolvers;
  ReturnPayload?: ReturnPayloadResolvers<ContextType>;
  ReturnReason?: ReturnReasonResolvers;
  SessionEnded?: SessionEndedResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  SettlementStartedBy?: SettlementStartedByResolvers;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  StaffInviteCheck?: StaffInviteCheckResolvers<ContextType>;
  StaffInvitePayload?: StaffInvitePayloadResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffPermission?: StaffPermissionResolvers;
  StaffRole?: StaffRoleResolvers;
  StaffSettings?: StaffSettingsResolvers<ContextType>;
  StaffStatus?: StaffStatusResolvers;
  State?: StateResolvers<ContextType>;
  StripeEventStatus?: StripeEventStatusResolvers;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupplierAddress?: SupplierAddressResolvers<ContextType>;
  Timezone?: TimezoneResolvers<ContextType>;
  TotpSetup?: TotpSetupResolvers<ContextType>;
  UploadTarget?: UploadTargetResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
