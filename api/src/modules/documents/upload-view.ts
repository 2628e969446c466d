import { z } from 'zod';

// The answers about a customer's document files on their way in: where to PUT each
// announced file (sign-up and a profile update answer these), and what the PUT answers
// (uploads.routes.ts). Each schema is its answer's contract (OpenAPI); each type follows
// from it.

/** An announced document and the signed URL its file is PUT to (document-uploads.ts). */
export const uploadUrlSchema = z
  .object({ doc_id: z.number(), file_name: z.string(), uploadURL: z.string() })
  .meta({ id: 'UploadUrl' });

export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** The document whose file arrived. */
export const uploadedFileSchema = z.object({ doc_id: z.number(), file_name: z.string() }).meta({ id: 'UploadedFile' });
