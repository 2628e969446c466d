import type { Kysely } from 'kysely';

// The addresses each account has signed in from (modules/auth/login-throttle.ts): the
// account-wide ceiling on failed logins, there against guessing spread over many
// addresses, does not apply from an address the owner has signed in from recently, so
// nobody elsewhere can lock the owner out (docs/decisions.md "Login throttling per account
// and address"). One row per account and address, its last successful login.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_addresses')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_addresses_pk', ['customer_id', 'ip'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
