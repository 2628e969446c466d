import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { SEED_PRODUCTS } from './catalogue-products';
import { buildSeedGroups } from './catalogue-groups';
import { seedIfEmpty } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  test('builds the same catalogue on every run (only dates follow the clock)', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(buildSeedGroups(SEED_PRODUCTS, now)).toEqual(buildSeedGroups(SEED_PRODUCTS, now));
  });

  test('seeds only an empty database', async () => {
    const before = await t.handle.db.selectFrom('groups').select('id').execute();
    expect(await seedIfEmpty(t.handle.db, t.config.mediaDir)).toEqual({
      seeded: false,
      customers: 0,
      categories: 0,
      groups: 0,
    });
    expect(await t.handle.db.selectFrom('groups').select('id').execute()).toHaveLength(before.length);
  });

  test('has at least 8 top-level categories with 2-4 sub-categories each', async () => {
    const categories = await t.handle.db.selectFrom('categories').selectAll().execute();
    const tops = categories.filter((c) => c.parent_id === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      const subs = categories.filter((c) => c.parent_id === top.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
    }
  });

  test('gives every group 2-5 levels (quantities up, prices down), 2-3 images and one PDF on disk', async () => {
    const db = t.handle.db;
    const groups = await db.selectFrom('groups').selectAll().execute();
    expect(groups.length).toBeGreaterThanOrEqual(64);
    const levels = await db.selectFrom('group_levels').selectAll().orderBy('quantity_level').execute();
    const images = await db.selectFrom('group_images').selectAll().execute();
    const docs = await db.selectFrom('group_documents').selectAll().execute();
    const fileOf = (urlPath: string) => path.join(t.config.mediaDir, urlPath.replace(/^\/media\//, ''));

    for (const g of groups) {
      const own = levels.filter((l) => l.group_id === g.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(5);
      own.slice(1).forEach((level, i) => expect(level.price_cents).toBeLessThan(own[i]!.price_cents));
      expect(own[0]!.price_cents).toBeLessThan(g.price_cents);
      expect(g.shipping_cents % 100).toBe(0);
      expect(g.radius_miles).toBeGreaterThanOrEqual(25);
      expect(g.radius_miles).toBeLessThanOrEqual(60);

      const ownImages = images.filter((i) => i.group_id === g.id);
      expect(ownImages.length).toBeGreaterThanOrEqual(2);
      expect(ownImages.length).toBeLessThanOrEqual(3);
      for (const image of ownImages) expect(fs.existsSync(fileOf(image.path))).toBe(true);
      const ownDocs = docs.filter((d) => d.group_id === g.id);
      expect(ownDocs).toHaveLength(1);
      expect(fs.readFileSync(fileOf(ownDocs[0]!.path)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('has open groups ending 5-61 days ahead and closed groups that already ended', async () => {
    const groups = await t.handle.db.selectFrom('groups').selectAll().execute();
    const now = Date.now();
    const open = groups.filter((g) => g.status === 'Open');
    const closed = groups.filter((g) => g.status === 'Closed');
    expect(closed.length).toBeGreaterThanOrEqual(4);
    for (const g of open) {
      const days = (Date.parse(g.end_date) - now) / 86_400_000;
      expect(days).toBeGreaterThan(4.9);
      expect(days).toBeLessThan(61.1);
    }
    for (const g of closed) expect(Date.parse(g.end_date)).toBeLessThan(now);
    // Different levels are current across the catalogue.
    expect(
      new Set(groups.map((g) => g.price_cents - g.current_price_cents > 0 && g.current_price_cents)).size,
    ).toBeGreaterThan(20);
  });
});
