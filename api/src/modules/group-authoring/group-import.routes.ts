import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { IMPORT_BODY_LIMIT_BYTES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, importBody } from '../../lib/csv-import';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import { GROUP_COLUMNS, importGroups } from './group-import';
import { groupImportSchema } from './group-import-view';

/** The groups CSV import (registered on an admin `requireSignIn` scope). */
export function registerGroupImportRoutes(app: RouteScope, db: Kysely<Database>): void {
  app.post(
    '/api/admin/groups/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminImportGroups',
        tags: ['admin'],
        summary: 'Creates groups from a CSV file, all or nothing; `apply: false` is a dry run that writes nothing',
        description:
          `Columns (header row, any order): ${GROUP_COLUMNS.join(', ')}. Each is the create route's field of that name, ` +
          'except `category` (a category name as the console lists it, or its id) and `levels` (quantity:price pairs ' +
          "separated by semicolons, e.g. `50:44.99;150:39.99`). Every row is checked by the create route's rules and " +
          "answered with its first problem in create's words.\n\n" +
          'A row repeating a group still open (the same `product_name`, `supplier_zip` and `end_date`) or an earlier row ' +
          'is a bad row, so a file applied twice creates its groups once.\n\n' +
          '`apply: false` answers every row and writes nothing. `apply: true` writes every group (levels and audit ' +
          'rows with them) in one transaction, or, when any row is bad, nothing: 400 `Nothing imported: row 3: price ' +
          "must be ...` with every row's result as `data`.\n\n" +
          `Refused whole (400, nothing read): no header, an unknown or missing column, no rows, more than ${MAX_IMPORT_ROWS} ` +
          `rows, a file that cannot be parsed; 413 over ${MAX_IMPORT_BYTES} bytes.`,
        body: importBody,
        response: answers(groupImportSchema, [400, 401, 403, 413]),
      },
    },
    async (request) => {
      const { message, report } = await importGroups(db, request.body.csv, request.body.apply, actorOf(request));
      return ok(message, report);
    },
  );
}
