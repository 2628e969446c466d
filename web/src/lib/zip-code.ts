// A US ZIP code as the listing accepts it: exactly five digits.
const ZIP_CODE_PATTERN = /^\d{5}$/;

export function isZipCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && ZIP_CODE_PATTERN.test(value);
}
