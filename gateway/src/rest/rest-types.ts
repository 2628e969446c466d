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
