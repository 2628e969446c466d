import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../modules/auth/password';
import type { Database } from '../db/types';
import { createFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { SEED_CATEGORIES } from './catalogue-categories';
import { buildSeedGroups } from './catalogue-groups';
import { SEED_PRODUCTS } from './catalogue-products';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoCards } from './demo-cards-and-orders';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoOrderHistory } from './demo-order-history';
import { renderPdf } from './pdf-document';
import { pngOfSvg } from './png-rendition';
import { renderGroupSvg } from './svg-image';

export type SeedSummary = { seeded: boolean; customers: number; categories: number; groups: number };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function seedAccounts(trx: Transaction<Database>, now: string): Promise<number> {
  // Side by side: scrypt runs on the thread pool, and every test app is seeded.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const { id } = await trx
      .insertInto('customers')
      .values({
        email: account.email,
        password_hash: hashes[i]!,
        role: account.role,
        customer_type: account.customer_type,
        first_name: account.first_name,
        last_name: account.last_name,
        company_name: account.company_name,
        title: account.title,
        phone_number: account.phone_number,
        is_tax_exempt: account.is_tax_exempt ? 1 : 0,
        email_verified_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The demo operator is an owner (migration 024): every console screen is theirs.
    if (account.role === 'admin') {
      await trx
        .insertInto('staff_members')
        .values({ customer_id: id, staff_role: 'owner', invited_by: null, created_at: now })
        .execute();
    }
    for (const address of account.addresses) {
      await trx
        .insertInto('addresses')
        .values({
          customer_id: id,
          ...address,
          title: account.title,
          company_name: account.company_name,
          first_name: account.first_name,
          last_name: account.last_name,
          email: account.email,
          phone_number: account.phone_number,
          country: 'United States',
        })
        .execute();
    }
  }
  return DEMO_ACCOUNTS.length;
}

type CategoryInfo = { id: number; topName: string; colors: [string, string] };

async function seedCategories(
  trx: Transaction<Database>,
): Promise<{ bySubName: Map<string, CategoryInfo>; count: number }> {
  const bySubName = new Map<string, CategoryInfo>();
  let count = 0;
  for (const [i, top] of SEED_CATEGORIES.entries()) {
    const parent = await trx
      .insertInto('categories')
      .values({ name: top.name, parent_id: null, sort_order: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    count++;
    for (const [j, sub] of top.subs.entries()) {
      const child = await trx
        .insertInto('categories')
        .values({ name: sub, parent_id: parent.id, sort_order: j + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      count++;
      bySubName.set(sub, { id: child.id, topName: top.name, colors: top.colors });
    }
  }
  return { bySubName, count };
}

type MediaFile = { file: string; content: string | Buffer };

async function seedGroups(
  trx: Transaction<Database>,
  categories: Map<string, CategoryInfo>,
  now: Date,
): Promise<{ count: number; media: MediaFile[] }> {
  const media: MediaFile[] = [];
  const groups = buildSeedGroups(SEED_PRODUCTS, now);
  for (const g of groups) {
    const category = categories.get(g.product.sub);
    if (!category) throw new Error(`Seed product ${g.product.name} names unknown subcategory ${g.product.sub}`);
    const { id } = await trx
      .insertInto('groups')
      .values({
        category_id: category.id,
        product_name: g.product.name,
        description: g.product.description,
        price_cents: g.price_cents,
        current_price_cents: g.current_price_cents,
        shipping_cents: g.shipping_cents,
        max_quantity: g.max_quantity,
        quantity_booked: g.quantity_booked,
        end_date: g.end_date,
        status: g.status,
        supplier_zip: g.supplier.zip,
        supplier_street: g.supplier.street,
        supplier_city: g.supplier.city,
        supplier_state: g.supplier.state,
        latitude: g.supplier.latitude,
        longitude: g.supplier.longitude,
        radius_miles: g.radius_miles,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('group_levels')
      .values(g.levels.map((level) => ({ group_id: id, ...level })))
      .execute();

    for (let n = 1; n <= g.image_count; n++) {
      await trx
        .insertInto('group_images')
        .values({ group_id: id, path: `/media/groups/${id}-${n}.svg`, sort_order: n })
        .execute();
      const svg = renderGroupSvg({
        productName: g.product.name,
        categoryName: g.product.sub,
        colors: category.colors,
        view: n,
      });
      // Storage keys, with '/' on every system: the same key names a file or an S3 object.
      media.push({ file: `groups/${id}-${n}.svg`, content: svg });
      if (n === 1) media.push({ file: `groups/${id}-${n}.png`, content: pngOfSvg(svg) });
    }

    await trx
      .insertInto('group_documents')
      .values({ group_id: id, path: `/media/docs/${id}.pdf`, file_name: `${slug(g.product.name)}-product-sheet.pdf` })
      .execute();
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    media.push({
      file: `docs/${id}.pdf`,
      content: renderPdf(`Product sheet: ${g.product.name}`, [
        `Category: ${category.topName} / ${g.product.sub}`,
        '',
        g.product.description,
        '',
        `List price: ${dollars(g.price_cents)} per unit`,
        'Group prices:',
        ...g.levels.map((level, i) => {
          const from = i === 0 ? 1 : g.levels[i - 1]!.quantity_level + 1;
          return `  ${from} - ${level.quantity_level} units: ${dollars(level.price_cents)} per unit`;
        }),
        '',
        `Shipping: ${dollars(g.shipping_cents)} per unit`,
        `Supplier: ${g.supplier.street}, ${g.supplier.city}, ${g.supplier.state} ${g.supplier.zip}`,
        `Delivers within ${g.radius_miles} miles of the supplier.`,
      ]),
    });
  }
  return { count: groups.length, media };
}

const MEDIA_TYPES: Record<string, string> = { svg: 'image/svg+xml', pdf: 'application/pdf' };

/** Several writes at a time: to a bucket each one is a round trip. */
async function storeMedia(storage: FileStorage, media: readonly MediaFile[]): Promise<void> {
  const BATCH = 16;
  for (let i = 0; i < media.length; i += BATCH) {
    await Promise.all(
      media.slice(i, i + BATCH).map(({ file, content }) => {
        const type = MEDIA_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
        return storage.media.put(file, Buffer.from(content), type);
      }),
    );
  }
}

/**
 * Fills an empty database with the demo accounts and catalogue and stores the
 * catalogue's images and documents (under `mediaDir`, or in the bucket when the storage
 * is S3). Does nothing when categories already exist, so it is safe on every start. All
 * rows go in one transaction and the files are stored before it commits: a failure
 * leaves no half-seeded catalogue.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  mediaDir: string,
  now = new Date(),
  // UPLOAD_DIR; its default sits beside MEDIA_DIR's (data/uploads next to data/media).
  uploadDir = path.join(path.dirname(mediaDir), 'uploads'),
  // The configured storage (createFileStorage(config)); local disk in those folders by default.
  storage: FileStorage = createFileStorage({ s3: undefined, mediaDir, uploadDir }),
): Promise<SeedSummary> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, customers: 0, categories: 0, groups: 0 };

  return db.transaction().execute(async (trx) => {
    const customers = await seedAccounts(trx, now.toISOString());
    await seedDemoCards(trx, now);
    await seedDemoDocuments(trx, storage.documents, now.toISOString());
    const { bySubName, count: categories } = await seedCategories(trx);
    const { count: groups, media } = await seedGroups(trx, bySubName, now);
    await seedDemoOrderHistory(trx, now);
    await storeMedia(storage, media);
    return { seeded: true, customers, categories, groups };
  });
}
