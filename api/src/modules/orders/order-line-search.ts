import { sql } from 'kysely';
import { containsPattern } from '../catalog/like-pattern';

// The console's search of order lines, shared by its list and its pick list.

/**
 * An operator searches by what the customer told them: an e-mail or name, a product, or
 * a number that may be an order, group or line id. Literal LIKE (like-pattern.ts).
 */
export function searchMatches(text: string) {
  const pattern = containsPattern(text);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return sql<boolean>`(${sql.join(
    [
      like('c.email'),
      like('c.first_name'),
      like('c.last_name'),
      like('g.product_name'),
      ...(id === null ? [] : [sql<boolean>`o.id = ${id}`, sql<boolean>`g.id = ${id}`, sql<boolean>`l.id = ${id}`]),
    ],
    sql` or `,
  )})`;
}
