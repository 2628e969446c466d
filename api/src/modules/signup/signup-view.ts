import { z } from 'zod';
import { uploadUrlSchema } from '../documents/upload-view';

/**
 * What sign-up answers: the new customer's id and where to PUT each announced
 * document's file. The schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const signupAnswerSchema = z
  .object({
    customer_id: z.number(),
    tax_doc_uploadUrls: z.array(uploadUrlSchema),
    other_docs_uploadUrls: z.array(uploadUrlSchema),
  })
  .meta({ id: 'SignUp' });

export type SignupAnswer = z.infer<typeof signupAnswerSchema>;
