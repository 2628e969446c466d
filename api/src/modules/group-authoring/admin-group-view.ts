import { z } from 'zod';
import { pageSchema } from '../../lib/paging';
import { groupDetailSchema } from '../catalog/group-detail-view';

// The console's answers about groups (group-authoring.routes.ts, group-documents.routes.ts
// and the upload routes). Each schema is its answer's contract (OpenAPI); each type
// follows from it.

/** What admin answers carry: the public detail plus the stored settings a shopper does not see, in dollars. */
export const adminGroupSchema = groupDetailSchema
  .extend({ shipping: z.number(), radius_miles: z.number() })
  .meta({ id: 'AdminGroup' });
export const adminGroupPageSchema = pageSchema('groups', adminGroupSchema);

export type AdminGroup = z.infer<typeof adminGroupSchema>;
export type AdminGroupPage = z.infer<typeof adminGroupPageSchema>;

/** The ZIP codes a group there would be listed in (`GET admin/area`). */
export const areaSchema = z.object({ zip_codes: z.array(z.string()), total: z.number() }).meta({ id: 'Area' });

/** Announcing a picture or a document: where to PUT its bytes, and where it will be served. */
export const imageLinkSchema = z
  .object({ upload_url: z.string(), image_url: z.string() })
  .meta({ id: 'GroupImageUploadLink' });
export const documentLinkSchema = z
  .object({ upload_url: z.string(), document_url: z.string() })
  .meta({ id: 'GroupDocumentUploadLink' });

/** What a PUT of the bytes answers. */
export const uploadedImageSchema = z.object({ image_url: z.string() }).meta({ id: 'GroupImage' });
export const uploadedDocumentSchema = z
  .object({ document_url: z.string(), file_name: z.string() })
  .meta({ id: 'GroupDocument' });
