import { badRequest } from './http-error';

/**
 * Control characters no text field may hold: NUL (PostgreSQL refuses it in text, so it
 * would surface as a 500), the other C0 controls and DEL. Tab, line feed and carriage
 * return stay allowed: notes and descriptions have several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_DEPTH = 20;

/**
 * One rule for every text a request carries, whatever the route or field: a 400 naming
 * the field (`new_other_docs[0].file_name must not contain control characters`) before
 * anything reads the value. Applied to bodies, query strings and path parameters by the
 * validator every route goes through, so a new route is covered without a line of its
 * own. The gateway applies the same rule to GraphQL variables and arguments.
 */
export function refuseControlCharacters(value: unknown, path = '', depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) throw badRequest(`${path || 'value'} must not contain control characters`);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => refuseControlCharacters(item, `${path}[${i}]`, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    refuseControlCharacters(item, path ? `${path}.${key}` : key, depth + 1);
  }
}
