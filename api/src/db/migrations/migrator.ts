import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DbHandle } from '../kysely';
import * as m001 from './001_initial';
import * as m002 from './002_accounts';
import * as m003 from './003_commerce';
import * as m004 from './004_order_lifecycle';
import * as m005 from './005_stock_release';
import * as m006 from './006_charges_to_return';
import * as m007 from './007_rate_limits';
import * as m008 from './008_mail_outbox';
import * as m009 from './009_return_decline_reason';
import * as m010 from './010_settlement_runs';
import * as m011 from './011_level_mail';
import * as m012 from './012_group_change_triggers';
import * as m013 from './013_group_media_unique';
import * as m014 from './014_group_parts_announced';
import * as m015 from './015_session_end_triggers';
import * as m016 from './016_login_addresses';
import * as m017 from './017_stripe_customers';
import * as m018 from './018_settlement_run_operator';
import * as m019 from './019_payment_holds';
import * as m020 from './020_stripe_webhooks';
import * as m021 from './021_order_wallets';
import * as m022 from './022_group_search';
import * as m023 from './023_listing_area_cells';
import * as m024 from './024_staff_and_audit';
import * as m025 from './025_mail_templates';
import * as m026 from './026_settlement_run_progress';

// A static list instead of a folder scan: works the same under tsx, jest and a bundle,
// and a migration cannot be picked up (or missed) by accident.
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_accounts': m002,
  '003_commerce': m003,
  '004_order_lifecycle': m004,
  '005_stock_release': m005,
  '006_charges_to_return': m006,
  '007_rate_limits': m007,
  '008_mail_outbox': m008,
  '009_return_decline_reason': m009,
  '010_settlement_runs': m010,
  '011_level_mail': m011,
  '012_group_change_triggers': m012,
  '013_group_media_unique': m013,
  '014_group_parts_announced': m014,
  '015_session_end_triggers': m015,
  '016_login_addresses': m016,
  '017_stripe_customers': m017,
  '018_settlement_run_operator': m018,
  '019_payment_holds': m019,
  '020_stripe_webhooks': m020,
  '021_order_wallets': m021,
  '022_group_search': m022,
  '023_listing_area_cells': m023,
  '024_staff_and_audit': m024,
  '025_mail_templates': m025,
  '026_settlement_run_progress': m026,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

function migratorFor(handle: DbHandle): Migrator {
  return new Migrator({
    db: handle.db,
    provider,
    // Kysely looks for its bookkeeping table in every schema unless told which one;
    // name ours so several schemas (tests) on one PostgreSQL server do not mix.
    migrationTableSchema: handle.pgSchema,
  });
}

/** The migrations not applied to this database yet, oldest first. */
export async function pendingMigrations(handle: DbHandle): Promise<string[]> {
  const all = await migratorFor(handle).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Every migration's name, oldest first. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

/** Brings the schema up to and including `name` (a test of one migration's changes to existing rows). */
export async function migrateTo(handle: DbHandle, name: string): Promise<void> {
  const { error } = await migratorFor(handle).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
}

/** Brings the schema to the latest version; throws (with the cause) if a migration fails. */
export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const migrator = migratorFor(handle);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
