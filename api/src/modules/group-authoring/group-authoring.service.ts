import { sql, type Kysely, type Transaction } from 'kysely';
import { zipPlace } from '../../lib/zip-places';
import { forUpdate, lockTransactionKey } from '../../db/row-lock';
import type { Database, Group } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents, dollarsToCents } from '../../lib/money';
import { keyset } from '../../lib/keyset-paging';
import { listPageInfo, readListPage } from '../../lib/paging';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { groupIsOpenSql, isGroupOpen } from '../catalog/group-open';
import { loadGroups } from '../catalog/group-detail.service';
import { containsPattern } from '../catalog/like-pattern';
import { levelPriceCents, type PriceLevel } from '../catalog/price-level';
import { levelsByGroup, replaceLevels } from '../catalog/price-levels.repository';
import type { AdminGroup, AdminGroupPage } from './admin-group-view';
import type { GroupChanges, GroupCsvQuery, GroupInput, GroupListQuery } from './group-input';

// Groups as operators author them (console and CLI alike): create, edit, close, list.
// The input's dollars become integer cents once, here (`draftOf`, `changedDraft`); the
// rules and the tables work in cents; the answers convert back once (`loadAdminGroups`).

/** A group as the rules check it and the tables store it: money in integer cents. */
type GroupDraft = Omit<GroupInput, 'price' | 'shipping' | 'levels'> & {
  price_cents: number;
  shipping_cents: number;
  levels: PriceLevel[];
};

const levelsInCents = (levels: GroupInput['levels']): PriceLevel[] =>
  levels.map((level) => ({
    quantity_level: level.quantity_level,
    price_cents: dollarsToCents(level.discounted_price),
  }));

function draftOf({ price, shipping, levels, ...rest }: GroupInput): GroupDraft {
  return {
    ...rest,
    price_cents: dollarsToCents(price),
    shipping_cents: dollarsToCents(shipping),
    levels: levelsInCents(levels),
  };
}

/** The stored group with the changes laid over it; what is not changed keeps its stored cents. */
function changedDraft(current: GroupDraft, { price, shipping, levels, ...rest }: GroupChanges): GroupDraft {
  return {
    ...current,
    ...rest,
    price_cents: price === undefined ? current.price_cents : dollarsToCents(price),
    shipping_cents: shipping === undefined ? current.shipping_cents : dollarsToCents(shipping),
    levels: levels === undefined ? current.levels : levelsInCents(levels),
  };
}

function storedDraft(group: Group, levels: PriceLevel[]): GroupDraft {
  return {
    category_id: group.category_id,
    product_name: group.product_name,
    description: group.description,
    price_cents: group.price_cents,
    shipping_cents: group.shipping_cents,
    max_quantity: group.max_quantity,
    end_date: group.end_date,
    supplier_zip: group.supplier_zip,
    supplier_street: group.supplier_street,
    supplier_city: group.supplier_city,
    supplier_state: group.supplier_state,
    radius_miles: group.radius_miles,
    levels,
  };
}

/** Rules across fields, checked on the whole group after a partial update is merged too. */
function checkGroupRules(group: GroupDraft, quantityBooked: number, now: Date): void {
  if (group.end_date <= now.toISOString()) throw badRequest('end_date must be in the future');
  if (group.max_quantity < quantityBooked) {
    throw badRequest(`max_quantity must be at least the ${quantityBooked} units already booked`);
  }
  group.levels.forEach((level, i) => {
    const previous = group.levels[i - 1];
    if (previous && level.quantity_level <= previous.quantity_level) {
      throw badRequest('levels quantity_level must be strictly increasing');
    }
    if (previous && level.price_cents > previous.price_cents) {
      throw badRequest('levels discounted_price must not increase from one level to the next');
    }
    if (level.price_cents >= group.price_cents) throw badRequest('levels discounted_price must be below price');
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

/** The stored columns of a checked group; the coordinates come from the supplier ZIP. */
function groupRow({ levels, ...group }: GroupDraft, quantityBooked: number) {
  const place = zipPlace(group.supplier_zip);
  // The schema only lets known ZIPs through; this guards the type, not the input.
  if (!place) throw badRequest('supplier_zip is not a known US ZIP code');
  return {
    ...group,
    current_price_cents: levelPriceCents(group.price_cents, levels, quantityBooked),
    latitude: place.latitude,
    longitude: place.longitude,
  };
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

/** The list's filters as one condition on `groups as g`, shared by the page, its count and the CSV export. */
export function listFilter(query: GroupCsvQuery, nowIso: string) {
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

/** The console's order: newest first, by id (lib/keyset-paging.ts). */
const GROUP_ORDER = keyset<{ id: number }>('admin-groups', [
  { column: 'g.id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

/** Every group, newest first, whatever its status or area, narrowed by the query's filters; by page or by cursor. */
export async function listGroups(
  db: Kysely<Database>,
  query: GroupListQuery,
  now = new Date(),
): Promise<AdminGroupPage> {
  const filter = listFilter(query, now.toISOString());
  const [page, count] = await Promise.all([
    readListPage(
      GROUP_ORDER,
      db
        .selectFrom('groups as g')
        .select('g.id')
        .where(sql<boolean>`${filter}`),
      query,
    ),
    db
      .selectFrom('groups as g')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where(sql<boolean>`${filter}`)
      .executeTakeFirstOrThrow(),
  ]);
  const cursors = new Map(page.rows.map((row, i) => [row.id, page.cursors[i]!]));
  const groups = await loadAdminGroups(
    db,
    page.rows.map((row) => row.id),
    now,
  );
  return {
    groups: groups.map((group) => ({ ...group, cursor: cursors.get(group.id)! })),
    ...listPageInfo(page, count.total),
  };
}

/**
 * What changed between two drafts, field by field, as the audit log keeps it (money in
 * cents); the levels apart, since a change of levels is an action of its own.
 */
function changedFields(before: GroupDraft, after: GroupDraft) {
  const keys = (Object.keys(after) as (keyof GroupDraft)[]).filter(
    (key) => key !== 'levels' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    levelsChanged: JSON.stringify(before.levels) !== JSON.stringify(after.levels),
  };
}

/** A new group checked by every rule of create (400 naming the field), in cents; nothing written. */
export type CheckedGroup = GroupDraft;

/** The rules of create without the write: the one check of the console's dialog, the CLI and the CSV import. */
export async function checkNewGroup(db: Kysely<Database>, input: GroupInput, now = new Date()): Promise<CheckedGroup> {
  const group = draftOf(input);
  checkGroupRules(group, 0, now);
  await checkCategory(db, group.category_id);
  return group;
}

/** Writes a checked group with its levels and its audit row in the caller's transaction; answers its id. */
export async function insertGroup(
  trx: Transaction<Database>,
  group: CheckedGroup,
  actor: AuditActor,
  now = new Date(),
): Promise<number> {
  const inserted = await trx
    .insertInto('groups')
    .values({ ...groupRow(group, 0), quantity_booked: 0, status: 'Open', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceLevels(trx, inserted.id, group.levels);
  await recordAudit(
    trx,
    actor,
    {
      action: 'group.created',
      subject: { type: 'group', id: inserted.id },
      groupId: inserted.id,
      after: group,
      summary: `created group ${inserted.id} (${group.product_name})`,
    },
    now,
  );
  return inserted.id;
}

/** The advisory key of "a group is being created" (db/row-lock.ts `lockTransactionKey`). */
const GROUP_CREATION_KEY = 5_117_002;

/**
 * Taken first by every transaction that creates groups (the dialog, the CLI, the CSV
 * import): the check for an offer already open and the insert then run one creator at a
 * time, so the same group sent twice at once is created once (docs/decisions.md "The same
 * group twice").
 */
export const lockGroupCreation = (trx: Transaction<Database>) => lockTransactionKey(trx, GROUP_CREATION_KEY);

/** What makes two groups the same offer: the product name, the supplier ZIP and the end date. */
export const offerKey = (group: { product_name: string; supplier_zip: string; end_date: string }) =>
  JSON.stringify([group.product_name, group.supplier_zip, group.end_date]);

/** What a group repeating an open one is told: same product name, supplier ZIP and end date. */
const alreadyOpen = (group: CheckedGroup, id: number) =>
  `A group of ${group.product_name} from ZIP ${group.supplier_zip} ending ${group.end_date} is already open (group ${id})`;

/**
 * For each checked group, the open group it would repeat (the same product name, supplier
 * ZIP and end date: the same offer made twice), worded as its refusal; null when none. One
 * query, run under `lockGroupCreation` so a group created meanwhile is seen.
 */
export async function openRepeats(
  db: Kysely<Database>,
  groups: readonly CheckedGroup[],
  now: Date,
): Promise<(string | null)[]> {
  if (groups.length === 0) return [];
  const open = await db
    .selectFrom('groups as g')
    .select(['g.id', 'g.product_name', 'g.supplier_zip', 'g.end_date'])
    .where(
      'g.product_name',
      'in',
      groups.map((group) => group.product_name),
    )
    .where(groupIsOpenSql('g', now.toISOString()))
    .orderBy('g.id')
    .execute();
  const openByOffer = new Map(open.map((row) => [offerKey(row), row.id]));
  return groups.map((group) => {
    const id = openByOffer.get(offerKey(group));
    return id === undefined ? null : alreadyOpen(group, id);
  });
}

/** Creates a checked group unless it repeats an open one (409): one transaction, creators one at a time. */
export async function createGroup(
  db: Kysely<Database>,
  input: GroupInput,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminGroup> {
  const group = await checkNewGroup(db, input, now);
  const id = await db.transaction().execute(async (trx) => {
    await lockGroupCreation(trx);
    const [repeat] = await openRepeats(trx, [group], now);
    if (repeat) throw new HttpError(409, repeat);
    return insertGroup(trx, group, actor, now);
  });
  return loadAdminGroup(db, id, now);
}

export async function updateGroup(
  db: Kysely<Database>,
  id: number,
  changes: GroupChanges,
  actor: AuditActor,
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
    const stored = storedDraft(current, (await levelsByGroup(trx, [id])).get(id) ?? []);
    const group = changedDraft(stored, changes);
    // An unchanged end_date may already have passed; only a new one must lie ahead.
    checkGroupRules(
      { ...group, end_date: changes.end_date ?? '9999-12-31T00:00:00.000Z' },
      current.quantity_booked,
      now,
    );
    await trx.updateTable('groups').set(groupRow(group, current.quantity_booked)).where('id', '=', id).execute();
    if (changes.levels) await replaceLevels(trx, id, group.levels);
    // The fields and the levels are two rows when both changed, so the levels' history
    // reads on its own; nothing changed, no row.
    const diff = changedFields(stored, group);
    const name = group.product_name;
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(
        trx,
        actor,
        {
          action: 'group.updated',
          subject: { type: 'group', id },
          groupId: id,
          before: diff.before,
          after: diff.after,
          summary: `edited group ${id} (${name}): ${Object.keys(diff.after).join(', ')}`,
        },
        now,
      );
    }
    if (diff.levelsChanged) {
      await recordAudit(
        trx,
        actor,
        {
          action: 'group.levels_changed',
          subject: { type: 'group', id },
          groupId: id,
          before: { levels: stored.levels },
          after: { levels: group.levels },
          summary: `changed the price levels of group ${id} (${name})`,
        },
        now,
      );
    }
  });
  return loadAdminGroup(db, id, now);
}

/**
 * Stops sales at once: the stored status becomes `Closed` (one-way, so closing a closed
 * group changes nothing); 404 for an unknown group. The one way a group is closed by
 * hand: the console's and CLI's "close" and settlement's "settle now" both come here.
 * Answers whether this call closed it (false: closed already), so "settle now" counts the
 * group it closed in its run's `groups_closed`.
 */
export async function closeGroup(
  db: Kysely<Database>,
  id: number,
  actor?: AuditActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('groups')
      .set({ status: 'Closed' })
      .where('id', '=', id)
      .where('status', '=', 'Open')
      .returning('product_name')
      .executeTakeFirst();
    if (result) {
      // Settle now records its run instead (settlement-triggers.ts): no actor here then.
      if (actor) {
        await recordAudit(
          trx,
          actor,
          {
            action: 'group.closed',
            subject: { type: 'group', id },
            groupId: id,
            before: { status: 'Open' },
            after: { status: 'Closed' },
            summary: `closed group ${id} (${result.product_name})`,
          },
          now,
        );
      }
      return true;
    }
    const group = await trx.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst();
    if (!group) throw notFound('Group not found');
    return false;
  });
}
