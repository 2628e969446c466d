import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// The foundation: accounts, sessions, login throttling, the catalogue (categories,
// groups, levels, images, documents). Timestamps are ISO-8601 UTC text on both
// databases; 'double precision' is REAL on SQLite and float8 on PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('customers'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('customer_type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('title', 'text')
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('is_tax_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Lower-case only, so the unique constraint also rejects case variants of an e-mail.
    .addCheckConstraint('customers_email_lower', sql`email = lower(email)`)
    .addCheckConstraint('customers_role', sql`role in ('customer', 'admin')`)
    .addCheckConstraint('customers_type', sql`customer_type in ('Individual', 'Business')`)
    .addCheckConstraint('customers_tax_exempt', sql`is_tax_exempt in (0, 1)`)
    .execute();

  await withId(db, db.schema.createTable('addresses'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('company_name', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addCheckConstraint('addresses_type', sql`address_type in ('BILLING_ADDRESS', 'SHIPPING_ADDRESS')`)
    .execute();
  await db.schema
    .createIndex('addresses_customer_idx')
    .on('addresses')
    .columns(['customer_id', 'address_type'])
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_customer_idx').on('sessions').column('customer_id').execute();

  // Failed logins only; counted per e-mail and per IP over a sliding window.
  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await withId(db, db.schema.createTable('groups'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('current_price_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    .addColumn('quantity_booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
    .addColumn('supplier_zip', 'text', (c) => c.notNull())
    .addColumn('supplier_street', 'text', (c) => c.notNull())
    .addColumn('supplier_city', 'text', (c) => c.notNull())
    .addColumn('supplier_state', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('radius_miles', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('groups_status', sql`status in ('Open', 'Closed')`)
    .addCheckConstraint('groups_prices', sql`price_cents >= 0 and current_price_cents >= 0`)
    .addCheckConstraint('groups_shipping_whole_dollars', sql`shipping_cents >= 0 and shipping_cents % 100 = 0`)
    // The last line of defence against overselling, whatever the code above it does.
    .addCheckConstraint('groups_booked', sql`quantity_booked >= 0 and quantity_booked <= max_quantity`)
    // The listing's bounding box is sized by this maximum (catalog/area.ts MAX_RADIUS_MILES).
    .addCheckConstraint('groups_radius', sql`radius_miles > 0 and radius_miles <= 100`)
    .execute();
  // The listing's one index: equality on status, then the latitude range of the
  // bounding box; the other filters' columns ride along so every condition but the
  // name is decided inside the index and only matching rows are read. Separate indexes
  // on price or category would tempt SQLite's planner (no statistics) into scanning
  // thousands of far-away groups: measured p95 went from 42 ms to a few ms at 100k groups.
  await db.schema
    .createIndex('groups_listing_idx')
    .on('groups')
    .columns(['status', 'latitude', 'longitude', 'end_date', 'current_price_cents', 'category_id', 'radius_miles'])
    .execute();

  await withId(db, db.schema.createTable('group_levels'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('quantity_level', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('group_levels_group_quantity', ['group_id', 'quantity_level'])
    .addCheckConstraint('group_levels_values', sql`quantity_level > 0 and price_cents >= 0`)
    .execute();

  await withId(db, db.schema.createTable('group_images'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('group_images_group_idx')
    .on('group_images')
    .columns(['group_id', 'sort_order'])
    .execute();

  await withId(db, db.schema.createTable('group_documents'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_documents_group_idx').on('group_documents').column('group_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'group_documents',
    'group_images',
    'group_levels',
    'groups',
    'categories',
    'login_attempts',
    'sessions',
    'addresses',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
