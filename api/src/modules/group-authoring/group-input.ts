import { zipPlace } from '../../lib/zip-places';
import { z } from 'zod';
import { MAX_ID, intField, numberField, optional, requiredString, zipCodeField } from '../../lib/fields';
import { listPageFields } from '../../lib/paging';
import { MAX_RADIUS_MILES } from '../catalog/area';

// What a group is authored from: the input schemas of the console's routes, exported so
// the routes (which declare them) and the admin CLI (which parses with them) accept and
// refuse exactly the same input. Money arrives in dollars here and becomes integer cents
// once, in group-authoring.service.ts.

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
  supplier_zip: zipCodeField('supplier_zip').refine((zip) => zipPlace(zip) !== undefined, {
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
const groupFilterFields = {
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
};
export const groupPageQuery = z.object({ ...groupFilterFields, ...listPageFields });
/** The export's filter: the list's, without paging. */
export const groupCsvQuery = z.object(groupFilterFields);
export const groupIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

export type GroupInput = z.output<typeof createGroupBody>;
export type GroupChanges = z.output<typeof updateGroupBody>;
export type GroupListQuery = z.output<typeof groupPageQuery>;
export type GroupCsvQuery = z.output<typeof groupCsvQuery>;
