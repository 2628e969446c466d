import type { Kysely } from 'kysely';
import type { Database, Group } from '../../db/types';

// One query per table for any number of groups, so a batch of 100 costs four queries
// (the gateway's DataLoader relies on it), not one per group.

export type GroupDetailRow = Pick<
  Group,
  | 'id'
  | 'product_name'
  | 'description'
  | 'price_cents'
  | 'shipping_cents'
  | 'max_quantity'
  | 'quantity_booked'
  | 'end_date'
  | 'status'
  | 'supplier_zip'
  | 'supplier_street'
  | 'supplier_city'
  | 'supplier_state'
  | 'radius_miles'
  | 'category_id'
> & { category_name: string };

export type ImageRow = { group_id: number; path: string };
export type DocumentRow = { group_id: number; path: string; file_name: string };

export async function findGroupRows(db: Kysely<Database>, ids: readonly number[]): Promise<GroupDetailRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('groups as g')
    .innerJoin('categories as c', 'c.id', 'g.category_id')
    .select([
      'g.id',
      'g.product_name',
      'g.description',
      'g.price_cents',
      'g.shipping_cents',
      'g.max_quantity',
      'g.quantity_booked',
      'g.end_date',
      'g.status',
      'g.supplier_zip',
      'g.supplier_street',
      'g.supplier_city',
      'g.supplier_state',
      'g.radius_miles',
      'g.category_id',
      'c.name as category_name',
    ])
    .where('g.id', 'in', [...ids])
    .execute();
}

export async function findImages(db: Kysely<Database>, ids: readonly number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('group_images')
    .select(['group_id', 'path'])
    .where('group_id', 'in', [...ids])
    .orderBy('group_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findDocuments(db: Kysely<Database>, ids: readonly number[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('group_documents')
    .select(['group_id', 'path', 'file_name'])
    .where('group_id', 'in', [...ids])
    .orderBy('group_id')
    .orderBy('id')
    .execute();
}
