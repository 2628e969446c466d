import { sql, type Kysely, type Transaction } from 'kysely';
import { lookup } from 'zipcodes';
import { z } from 'zod';
import { forUpdate } from '../../db/row-lock';
import type { Database } from '../../db/types';
import { MAX_ID, intField, numberField, optional, requiredString, zipCodeField } from '../../lib/fields';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents, dollarsToCents } from '../../lib/money';
import { pageFields, pageInfo, pageOffset, type PageInfo } from '../../lib/paging';
import { MAX_RADIUS_MILES } from '../catalog/area';
import { groupIsOpenSql, isGroupOpen } from '../catalog/group-open';
import { containsPattern } from '../catalog/like-pattern';
import { loadGroups, type GroupDetail } from '../catalog/group-detail.service';
import { levelPriceCents } from '../catalog/price-level';

// Validation lives here, not in the routes, so the HTTP API and the admin CLI accept
// and refuse exactly the same input.

const MAX_PRICE_DOLLARS = 1_000_000;
const MAX_SHIPPING_DOLLARS = 10_000;
const MAX_QUANTITY = 1_000_000;
const MAX_LEVELS = 20;

/** Dollars with at most two decimals (money is whole cents everywhere else). */
function dollarField(name: string, min: number) {
  const message = `${name} must be an amount in dollars from ${min} to ${MAX_PRICE_DOLLARS} with at most 2 decimals`;
  return numberField(message, min, MAX_PRICE_DOLLARS).refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    message,
  );
}

const endDateField = z
  .string({ error: 'end_date must be an ISO-8601 date-time' })
  .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), {
    message: 'end_date must be an ISO-8601 date-time',
  })
  // Stored as toISOString() so it compares as text with every other timestamp.
  .transform((text) => new Date(text).toISOString());

const levelField = z.object(
  {
    quantity_level: intField('levels quantity_level must be a positive integer', 1, MAX_QUANTITY),
    discounted_price: dollarField('levels discounted_price', 0),
  },
  { error: 'levels must hold objects with quantity_level and discounted_price' },
);

const fields = {
  category_id: intField('category_id must be a positive integer', 1, MAX_ID),
  product_name: requiredString('product_name'),
  description: requiredString('description', 5000),
  price: dollarField('price', 0.01),
  shipping: intField(
    `shipping must be a whole number of dollars from 0 to ${MAX_SHIPPING_DOLLARS}`,
    0,
    MAX_SHIPPING_DOLLARS,
  ),
  max_quantity: intField(`max_quantity must be an integer from 1 to ${MAX_QUANTITY}`, 1, MAX_QUANTITY),
  end_date: endDateField,
  supplier_zip: zipCodeField('supplier_zip').refine((zip) => lookup(zip) !== undefined, {
    message: 'supplier_zip is not a known US ZIP code',
  }),
  supplier_street: requiredString('supplier_street'),
  supplier_city: requiredString('supplier_city', 100),
  supplier_state: requiredString('supplier_state', 100),
  radius_miles: numberField(
    `radius_miles must be a number above 0 and at most ${MAX_RADIUS_MILES}`,
    0,
    MAX_RADIUS_MILES,
  ).refine((miles) => miles > 0, `radius_miles must be a number above 0 and at most ${MAX_RADIUS_MILES}`),
  levels: z
    .array(levelField, { error: `levels must be a list of 1 to ${MAX_LEVELS} price levels` })
    .min(1, `levels must be a list of 1 to ${MAX_LEVELS} price levels`)
    .max(MAX_LEVELS, `levels must be a list of 1 to ${MAX_LEVELS} price levels`),
};

export const createGroupBody = z.object(fields);
export const updateGroupBody = z.object(fields).partial();
export const groupPageQuery = z.object({
  status: optional(
    z
      .enum(['Open', 'Closed'], { error: 'status must be Open or Closed' })
      .describe('By the open rule (docs/product.md): Open = stored open, end date ahead and units left'),
  ),
  category_id: optional(
    intField('category_id must be a positive integer', 1, MAX_ID).describe(
      'A category or subcategory id; a parent category includes its subcategories',
    ),
  ),
  search: optional(
    requiredString('search', 100).describe('A part of the product name (case-insensitive), or a group id'),
  ),
  ...pageFields,
});
export const groupIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

export type GroupInput = z.output<typeof createGroupBody>;
export type GroupChanges = z.output<typeof updateGroupBody>;

/** What admin answers carry: the public detail plus the stored settings a shopper does not see. */
export type AdminGroup = GroupDetail & { shipping: number; radius_miles: number };
export type AdminGroupPage = { groups: AdminGroup[] } & PageInfo;

/** Rules across fields, checked on the whole group after a partial update is merged too. */
function checkGroupRules(group: GroupInput, quantityBooked: number, now: Date): void {
  if (group.end_date <= now.toISOString()) throw badRequest('end_date must be in the future');
  if (group.max_quantity < quantityBooked) {
    throw badRequest(`max_quantity must be at least the ${quantityBooked} units already booked`);
  }
  group.levels.forEach((level, i) => {
    const previous = group.levels[i - 1];
    if (previous && level.quantity_level <= previous.quantity_level) {
      throw badRequest('levels quantity_level must be strictly increasing');
    }
    if (previous && level.discounted_price > previous.discounted_price) {
      throw badRequest('levels discounted_price must not increase from one level to the next');
    }
    if (level.discounted_price >= group.price) throw badRequest('levels discounted_price must be below price');
  });
  const top = group.levels[group.levels.length - 1];
  if (top && top.quantity_level > group.max_quantity) {
    throw badRequest('levels quantity_level must not exceed max_quantity');
  }
}

async function checkCategory(db: Kysely<Database>, categoryId: number): Promise<void> {
  const found = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw badRequest('category_id does not name a category');
}

/** The stored columns of a validated group; the coordinates come from the supplier ZIP. */
function groupColumns(group: GroupInput, quantityBooked: number) {
  const place = lookup(group.supplier_zip);
  // The schema only lets known ZIPs through; this guards the type, not the input.
  if (!place) throw badRequest('supplier_zip is not a known US ZIP code');
  const priceCents = dollarsToCents(group.price);
  const levels = group.levels.map((level) => ({
    quantity_level: level.quantity_level,
    price_cents: dollarsToCents(level.discounted_price),
  }));
  return {
    row: {
      category_id: group.category_id,
      product_name: group.product_name,
      description: group.description,
      price_cents: priceCents,
      current_price_cents: levelPriceCents(priceCents, levels, quantityBooked),
      shipping_cents: group.shipping * 100,
      max_quantity: group.max_quantity,
      end_date: group.end_date,
      supplier_zip: group.supplier_zip,
      supplier_street: group.supplier_street,
      supplier_city: group.supplier_city,
      supplier_state: group.supplier_state,
      latitude: place.latitude,
      longitude: place.longitude,
      radius_miles: group.radius_miles,
    },
    levels,
  };
}

async function replaceLevels(
  trx: Transaction<Database>,
  groupId: number,
  levels: Array<{ quantity_level: number; price_cents: number }>,
): Promise<void> {
  await trx.deleteFrom('group_levels').where('group_id', '=', groupId).execute();
  await trx
    .insertInto('group_levels')
    .values(levels.map((level) => ({ group_id: groupId, ...level })))
    .execute();
}

async function loadAdminGroups(db: Kysely<Database>, ids: number[], now: Date): Promise<AdminGroup[]> {
  return (await loadGroups(db, ids, now)).map((loaded) => ({
    ...loaded.detail,
    shipping: dollarsFromCents(loaded.shippingCents),
    radius_miles: loaded.radiusMiles,
  }));
}

/** One group as admin answers carry it; 404 when there is none. */
export async function loadAdminGroup(db: Kysely<Database>, id: number, now = new Date()): Promise<AdminGroup> {
  const [group] = await loadAdminGroups(db, [id], now);
  if (!group) throw notFound('Group not found');
  return group;
}

export type GroupListQuery = z.output<typeof groupPageQuery>;

/** The list's filters as one condition on `groups as g`, shared by the page and its count. */
function listFilter(query: GroupListQuery, nowIso: string) {
  const conditions = [sql<boolean>`1 = 1`];
  if (query.status === 'Open') conditions.push(groupIsOpenSql('g', nowIso));
  if (query.status === 'Closed') conditions.push(sql<boolean>`not ${groupIsOpenSql('g', nowIso)}`);
  if (query.category_id !== undefined) {
    const id = query.category_id;
    conditions.push(
      sql<boolean>`(g.category_id = ${id} or g.category_id in (select c.id from categories c where c.parent_id = ${id}))`,
    );
  }
  if (query.search !== undefined) {
    const text = query.search;
    const byName = sql<boolean>`lower(g.product_name) like lower(${containsPattern(text)}) escape '\\'`;
    conditions.push(/^\d{1,9}$/.test(text) ? sql<boolean>`(${byName} or g.id = ${Number(text)})` : byName);
  }
  return sql.join(conditions, sql` and `);
}

/** Every group, newest first, whatever its status or area, narrowed by the query's filters. */
export async function listGroups(
  db: Kysely<Database>,
  query: GroupListQuery,
  now = new Date(),
): Promise<AdminGroupPage> {
  const filter = listFilter(query, now.toISOString());
  const [ids, count] = await Promise.all([
    db
      .selectFrom('groups as g')
      .select('g.id')
      .where(sql<boolean>`${filter}`)
      .orderBy('g.id', 'desc')
      .limit(query.page_size)
      .offset(pageOffset(query))
      .execute(),
    db
      .selectFrom('groups as g')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where(sql<boolean>`${filter}`)
      .executeTakeFirstOrThrow(),
  ]);
  const groups = await loadAdminGroups(
    db,
    ids.map((row) => row.id),
    now,
  );
  return { groups, ...pageInfo({ page: query.page, page_size: query.page_size }, count.total) };
}

export async function createGroup(db: Kysely<Database>, group: GroupInput, now = new Date()): Promise<AdminGroup> {
  checkGroupRules(group, 0, now);
  await checkCategory(db, group.category_id);
  const { row, levels } = groupColumns(group, 0);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('groups')
      .values({ ...row, quantity_booked: 0, status: 'Open', created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLevels(trx, inserted.id, levels);
    return inserted.id;
  });
  return loadAdminGroup(db, id, now);
}

export async function updateGroup(
  db: Kysely<Database>,
  id: number,
  changes: GroupChanges,
  now = new Date(),
): Promise<AdminGroup> {
  if (changes.category_id !== undefined) await checkCategory(db, changes.category_id);
  await db.transaction().execute(async (trx) => {
    // Locked: a booking in between must not leave current_price_cents stale.
    const current = await forUpdate(trx, trx.selectFrom('groups').selectAll().where('id', '=', id)).executeTakeFirst();
    if (!current) throw notFound('Group not found');
    // A closed group's buyers are settled (or about to be) at its final price: what
    // decides that price may no longer change. Its texts and pictures still may.
    const moneyFields = (['price', 'levels', 'max_quantity', 'end_date'] as const).filter(
      (f) => changes[f] !== undefined,
    );
    if (!isGroupOpen(current, now) && moneyFields.length > 0) {
      throw new HttpError(409, `This group is closed; ${moneyFields.join(', ')} can no longer change`);
    }
    const storedLevels = await trx
      .selectFrom('group_levels')
      .select(['quantity_level', 'price_cents'])
      .where('group_id', '=', id)
      .orderBy('quantity_level')
      .execute();
    const merged: GroupInput = {
      category_id: current.category_id,
      product_name: current.product_name,
      description: current.description,
      price: dollarsFromCents(current.price_cents),
      shipping: current.shipping_cents / 100,
      max_quantity: current.max_quantity,
      end_date: current.end_date,
      supplier_zip: current.supplier_zip,
      supplier_street: current.supplier_street,
      supplier_city: current.supplier_city,
      supplier_state: current.supplier_state,
      radius_miles: current.radius_miles,
      levels: storedLevels.map((level) => ({
        quantity_level: level.quantity_level,
        discounted_price: dollarsFromCents(level.price_cents),
      })),
      ...changes,
    };
    // An unchanged end_date may already have passed; only a new one must lie ahead.
    checkGroupRules(
      { ...merged, end_date: changes.end_date ?? '9999-12-31T00:00:00.000Z' },
      current.quantity_booked,
      now,
    );
    const { row, levels } = groupColumns(merged, current.quantity_booked);
    await trx.updateTable('groups').set(row).where('id', '=', id).execute();
    if (changes.levels) await replaceLevels(trx, id, levels);
  });
  return loadAdminGroup(db, id, now);
}

/** Stops sales at once (idempotent: closing a closed group answers it unchanged). */
export async function closeGroup(db: Kysely<Database>, id: number, now = new Date()): Promise<AdminGroup> {
  const result = await db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Group not found');
  return loadAdminGroup(db, id, now);
}
