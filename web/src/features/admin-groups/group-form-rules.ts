import type { AdminGroupChanges, AdminGroupFieldsFragment, AdminGroupInput } from '../../__generated__/graphql';
import { decimalFromCents } from '../../lib/money';
import { centsFromDollars, levelCountError, levelErrors, parsedLevels, type LevelDraft } from './level-rules';

// The create and edit form's values (what was typed) and their rules, the API's own
// (api/src/modules/group-authoring/group-input.ts), so bad input gets the field's message
// before anything is sent.

export type GroupFormValues = {
  categoryId: string;
  productName: string;
  description: string;
  price: string;
  shipping: string;
  maxQuantity: string;
  /** As a datetime-local field holds it, in the operator's time zone. */
  endDate: string;
  supplierZip: string;
  supplierStreet: string;
  supplierCity: string;
  supplierState: string;
  radiusMiles: string;
  levels: LevelDraft[];
};

export type GroupFormErrors = Partial<Record<Exclude<keyof GroupFormValues, 'levels'>, string>> & { levels?: string };

export const MAX_RADIUS_MILES = 100;

/** "2026-12-01T18:00" in the browser's zone, from an ISO instant. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const EMPTY_GROUP: GroupFormValues = {
  categoryId: '',
  productName: '',
  description: '',
  price: '',
  shipping: '0',
  maxQuantity: '',
  endDate: '',
  supplierZip: '',
  supplierStreet: '',
  supplierCity: '',
  supplierState: '',
  radiusMiles: '25',
  levels: [{ quantity: '', price: '' }],
};

export function formValuesOf(group: AdminGroupFieldsFragment): GroupFormValues {
  return {
    categoryId: group.category.id,
    productName: group.productName,
    description: group.description,
    price: group.price.amount,
    // Shipping is whole dollars (the API's rule), typed without cents: "7.00" shows as "7".
    shipping: group.shipping.amount.replace(/\.00$/, ''),
    maxQuantity: String(group.maxQuantity),
    endDate: localDateTime(group.endDate),
    supplierZip: group.supplier.zipCode,
    supplierStreet: group.supplier.street,
    supplierCity: group.supplier.city,
    supplierState: group.supplier.state,
    radiusMiles: String(group.radiusMiles),
    levels: group.levels.map((level) => ({ quantity: String(level.quantity), price: level.price.amount })),
  };
}

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : null);
const radiusOf = (text: string) => (/^\d{1,3}(\.\d+)?$/.test(text.trim()) ? Number(text) : null);

/** The list price in cents and maximum quantity when they are valid (the level rules need them). */
export function listPriceCents(values: GroupFormValues): number | null {
  const cents = centsFromDollars(values.price);
  return cents !== null && cents >= 1 ? cents : null;
}
export function maxQuantityOf(values: GroupFormValues): number | null {
  const max = wholeNumber(values.maxQuantity);
  return max !== null && max >= 1 ? max : null;
}
/** The radius in miles when valid (the area preview needs it). */
export function radiusMilesOf(values: GroupFormValues): number | null {
  const miles = radiusOf(values.radiusMiles);
  return miles !== null && miles > 0 && miles <= MAX_RADIUS_MILES ? miles : null;
}

const required = (text: string, label: string) => (text.trim() ? undefined : `${label} is required`);

/**
 * Every field's message; empty when the form may be sent. A new end date must lie ahead;
 * an unchanged one (editing a group whose date passed) is left as it is.
 */
export function groupFormErrors(
  values: GroupFormValues,
  initialEndDate: string | null,
  now = new Date(),
): GroupFormErrors {
  const errors: GroupFormErrors = {
    categoryId: required(values.categoryId, 'Category'),
    productName: required(values.productName, 'Product name'),
    description: required(values.description, 'Description'),
    supplierStreet: required(values.supplierStreet, 'Street'),
    supplierCity: required(values.supplierCity, 'City'),
    supplierState: required(values.supplierState, 'State'),
  };
  if (listPriceCents(values) === null) errors.price = 'Enter the list price in dollars, e.g. 49.99';
  const shipping = wholeNumber(values.shipping);
  if (shipping === null || shipping > 10_000)
    errors.shipping = 'Shipping must be a whole number of dollars from 0 to 10000';
  const max = maxQuantityOf(values);
  if (max === null || max > 1_000_000) errors.maxQuantity = 'Maximum quantity must be a whole number from 1 to 1000000';
  if (!values.endDate || Number.isNaN(Date.parse(values.endDate))) errors.endDate = 'Enter the end date and time';
  else if (values.endDate !== initialEndDate && new Date(values.endDate) <= now)
    errors.endDate = 'The end date must be in the future';
  if (!/^\d{5}$/.test(values.supplierZip.trim())) errors.supplierZip = 'ZIP code must be exactly 5 digits';
  if (radiusMilesOf(values) === null)
    errors.radiusMiles = `Radius must be a number above 0 and at most ${MAX_RADIUS_MILES} miles`;
  const levelsBad =
    levelCountError(values.levels.length) ??
    (levelErrors(values.levels, listPriceCents(values), maxQuantityOf(values)).some((row) => row.quantity || row.price)
      ? 'Fix the price levels marked below'
      : null);
  if (levelsBad) errors.levels = levelsBad;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as GroupFormErrors;
}

/** A valid form as the API takes a new group. */
export function groupInputOf(values: GroupFormValues): AdminGroupInput {
  return {
    categoryId: values.categoryId,
    productName: values.productName.trim(),
    description: values.description.trim(),
    price: decimalFromCents(listPriceCents(values)!),
    // Whole dollars (checked above): integer cents, no fraction to round.
    shipping: decimalFromCents(wholeNumber(values.shipping)! * 100),
    maxQuantity: Number(values.maxQuantity),
    endDate: new Date(values.endDate).toISOString(),
    supplierZip: values.supplierZip.trim(),
    supplierStreet: values.supplierStreet.trim(),
    supplierCity: values.supplierCity.trim(),
    supplierState: values.supplierState.trim(),
    radiusMiles: Number(values.radiusMiles),
    levels: parsedLevels(values.levels),
  };
}

/**
 * Only what changed, so a closed group's untouched price, levels, maximum and end date
 * are not sent (the API refuses those once it is closed).
 */
export function groupChangesOf(values: GroupFormValues, initial: GroupFormValues): AdminGroupChanges {
  const next = groupInputOf(values);
  const changed = <K extends keyof GroupFormValues>(key: K) =>
    JSON.stringify(values[key]) !== JSON.stringify(initial[key]);
  const changes: AdminGroupChanges = {};
  if (changed('categoryId')) changes.categoryId = next.categoryId;
  if (changed('productName')) changes.productName = next.productName;
  if (changed('description')) changes.description = next.description;
  if (changed('price')) changes.price = next.price;
  if (changed('shipping')) changes.shipping = next.shipping;
  if (changed('maxQuantity')) changes.maxQuantity = next.maxQuantity;
  if (changed('endDate')) changes.endDate = next.endDate;
  if (changed('supplierZip')) changes.supplierZip = next.supplierZip;
  if (changed('supplierStreet')) changes.supplierStreet = next.supplierStreet;
  if (changed('supplierCity')) changes.supplierCity = next.supplierCity;
  if (changed('supplierState')) changes.supplierState = next.supplierState;
  if (changed('radiusMiles')) changes.radiusMiles = next.radiusMiles;
  if (changed('levels')) changes.levels = next.levels;
  return changes;
}
