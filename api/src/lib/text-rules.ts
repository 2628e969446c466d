import { badRequest } from './http-error';

/**
 * Control characters no text field may hold: NUL (PostgreSQL refuses it in text, so it
 * would surface as a 500), the other C0 controls and DEL. Tab, line feed and carriage
 * return stay allowed: notes and descriptions have several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// With the u flag a surrogate pair reads as one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

const MAX_DEPTH = 20;

/**
 * What is wrong with one text, if anything. A lone UTF-16 surrogate (`"\ud800"` in JSON)
 * is no character at all: no database can store it as written (both would swap it for
 * U+FFFD, so what is read back is not what was sent) and a URL cannot carry it.
 */
function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTERS.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain lone surrogates (invalid Unicode)';
  return undefined;
}

/**
 * One rule for every text a request carries, whatever the route or field: a 400 naming
 * the field (`new_other_docs[0].file_name must not contain control characters`) before
 * anything reads the value. Applied to bodies, query strings and path parameters by the
 * validator every route goes through, so a new route is covered without a line of its
 * own. The gateway applies the same rule to GraphQL variables and arguments.
 */
export function refuseUnsafeText(value: unknown, path = '', depth = 0): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) throw badRequest(`${path || 'value'} ${problem}`);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => refuseUnsafeText(item, `${path}[${i}]`, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    refuseUnsafeText(item, path ? `${path}.${key}` : key, depth + 1);
  }
}
