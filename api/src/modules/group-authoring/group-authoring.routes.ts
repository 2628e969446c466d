import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { csvHeaders } from '../../lib/csv-export';
import { answers, csvAnswers, ok } from '../../lib/envelope';
import { numberField, zipCodeField } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import { customerIdOf } from '../auth/sign-in-scope';
import { MAX_RADIUS_MILES, zipsServed } from '../catalog/area';
import { adminGroupPageSchema, adminGroupSchema, areaSchema, imageLinkSchema } from './admin-group-view';
import { closeGroup, createGroup, listGroups, loadAdminGroup, updateGroup } from './group-authoring.service';
import { registerGroupDocumentRoutes } from './group-documents.routes';
import { registerGroupImportRoutes } from './group-import.routes';
import {
  IMAGE_TYPES,
  announceImageBody,
  newImageKey,
  removeImage,
  removeImageBody,
  requireGroup,
  signedImageKey,
} from './group-images';
import { createGroupBody, groupCsvQuery, groupIdParams, groupPageQuery, updateGroupBody } from './group-input';
import { GROUP_CSV_COLUMNS, groupsCsv } from './groups-csv';
import { UPLOAD_LINK_TTL_SECONDS, type GroupLinkSigning } from './group-upload-links';

const areaQuery = z.object({
  zip: zipCodeField('zip'),
  radius_miles: numberField(
    `radius_miles must be a number above 0 and at most ${MAX_RADIUS_MILES}`,
    0,
    MAX_RADIUS_MILES,
  ).refine((miles) => miles > 0, `radius_miles must be a number above 0 and at most ${MAX_RADIUS_MILES}`),
});

const tags = ['admin'];
const LEVEL_RULES =
  'Levels: 1 to 20 rows, quantities strictly rising up to max_quantity, prices below the list price and never ' +
  'rising. The supplier ZIP and delivery radius decide where the group is listed.';

/** Groups for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminGroupRoutes(app: RouteScope, db: Kysely<Database>, images: GroupLinkSigning): void {
  app.get(
    '/api/admin/groups',
    {
      config: { permission: 'groups.read' },
      schema: {
        operationId: 'adminListGroups',
        description:
          'Every group whatever its status or area, newest first; `status` (by the open rule), `category_id` (a parent includes its subcategories) and `search` (part of the product name, or a group id) narrow it.\n\n' +
          '`PUT admin/groups/{id}` on a closed group (by the open rule: status, end date, sold out) answers 409 `This group is closed; <fields> can no longer change` for `price`, `levels`, `max_quantity` or `end_date`; texts and pictures may still change.',
        tags,
        summary: 'Every group whatever its status or area, newest first, filtered, a page at a time',
        querystring: groupPageQuery,
        response: answers(adminGroupPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Groups fetched', await listGroups(db, request.query)),
  );

  app.get(
    '/api/admin/groups.csv',
    {
      config: { permission: 'groups.read' },
      schema: {
        operationId: 'adminExportGroupsCsv',
        tags,
        summary: 'Every group of the filter as CSV, newest first, with its fill and price levels, streamed',
        description:
          `Columns: ${GROUP_CSV_COLUMNS.join(', ')}. The same filters as \`admin/groups\`, without paging. ` +
          '`status` by the open rule; `fill_percent` is booked of max units; `current_price` in dollars; `levels` ' +
          'each row from the first unit it prices ("1+: $100.00; 11+: $90.00"); `level_reached` the 1-based row the ' +
          'booked units reached (0 without levels).',
        querystring: groupCsvQuery,
        response: csvAnswers([400, 401, 403]),
      },
    },
    async (request, reply) => reply.headers(csvHeaders('groups.csv')).send(groupsCsv(db, request.query)),
  );

  app.post(
    '/api/admin/groups',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminCreateGroup',
        tags,
        summary: 'Creates an open group with its price levels',
        description:
          'Every field is required. Latitude and longitude are taken from `supplier_zip` (the `zipcodes` data) and the stored current price from the levels at 0 booked; `end_date` is stored as ISO-8601 UTC. Errors (400, nothing written): `category_id must be a positive integer`, `category_id does not name a category`, `product_name is required`, `product_name must be a string`, `description is required`, `price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals`, `shipping must be a whole number of dollars from 0 to 10000`, `max_quantity must be an integer from 1 to 1000000`, `end_date must be an ISO-8601 date-time`, `end_date must be in the future`, `supplier_zip must be exactly 5 digits`, `supplier_zip is not a known US ZIP code`, `supplier_street is required` (same for `supplier_city`, `supplier_state`), `radius_miles must be a number above 0 and at most 100`, `levels must be a list of 1 to 20 price levels`, `levels quantity_level must be a positive integer`, `levels discounted_price must be an amount in dollars from 0 to 1000000 with at most 2 decimals`, `levels quantity_level must be strictly increasing`, `levels discounted_price must not increase from one level to the next`, `levels discounted_price must be below price`, `levels quantity_level must not exceed max_quantity`, `Request body must be a JSON object`. ' +
          'A group repeating one still open (the same `product_name`, `supplier_zip` and `end_date`: the same request ' +
          'sent twice) is refused, 409 `A group of <product_name> from ZIP <supplier_zip> ending <end_date> is already ' +
          'open (group <id>)`: copies sent at once create one group.' +
          '\n\n' +
          LEVEL_RULES,
        body: createGroupBody,
        response: answers(adminGroupSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok('Group created', await createGroup(db, request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/groups/:id',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminUpdateGroup',
        tags,
        summary: 'Changes some fields of a group',
        description:
          'Any subset of the create fields; the result is checked as a whole (e.g. a new `price` against the stored levels), `levels`, when given, replace all levels, and the stored current price is recomputed from the booked quantity. A stored `end_date` that has passed is kept; a new one must lie ahead. Status is not changed.\n\n' +
          'Errors: those of create, plus 400 `max_quantity must be at least the 20 units already booked`, 400 `id must be a positive integer`, 404 `Group not found`.' +
          '\n\n' +
          `${LEVEL_RULES} Once the group is closed, price, levels, max_quantity and end_date are refused (409).`,
        params: groupIdParams,
        body: updateGroupBody,
        response: answers(adminGroupSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok('Group updated', await updateGroup(db, request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/groups/:id/close',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminCloseGroup',
        description:
          'Stops sales at once: stored status `Closed` (closing a closed group answers it unchanged).\n\n' +
          'Errors: 400 `id must be a positive integer`, 404 `Group not found`.',
        tags,
        summary: 'Stops sales at once (closing a closed group answers it unchanged)',
        params: groupIdParams,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await closeGroup(db, request.params.id, actorOf(request));
      return ok('Group closed', await loadAdminGroup(db, request.params.id));
    },
  );

  app.get(
    '/api/admin/groups/:id',
    {
      config: { permission: 'groups.read' },
      schema: {
        operationId: 'adminGetGroup',
        tags,
        summary: 'One group whatever its status or area, with its stored settings',
        description: 'Errors: 400 `id must be a positive integer`, 404 `Group not found`.',
        params: groupIdParams,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Group fetched', await loadAdminGroup(db, request.params.id)),
  );

  app.get(
    '/api/admin/area',
    {
      config: { permission: 'groups.read' },
      schema: {
        operationId: 'adminGetArea',
        tags,
        summary: 'The ZIP codes a group with this supplier ZIP and delivery radius is listed in',
        description:
          "By the listing's own rule (a ZIP whose centre lies within the radius of the supplier ZIP's centre), sorted; `total` is their number. Empty for a ZIP the data does not know.\n\n" +
          `Errors: 400 \`zip must be exactly 5 digits\`, 400 \`radius_miles must be a number above 0 and at most ${MAX_RADIUS_MILES}\`.`,
        querystring: areaQuery,
        response: answers(areaSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const zipCodes = zipsServed(request.query.zip, request.query.radius_miles);
      return ok('Area fetched', { zip_codes: zipCodes, total: zipCodes.length });
    },
  );

  app.post(
    '/api/admin/groups/:id/images',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminAnnounceGroupImage',
        tags,
        summary: 'Announces a group picture: answers the signed URL to PUT its bytes to',
        description:
          `\`upload_url\` (valid ${UPLOAD_LINK_TTL_SECONDS / 60} minutes, once) takes the picture as the body with \`mime_type\` as Content-Type; the picture is then added last to the group and served at \`image_url\`. ` +
          `Errors: 400 \`mime_type must be one of ${Object.keys(IMAGE_TYPES).join(', ')}\`, 400 \`id must be a positive integer\`, 404 \`Group not found\`.`,
        params: groupIdParams,
        body: announceImageBody,
        response: answers(imageLinkSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await requireGroup(db, request.params.id);
      const key = newImageKey(request.params.id, request.body.mime_type);
      return ok('Upload link created', {
        upload_url: images.putUrl(signedImageKey(key), UPLOAD_LINK_TTL_SECONDS, customerIdOf(request)),
        image_url: `/media/groups/${key}`,
      });
    },
  );

  app.post(
    '/api/admin/groups/:id/images/remove',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminRemoveGroupImage',
        tags,
        summary: 'Takes a picture off a group',
        description:
          'Errors: 400 `image_url is required`, 400 `image_url is not a picture of this group`, 404 `Group not found`.',
        params: groupIdParams,
        body: removeImageBody,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await removeImage(db, request.params.id, request.body.image_url, actorOf(request));
      return ok('Picture removed', await loadAdminGroup(db, request.params.id));
    },
  );
  registerGroupDocumentRoutes(app, db, images);
  registerGroupImportRoutes(app, db);
}
