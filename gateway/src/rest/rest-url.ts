/** A call's path and query parameters, as the typed methods of RestClient checked them. */
export interface RestUrlParts {
  path?: object;
  query?: object;
}

/**
 * The URL of a call: the document's path template with each `{name}` filled in
 * (URI-encoded) and the query parameters given, in the order given, as
 * `application/x-www-form-urlencoded` (URLSearchParams); an undefined one is left out.
 * `('/api/cart/{cart_item_id}', { path: { cart_item_id: 7 } })` → `/api/cart/7`.
 */
export function restUrl(template: string, { path = {}, query = {} }: RestUrlParts = {}): string {
  const values = path as Record<string, unknown>;
  const filled = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (values[name] === undefined) throw new Error(`${template} needs its path parameter ${name}`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
