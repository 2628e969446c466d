import { z } from 'zod';

/** Every answer: `{ status, message, data }`, with the HTTP status equal to `status`. */
export type Envelope<T> = { status: number; message: string; data: T };

export function ok<T>(message: string, data: T): Envelope<T> {
  return { status: 200, message, data };
}

/**
 * The JSON schema of a 200 answer carrying `data`, for Fastify's serializer: it writes
 * only the listed fields (anything else on the object never leaves) and is faster
 * than JSON.stringify for the listing.
 */
export function okResponseSchema(data: z.ZodType) {
  const schema = z.toJSONSchema(z.object({ status: z.number(), message: z.string(), data }), {
    target: 'draft-7',
  });
  delete schema.$schema;
  return { 200: schema };
}
