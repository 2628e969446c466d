import type { Kysely } from 'kysely';
import type { Database, GroupStatus } from '../../db/types';
import { dollarsFromCents } from '../../lib/money';
import {
  findDocuments,
  findGroupRows,
  findImages,
  type DocumentRow,
  type GroupDetailRow,
  type ImageRow,
} from './group-detail.repository';
import type { GroupDetail } from './group-detail-view';
import { currentLevelIndex, levelPriceCents, nextLevelOf, type PriceLevel } from './price-level';
import { levelsByGroup } from './price-levels.repository';
import { isGroupOpen } from './group-open';

/** A detail plus the stored fields only admin answers carry. */
export type LoadedGroup = { detail: GroupDetail; shippingCents: number; radiusMiles: number };

/** Open or Closed by the one rule of `isGroupOpen`, so a group reads Closed the moment it ends. */
function effectiveStatus(row: GroupDetailRow, now: Date): GroupStatus {
  return isGroupOpen(row, now) ? 'Open' : 'Closed';
}

function groupBy<T extends { group_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const byGroup = new Map<number, T[]>();
  for (const row of rows) {
    const list = byGroup.get(row.group_id);
    if (list) list.push(row);
    else byGroup.set(row.group_id, [row]);
  }
  return byGroup;
}

function toDetail(
  row: GroupDetailRow,
  levels: readonly PriceLevel[],
  images: readonly ImageRow[],
  documents: readonly DocumentRow[],
  now: Date,
): GroupDetail {
  // The repository sorts levels, but the rule depends on it, so do not rely on the caller.
  const sorted = [...levels].sort((a, b) => a.quantity_level - b.quantity_level);
  const status = effectiveStatus(row, now);
  const current = currentLevelIndex(sorted, row.quantity_booked);
  const next = nextLevelOf(sorted, row.quantity_booked);
  return {
    id: row.id,
    product_name: row.product_name,
    description: row.description,
    price: dollarsFromCents(row.price_cents),
    discounted_price: dollarsFromCents(levelPriceCents(row.price_cents, sorted, row.quantity_booked)),
    category: { category_id: row.category_id, category_name: row.category_name },
    end_date: row.end_date,
    quantity_booked: row.quantity_booked,
    max_quantity: row.max_quantity,
    units_left: Math.max(row.max_quantity - row.quantity_booked, 0),
    status,
    productImage: images.map((image) => ({ imageUrl: image.path })),
    documentUrl: documents.map((doc) => ({ path: doc.path, file_name: doc.file_name })),
    document_file: documents[0]?.path ?? null,
    levels: sorted.map((level) => ({
      quantity_level: level.quantity_level,
      discounted_price: dollarsFromCents(level.price_cents),
    })),
    current_level: current,
    // Nothing more can be booked on a closed group, so it has no next level.
    next_level:
      next && status === 'Open'
        ? {
            quantity_level: next.quantity_level,
            discounted_price: dollarsFromCents(next.price_cents),
            units_needed: next.units_needed,
          }
        : null,
    supplier: {
      street: row.supplier_street,
      city: row.supplier_city,
      state: row.supplier_state,
      zip_code: row.supplier_zip,
    },
  };
}

/** The groups with these ids, in the order of `ids`; unknown ids are left out. Four queries in all. */
export async function loadGroups(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<LoadedGroup[]> {
  const unique = [...new Set(ids)];
  const [rows, levels, images, documents] = await Promise.all([
    findGroupRows(db, unique),
    levelsByGroup(db, unique),
    findImages(db, unique),
    findDocuments(db, unique),
  ]);
  const imagesBy = groupBy(images);
  const documentsBy = groupBy(documents);
  const byId = new Map<number, LoadedGroup>();
  for (const row of rows) {
    byId.set(row.id, {
      detail: toDetail(row, levels.get(row.id) ?? [], imagesBy.get(row.id) ?? [], documentsBy.get(row.id) ?? [], now),
      shippingCents: row.shipping_cents,
      radiusMiles: row.radius_miles,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function createGroupDetailService(db: Kysely<Database>) {
  return {
    /** null for an unknown id. */
    async detail(id: number, now = new Date()): Promise<GroupDetail | null> {
      const [loaded] = await loadGroups(db, [id], now);
      return loaded?.detail ?? null;
    },
    async batch(ids: readonly number[], now = new Date()): Promise<GroupDetail[]> {
      return (await loadGroups(db, ids, now)).map((loaded) => loaded.detail);
    },
  };
}

export type GroupDetailService = ReturnType<typeof createGroupDetailService>;
