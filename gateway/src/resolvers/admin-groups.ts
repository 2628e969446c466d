import type {
  AdminGroupChanges,
  AdminGroupInput,
  AdminQueryGroupsCsvPathArgs,
  Resolvers,
} from '../__generated__/resolvers-types';
import { dollarsFromDecimal, moneyFromCents, moneyFromDollars } from '../rest/money';
import { oneOfOrText } from '../rest/api-judged';
import type { RestBody } from '../rest/rest-operations';
import { restUrl } from '../rest/rest-url';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';
import { importPayload } from './import-payload';

// The console's groups over admin/groups. Amounts are `Decimal` inputs and `Money` answers
// (docs/decisions.md "Money in the GraphQL contract"); the group routes take and answer
// dollars and the lines route cents, converted by rest/money.ts.

/** Where the groups of a filter download as CSV on the gateway: the API's admin/groups.csv, passed through (server.ts). */
export const GROUPS_CSV_PATH = '/admin/groups.csv';

/** The list's filters as the API's query, the same for a page and for the CSV. */
function groupFilter({ status, categoryId, search }: Partial<AdminQueryGroupsCsvPathArgs>) {
  return {
    status: status ?? undefined,
    category_id: categoryId || undefined,
    search: search?.trim() || undefined,
  };
}

type CreateBody = RestBody<'/api/admin/groups', 'post'>;
type ChangesBody = RestBody<'/api/admin/groups/{id}', 'put'>;
type ImageType = RestBody<'/api/admin/groups/{id}/images', 'post'>['mime_type'];
type DocumentType = RestBody<'/api/admin/groups/{id}/documents', 'post'>['mime_type'];

/**
 * The REST body of a create or update: only the fields given (null means "keep"; an
 * undefined field is left out of the JSON). A create's input has every field (GraphQL
 * requires each), so its body has every field the create route requires.
 */
function restBody(input: AdminGroupInput): CreateBody;
function restBody(input: AdminGroupChanges): ChangesBody;
function restBody(input: AdminGroupChanges): ChangesBody {
  return {
    category_id: input.categoryId == null ? undefined : Number(input.categoryId),
    product_name: input.productName ?? undefined,
    description: input.description ?? undefined,
    price: input.price == null ? undefined : dollarsFromDecimal(input.price, 'input.price'),
    // Shipping is stored in whole dollars; an amount with cents is sent as it is so the
    // API's own message ("whole number of dollars") answers it.
    shipping: input.shipping == null ? undefined : dollarsFromDecimal(input.shipping, 'input.shipping'),
    max_quantity: input.maxQuantity ?? undefined,
    end_date: input.endDate ?? undefined,
    supplier_zip: input.supplierZip ?? undefined,
    supplier_street: input.supplierStreet ?? undefined,
    supplier_city: input.supplierCity ?? undefined,
    supplier_state: input.supplierState ?? undefined,
    radius_miles: input.radiusMiles ?? undefined,
    levels: input.levels?.map((level, index) => ({
      quantity_level: level.quantity,
      discounted_price: dollarsFromDecimal(level.price, `input.levels[${index}].price`),
    })),
  };
}

export const adminGroupsResolvers: Resolvers = {
  AdminQuery: {
    groups: requires(
      ADMIN_QUERY_PERMISSIONS.groups,
      async (_parent, { status, categoryId, search, ...paging }, { rest }) => {
        const answer = await rest.get('/api/admin/groups', {
          query: { ...adminCursorQuery('groups', paging), ...groupFilter({ status, categoryId, search }) },
        });
        return connectionOf(answer.data.groups, answer.data);
      },
    ),
    groupsCsvPath: requires(ADMIN_QUERY_PERMISSIONS.groupsCsvPath, (_parent, filter) =>
      restUrl(GROUPS_CSV_PATH, { query: groupFilter(filter) }),
    ),
    group: requires(ADMIN_QUERY_PERMISSIONS.group, async (_parent, { id }, { rest }) => {
      return (await rest.get('/api/admin/groups/{id}', { path: { id } })).data;
    }),
    groupLines: requires(ADMIN_QUERY_PERMISSIONS.groupLines, async (_parent, { groupId, ...paging }, { rest }) => {
      const answer = await rest.get('/api/admin/groups/{id}/lines', {
        path: { id: groupId },
        query: adminCursorQuery('groupLines', paging),
      });
      const { lines, final_price_cents, unsettled_lines, refund_due_cents } = answer.data;
      return { ...connectionOf(lines, answer.data), final_price_cents, unsettled_lines, refund_due_cents };
    }),
    deliveryArea: requires(
      ADMIN_QUERY_PERMISSIONS.deliveryArea,
      async (_parent, { supplierZip, radiusMiles }, { rest }) => {
        return (await rest.get('/api/admin/area', { query: { zip: supplierZip, radius_miles: radiusMiles } })).data;
      },
    ),
  },

  AdminMutation: {
    importGroups: requires(ADMIN_MUTATION_PERMISSIONS.importGroups, async (_parent, { csv, apply }, { rest }) => {
      const answer = await rest.post('/api/admin/groups/import', { body: { csv, apply } });
      return importPayload(answer, (row) => ({
        row: row.row,
        productName: row.product_name,
        error: row.error,
        groupId: row.group_id === null ? null : String(row.group_id),
      }));
    }),
    createGroup: requires(ADMIN_MUTATION_PERMISSIONS.createGroup, async (_parent, { input }, { rest }) => {
      const answer = await rest.post('/api/admin/groups', { body: restBody(input) });
      return { message: answer.message, group: answer.data };
    }),
    updateGroup: requires(ADMIN_MUTATION_PERMISSIONS.updateGroup, async (_parent, { id, input }, { rest }) => {
      const answer = await rest.put('/api/admin/groups/{id}', { path: { id }, body: restBody(input) });
      return { message: answer.message, group: answer.data };
    }),
    closeGroup: requires(ADMIN_MUTATION_PERMISSIONS.closeGroup, async (_parent, { id }, { rest }) => {
      const answer = await rest.post('/api/admin/groups/{id}/close', { path: { id } });
      return { message: answer.message, group: answer.data };
    }),
    announceGroupImage: requires(
      ADMIN_MUTATION_PERMISSIONS.announceGroupImage,
      async (_parent, { groupId, mimeType }, { rest }) => {
        const answer = await rest.post('/api/admin/groups/{id}/images', {
          path: { id: groupId },
          body: { mime_type: oneOfOrText<ImageType>(mimeType) },
        });
        return { message: answer.message, ...answer.data };
      },
    ),
    removeGroupImage: requires(
      ADMIN_MUTATION_PERMISSIONS.removeGroupImage,
      async (_parent, { groupId, imageUrl }, { rest }) => {
        const answer = await rest.post('/api/admin/groups/{id}/images/remove', {
          path: { id: groupId },
          body: { image_url: imageUrl },
        });
        return { message: answer.message, group: answer.data };
      },
    ),
    announceGroupDocument: requires(
      ADMIN_MUTATION_PERMISSIONS.announceGroupDocument,
      async (_parent, { groupId, mimeType, fileName }, { rest }) => {
        const answer = await rest.post('/api/admin/groups/{id}/documents', {
          path: { id: groupId },
          body: { mime_type: oneOfOrText<DocumentType>(mimeType), file_name: fileName },
        });
        return { message: answer.message, ...answer.data };
      },
    ),
    removeGroupDocument: requires(
      ADMIN_MUTATION_PERMISSIONS.removeGroupDocument,
      async (_parent, { groupId, documentUrl }, { rest }) => {
        const answer = await rest.post('/api/admin/groups/{id}/documents/remove', {
          path: { id: groupId },
          body: { document_url: documentUrl },
        });
        return { message: answer.message, group: answer.data };
      },
    ),
  },

  AdminGroup: {
    id: (group) => String(group.id),
    productName: (group) => group.product_name,
    quantityBooked: (group) => group.quantity_booked,
    maxQuantity: (group) => group.max_quantity,
    price: (group) => moneyFromDollars(group.price),
    currentPrice: (group) => moneyFromDollars(group.discounted_price),
    currentLevel: (group) => group.current_level,
    shipping: (group) => moneyFromDollars(group.shipping),
    endDate: (group) => group.end_date,
    images: (group) => group.productImage.map((image) => image.imageUrl),
    // The shopper's GroupDocument type, whose resolvers read the same REST rows.
    documents: (group) => group.documentUrl,
    radiusMiles: (group) => group.radius_miles,
  },

  AdminPriceLevel: {
    quantity: (level) => level.quantity_level,
    price: (level) => moneyFromDollars(level.discounted_price),
  },

  AdminGroupLineConnection: {
    finalUnitPrice: (lines) => moneyFromCents(lines.final_price_cents),
    unsettledLines: (lines) => lines.unsettled_lines,
    refundDue: (lines) => moneyFromCents(lines.refund_due_cents),
  },

  AdminGroupLine: {
    id: (line) => String(line.order_line_id),
    orderId: (line) => String(line.order_id),
    customerEmail: (line) => line.customer_email,
    unitPrice: (line) => moneyFromCents(line.unit_price_cents),
    paidTotal: (line) => moneyFromCents(line.paid_cents),
    refundedAmount: (line) => moneyFromCents(line.refunded_cents),
    finalUnitPrice: (line) => (line.final_price_cents === null ? null : moneyFromCents(line.final_price_cents)),
    settlementRefund: (line) =>
      line.settlement_refund_cents === null ? null : moneyFromCents(line.settlement_refund_cents),
    orderedAt: (line) => line.ordered_at,
  },

  AdminGroupImageUpload: {
    uploadUrl: (upload) => upload.upload_url,
    imageUrl: (upload) => upload.image_url,
  },

  AdminGroupDocumentUpload: {
    uploadUrl: (upload) => upload.upload_url,
    documentUrl: (upload) => upload.document_url,
  },

  AdminDeliveryArea: {
    zipCodes: (area) => area.zip_codes,
  },
};
