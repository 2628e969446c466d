import { z } from 'zod';

/** What a return request answers: the line and the status it moved to. The type follows from the schema. */
export const returnRequestedSchema = z
  .object({ order_line_id: z.number(), status: z.string() })
  .meta({ id: 'ReturnRequested' });

export type ReturnRequested = z.infer<typeof returnRequestedSchema>;
