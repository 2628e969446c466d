import fs from 'node:fs';
import path from 'node:path';
import { loadStripe } from '@stripe/stripe-js/pure';
import { stripeFor } from './stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

beforeEach(() => loadStripeMock.mockReset());

describe('stripeFor', () => {
  it('loads Stripe.js once per key', async () => {
    const stripe = {} as never;
    loadStripeMock.mockResolvedValue(stripe);
    await expect(stripeFor('pk_test_a')).resolves.toBe(stripe);
    await expect(stripeFor('pk_test_a')).resolves.toBe(stripe);
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_a');
  });

  it('answers null when Stripe.js cannot load, and tries again next time', async () => {
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(stripeFor('pk_test_b')).resolves.toBeNull();
    loadStripeMock.mockResolvedValueOnce({} as never);
    await expect(stripeFor('pk_test_b')).resolves.not.toBeNull();
    expect(loadStripeMock).toHaveBeenCalledTimes(2);
  });
});

// '@stripe/stripe-js' injects Stripe's script when imported; the shop must make no request
// to Stripe without a key, so only its types and its pure entry may be imported.
describe('the web source', () => {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it("imports '@stripe/stripe-js' only as types (Stripe.js loads through the pure entry)", () => {
    const offenders = sourceFiles(path.resolve(__dirname, '../..')).filter((file) =>
      /^import (?!type )[^;]*from '@stripe\/stripe-js';/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
