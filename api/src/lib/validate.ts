import type { z } from 'zod';
import { badRequest } from './http-error';

/**
 * Parses request input with a zod schema. The first problem becomes a 400 whose message
 * names the field (schemas carry their own messages, e.g. `zip_code must be exactly 5
 * digits`), so bad input never reaches a query and never turns into a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('Invalid request');
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    throw badRequest('Request body must be a JSON object');
  }
  throw badRequest(issue.message);
}
