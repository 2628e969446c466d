import { createTestApp, type TestApp } from '../../test/test-app';
import { platformFeeCents, priceLine, sumLines, taxCents, type PricedGroup } from './pricing';
import { STATE_TAX_RATES_BP, stateTaxRateBp } from './state-tax-rates';
import { isTaxExempt } from './tax-exemption';

const levels = [
  { quantity_level: 10, price_cents: 10_000 },
  { quantity_level: 20, price_cents: 9_000 },
  { quantity_level: 50, price_cents: 8_050 },
];
const group = (booked: number, shipping = 500): PricedGroup => ({
  price_cents: 12_000,
  quantity_booked: booked,
  shipping_cents: shipping,
  levels,
});

describe('priceLine', () => {
  test.each([
    // booked, qty, tax bp, fee rate, price, goods, tax, shipping, fee, total
    [0, 1, 625, 0.02, 10_000, 10_000, 625, 500, 200, 11_325],
    [9, 1, 625, 0.02, 10_000, 10_000, 625, 500, 200, 11_325],
    [9, 2, 625, 0.02, 9_000, 18_000, 1_125, 1_000, 360, 20_485],
    [19, 1, 725, 0.02, 9_000, 9_000, 653, 500, 180, 10_333], // 652.5 rounds half up
    [20, 3, 0, 0.02, 8_050, 24_150, 0, 1_500, 483, 26_133],
    [60, 1, 400, 0.02, 8_050, 8_050, 322, 500, 161, 9_033], // above the top level: the last row
    [0, 7, 687.5, 0.025, 10_000, 70_000, 4_813, 3_500, 1_750, 80_063], // MN 6.875 %: 4812.5 -> 4813
    [0, 1, 625, 0, 10_000, 10_000, 625, 500, 0, 11_125],
  ])('booked %i, qty %i, %d bp, fee %d', (booked, qty, bp, fee, price, goods, tax, shipping, platform, total) => {
    expect(priceLine(group(booked), qty, { taxRateBp: bp, platformFeeRate: fee })).toEqual({
      price_cents: price,
      goods_cents: goods,
      tax_cents: tax,
      shipping_cents: shipping,
      platform_fee_cents: platform,
      total_cents: total,
    });
  });

  test('a group without levels sells at its list price', () => {
    const line = priceLine({ ...group(0), levels: [] }, 2, { taxRateBp: 0, platformFeeRate: 0.02 });
    expect(line.price_cents).toBe(12_000);
    expect(line.goods_cents).toBe(24_000);
  });
});

describe('rounding', () => {
  test.each([
    [1_234, 625, 77], // 77.125
    [1_000, 625, 63], // 62.5 -> half up
    [1, 625, 0], // 0.0625
    [8, 625, 1], // 0.5 -> half up
    [0, 725, 0],
  ])('tax on %i cents at %d bp is %i', (goods, bp, expected) => {
    expect(taxCents(goods, bp)).toBe(expected);
  });

  test.each([
    [25, 0.02, 1], // 0.5 -> half up
    [24, 0.02, 0],
    [12_525, 0.02, 251], // 250.5
    [100, 0.07, 7], // 0.07 * 100 = 7.000000000000001 in floats
  ])('fee on %i cents at %d is %i', (goods, rate, expected) => {
    expect(platformFeeCents(goods, rate)).toBe(expected);
  });

  test('sumLines adds every amount of every line', () => {
    const rates = { taxRateBp: 625, platformFeeRate: 0.02 };
    const a = priceLine(group(0), 1, rates);
    const b = priceLine(group(9), 2, rates);
    expect(sumLines([a, b])).toEqual({
      goods_cents: 28_000,
      tax_cents: 1_750,
      shipping_cents: 1_500,
      platform_fee_cents: 560,
      grand_total_cents: 31_810,
    });
    expect(sumLines([])).toEqual({
      goods_cents: 0,
      tax_cents: 0,
      shipping_cents: 0,
      platform_fee_cents: 0,
      grand_total_cents: 0,
    });
  });
});

describe('state tax rates', () => {
  test('cover the 50 states and DC', () => {
    expect(Object.keys(STATE_TAX_RATES_BP)).toHaveLength(51);
  });

  test.each([
    ['CA', 725],
    ['TX', 625],
    ['ny', 400],
    ['Texas', 625],
    ['OR', 0],
    ['MT', 0],
    ['NH', 0],
    ['DE', 0],
    ['AK', 0],
    ['MN', 687.5],
    ['PR', 0],
    ['', 0],
  ])('%s is %d bp', (state, bp) => {
    expect(stateTaxRateBp(state)).toBe(bp);
  });
});

describe('isTaxExempt', () => {
  let t: TestApp;
  let businessId: number;
  let shopperId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const ids = await t.handle.db.selectFrom('customers').select(['id', 'email']).execute();
    businessId = ids.find((c) => c.email === 'business@example.com')!.id;
    shopperId = ids.find((c) => c.email === 'shopper@example.com')!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function setTaxDocument(
    customerId: number,
    status: 'Pending' | 'Approved' | 'Rejected',
    expiresAt: string | null,
  ) {
    await t.handle.db.deleteFrom('customer_documents').where('customer_id', '=', customerId).execute();
    await t.handle.db
      .insertInto('customer_documents')
      .values({
        customer_id: customerId,
        doc_type: 'tax_exempt',
        file_name: 'exemption.pdf',
        mime_type: 'application/pdf',
        storage_key: `tax-${customerId}-${Math.random()}`,
        uploaded_at: new Date().toISOString(),
        status,
        reason: null,
        expires_at: expiresAt,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  test('only an approved, unexpired tax document of a tax-exempt Business customer exempts', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();

    await setTaxDocument(businessId, 'Pending', null);
    expect(await isTaxExempt(t.handle.db, businessId)).toBe(false);
    await setTaxDocument(businessId, 'Rejected', null);
    expect(await isTaxExempt(t.handle.db, businessId)).toBe(false);
    await setTaxDocument(businessId, 'Approved', past);
    expect(await isTaxExempt(t.handle.db, businessId)).toBe(false);
    await setTaxDocument(businessId, 'Approved', future);
    expect(await isTaxExempt(t.handle.db, businessId)).toBe(true);
    await setTaxDocument(businessId, 'Approved', null);
    expect(await isTaxExempt(t.handle.db, businessId)).toBe(true);

    // An Individual with an approved document still pays tax.
    await setTaxDocument(shopperId, 'Approved', null);
    expect(await isTaxExempt(t.handle.db, shopperId)).toBe(false);
  });
});
