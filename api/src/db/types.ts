import type { Generated, Insertable, Selectable } from 'kysely';

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
  categories: CategoriesTable;
  groups: GroupsTable;
  group_levels: GroupLevelsTable;
  group_images: GroupImagesTable;
  group_documents: GroupDocumentsTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Address = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type Category = Selectable<CategoriesTable>;
export type Group = Selectable<GroupsTable>;
export type NewGroup = Insertable<GroupsTable>;
