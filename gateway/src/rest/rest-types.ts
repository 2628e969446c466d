// The REST API's answer shapes (docs/rest-api.md), as the gateway receives them.
// Resolvers map these snake_case shapes to the GraphQL types (codegen mappers).

export interface RestEnvelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface RestCategory {
  category_id: number;
  category_name: string;
  sub_category: RestCategory[];
}

export interface RestGroupSummary {
  id: number;
  product_name: string;
  price: number;
  discounted_price: number;
  status: 'Open' | 'Closed';
  end_date: string;
  quantity_booked: number;
  category_id: number;
}

export interface RestGroupListItem {
  path: string | null;
  group: RestGroupSummary;
}

export interface RestSessionUser {
  customer_id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  company_name: string | null;
  title: string | null;
  phone_number: string;
  customer_type: 'Individual' | 'Business';
  zip_code: string | null;
}

export interface RestLoginData {
  token: string;
  zip_code: string | null;
  role: string;
  user: RestSessionUser;
}

/** GET user/session: the session behind a token. */
export interface RestSessionData {
  zip_code: string | null;
  role: string;
  expires_at: string;
  user: RestSessionUser;
}

/** Login data plus the envelope's message, which the LoginPayload exposes. */
export interface RestLoginAnswer extends RestLoginData {
  message: string;
}

export interface RestPriceLevel {
  quantity_level: number;
  discounted_price: number;
}

export interface RestGroupDocument {
  path: string;
  file_name: string;
}

export interface RestSupplier {
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RestCategoryRef {
  category_id: number;
  category_name: string;
}

export interface RestNextLevel extends RestPriceLevel {
  units_needed: number;
}

/** GET group/{id} and each item of POST group/batch. */
export interface RestGroupDetail {
  id: number;
  product_name: string;
  description: string;
  price: number;
  discounted_price: number;
  category: RestCategoryRef;
  end_date: string;
  quantity_booked: number;
  max_quantity: number;
  units_left: number;
  status: 'Open' | 'Closed';
  productImage: { imageUrl: string }[];
  documentUrl: RestGroupDocument[];
  document_file: string | null;
  levels: RestPriceLevel[];
  current_level: number;
  next_level: RestNextLevel | null;
  supplier: RestSupplier;
}

/** A price row with the first quantity it covers, derived from the previous level. */
export interface PriceLevelRow extends RestPriceLevel {
  from_quantity: number;
}

export interface RestProductSuggestion {
  name: string;
}

export interface RestCartLine {
  cart_item_id: number;
  qty: number;
  price: number;
  shipping: number;
  tax_price: number;
  platform_fee: number;
  group: { id: number; name: string; product_image: string | null };
}

export interface RestCart {
  line_item_list: RestCartLine[];
  total: number;
  total_tax: number;
  total_shipping: number;
  total_platform_fee: number;
  grand_total: number;
}

/** A cart as the gateway answers it: the REST cart plus the address it is priced for. */
export interface PricedCart extends RestCart {
  /** 'default' (billing address) or `address-<id>`. */
  key: string;
}

export interface PricedCartLine extends RestCartLine {
  cartKey: string;
}

export interface RestCard {
  id: number;
  card_holder_name: string;
  card_number: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  default_card: boolean;
}

export interface RestPlacedOrder {
  order_id: number;
  grand_total: number;
}

export interface RestOrderLine {
  order_id: number;
  order_line_id: number;
  price: number;
  quantity: number;
  tax_price: number;
  shipping: number;
  platform_fee: number;
  /** 'NULL' when no invoice exists (the spec's convention). */
  invoice_id: string;
  invoice_url: string | null;
  /** Set once the group settled. */
  final_price?: number | null;
  refunded_amount?: number;
  group: RestOrderLineGroup;
}

/** The order line's group, status, tracking and delivery address. */
export interface RestOrderLineGroup {
  group_id: number;
  product_name: string;
  product_image: string | null;
  status: string;
  tracking_company_name: string | null;
  tracking_number: string | null;
  date_created: string;
  street: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  order_line_id: number;
}

// Accounts: sign-up, profile, documents, addresses.

/** One announced document's signed upload URL (sign-up and profile update answers). */
export interface RestUploadUrl {
  doc_id: number;
  file_name: string;
  uploadURL: string;
}

/** An upload URL with the kind of document it belongs to (the API keeps them in two lists). */
export interface UploadTargetRow extends RestUploadUrl {
  kind: 'TAX' | 'OTHER';
}

/** POST customer_signup's data plus the envelope's message. */
export interface RestSignUpAnswer {
  message: string;
  customer_id: number;
  tax_doc_uploadUrls: RestUploadUrl[];
  other_docs_uploadUrls: RestUploadUrl[];
}

export interface RestAddress {
  address_id: number;
  id: number;
  address_type: 'BILLING_ADDRESS' | 'SHIPPING_ADDRESS';
  title: string;
  company_name: string;
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

export interface RestCustomerDocument {
  doc_id: number;
  doc_filename: string;
  mime_type: string;
  docUrl: string | null;
  is_verified: boolean;
  is_rejected: boolean;
  reason: string | null;
  expires_at: string | null;
}

/** GET customer/profile/{id}: the customer with the billing address's fields flattened in. */
export interface RestProfile {
  id: number;
  address_id: number | null;
  title: string;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  customer_type: 'Individual' | 'Business';
  is_tax_exempt: boolean;
  expiration_message: string | null;
  tax_exempt_doc: RestCustomerDocument[];
  other_docs: RestCustomerDocument[];
  addressInfo: RestAddress[];
}

/** PUT customer's data. */
export interface RestProfileUpdateData {
  taxDoc_uploadUrls: RestUploadUrl[];
  other_docs_uploadUrls: RestUploadUrl[];
  user: RestSessionUser;
}

/** What ProfilePayload resolves from: the update's answer and the profile read after it. */
export interface ProfileUpdateResult {
  message: string;
  profile: RestProfile;
  session: RestSessionUser;
  uploads: UploadTargetRow[];
}

/** POST/PUT address's data plus the envelope's message. */
export interface RestAddressAnswer {
  message: string;
  address: RestAddress;
}

export interface RestInvoiceLine {
  quantity: number;
  price: number;
  tax_price: number;
  shipping: number;
  total: number;
  group: { address: string; zip_code: string; product_image: string | null; product_name: string };
}

export interface RestInvoiceCustomer {
  name: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RestInvoice {
  order_id: number;
  invoice_number: string;
  issued_at: string;
  order_list: RestInvoiceLine[];
  total: number;
  total_tax: number;
  total_shipping: number;
  grand_total: number;
  customer: RestInvoiceCustomer;
}
