import { CONNECTION_DEFAULT_SIZES } from '../schema/connection-sizes';
import { cursorWindow, type ConnectionArgs } from './connection';

/** The console's lists, each an `AdminQuery` connection field. */
export type AdminList =
  | 'documents'
  | 'orderLines'
  | 'groups'
  | 'groupLines'
  | 'customers'
  | 'settlementRuns'
  | 'ledger'
  | 'stripeEvents'
  | 'disputes'
  | 'auditLog';

/**
 * An admin connection's arguments as the query of its REST list: `page_size` (the list's
 * default when no size is asked: schema/connection-sizes.ts, the console's page of 20) and
 * the cursor. `page` stays 1, the API's own default, the only value it takes beside a
 * cursor. Bad arguments are BAD_USER_INPUT naming them (connection.ts), before any
 * upstream call.
 */
export function adminCursorQuery(
  list: AdminList,
  args: ConnectionArgs,
): { page: number; page_size: number; after?: string; before?: string } {
  const { size, after, before } = cursorWindow(args, CONNECTION_DEFAULT_SIZES[`AdminQuery.${list}`]!);
  return { page: 1, page_size: size, after, before };
}
