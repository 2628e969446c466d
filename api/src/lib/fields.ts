import { z } from 'zod';

// Field schemas whose messages name the field, shared by the routes.

const absent = (input: unknown) => input === undefined || input === null;

/** A required string; `name is required` when missing or blank. */
export function requiredString(name: string, max = 255) {
  return z
    .string({ error: (iss) => (absent(iss.input) ? `${name} is required` : `${name} must be a string`) })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
}

/** A required e-mail address, answered lower-case so it matches the stored form. */
export function emailField(name = 'email') {
  return requiredString(name, 254)
    .pipe(z.email(`${name} must be a valid email address`))
    .transform((email) => email.toLowerCase());
}

/** A US ZIP code: exactly five digits, as text. */
export function zipCodeField(name = 'zip_code') {
  const message = `${name} must be exactly 5 digits`;
  return z.string({ error: (iss) => (absent(iss.input) ? `${name} is required` : message) }).regex(/^\d{5}$/, message);
}

/**
 * Optional input that clients send as null or "" when unset (the web keeps filters
 * that way); both mean "not given".
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Like `optional`, with a value used when the field is not given. */
export function defaulted<S extends z.ZodType>(schema: S, value: z.util.NoUndefined<z.output<S>>) {
  return z.preprocess(blankToUndefined, schema.default(value));
}

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** Numbers may arrive as JSON numbers or as numeric text (query strings, form values). */
const numericText = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

/** An integer in [min, max] with one message for every way it can be wrong. */
export function intField(message: string, min: number, max: number) {
  return z.preprocess(numericText, z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** A number in [min, max] with one message for every way it can be wrong. */
export function numberField(message: string, min: number, max: number) {
  return z.preprocess(numericText, z.number({ error: message }).min(min, message).max(max, message));
}

/** A UTC day as YYYY-MM-DD (date filters: the ledger's, the audit log's). */
export function dayField(name: string) {
  const message = `${name} must be a date as YYYY-MM-DD`;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), message);
}

/** Database ids are 32-bit on PostgreSQL; a larger number would be a query error, not a 400. */
export const MAX_ID = 2_147_483_647;

// The closed sets answers carry, declared as enums so the OpenAPI document (and the
// gateway's types generated from it) name every value. The database checks the same sets.
export const roleValue = z.enum(['customer', 'admin']);
export const customerTypeValue = z.enum(['Individual', 'Business']);
export const groupStatusValue = z.enum(['Open', 'Closed']);
export const addressTypeValue = z.enum(['BILLING_ADDRESS', 'SHIPPING_ADDRESS']);
