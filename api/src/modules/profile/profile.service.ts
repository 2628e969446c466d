import type { Kysely } from 'kysely';
import type { CustomerDocument, Database } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { findCustomerById } from '../auth/auth.repository';
import type { DocumentFiles } from '../documents/document-files';
import { personView, toAddressView } from './address-view';
import type { CustomerRecord, ProfileUploads, ProfileView } from './profile-view';
import { findAddressOfType, listAddresses, updateOwnAddress } from './addresses.repository';
import type { DocumentFile } from '../documents/document-input';
import { assertDocumentRoom, type DocumentCaps } from '../documents/document-caps';
import { createPendingDocuments } from '../documents/document-uploads';
import { expirationMessage, documentViewOf } from '../documents/document-view';
import { deleteDocuments, findCustomerDocuments, listCustomerDocuments } from '../documents/documents.repository';
import { updateCustomer } from './profile.repository';
import { assertZipInState } from '../pricing/zip-in-state';

export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  title?: string | null;
  company_name?: string | null;
  country?: string;
  state?: string;
  city?: string;
  street?: string;
  zip_code?: string;
  is_tax_exempt?: boolean;
  new_tax_exempt_doc: DocumentFile[];
  new_other_docs: DocumentFile[];
  /** true: every tax document; a number: that one; undefined: none. */
  delete_tax_doc?: true | number;
  delete_other_docs: number[];
};

export function createProfileService(db: Kysely<Database>, deps: { files: DocumentFiles; config: DocumentCaps }) {
  const { files, config } = deps;

  /** The documents to delete, all the customer's own and none approved. */
  async function documentsToDelete(
    trx: Kysely<Database>,
    customerId: number,
    input: ProfileUpdate,
  ): Promise<CustomerDocument[]> {
    const taxDocs =
      input.delete_tax_doc === undefined
        ? []
        : await findCustomerDocuments(
            trx,
            customerId,
            'tax_exempt',
            input.delete_tax_doc === true ? undefined : [input.delete_tax_doc],
          );
    const otherIds = [...new Set(input.delete_other_docs)];
    const otherDocs = otherIds.length === 0 ? [] : await findCustomerDocuments(trx, customerId, 'other', otherIds);
    // Another customer's id is answered like an unknown one, so ids reveal nothing.
    if (typeof input.delete_tax_doc === 'number' && taxDocs.length === 0) throw notFound('Document not found');
    if (otherDocs.length !== otherIds.length) throw notFound('Document not found');
    const docs = [...taxDocs, ...otherDocs];
    if (docs.some((doc) => doc.status === 'Approved')) throw badRequest('Approved documents cannot be deleted.');
    return docs;
  }

  return {
    async getCustomer(customerId: number): Promise<CustomerRecord | null> {
      const c = await findCustomerById(db, customerId);
      if (!c) return null;
      return {
        id: c.id,
        email: c.email,
        role: c.role,
        customer_type: c.customer_type,
        first_name: c.first_name,
        last_name: c.last_name,
        company_name: c.company_name,
        title: c.title,
        phone_number: c.phone_number,
        is_tax_exempt: c.is_tax_exempt === 1,
        email_verified: c.email_verified_at !== null,
        created_at: c.created_at,
      };
    },

    async getProfile(customerId: number, now = new Date()): Promise<ProfileView | null> {
      const [customer, addresses, listed] = await Promise.all([
        findCustomerById(db, customerId),
        listAddresses(db, customerId),
        listCustomerDocuments(db, customerId),
      ]);
      if (!customer) return null;
      // Files uploaded straight to the bucket count once checked: the owner's next look
      // at the profile is when they are (document-files.ts).
      const docs = (await files.confirmArrivals(db, listed, now))
        ? await listCustomerDocuments(db, customerId)
        : listed;
      const billing = addresses.find((a) => a.address_type === 'BILLING_ADDRESS');
      const taxDocs = docs.filter((doc) => doc.doc_type === 'tax_exempt');
      return {
        id: customer.id,
        address_id: billing?.id ?? null,
        address_type: 'BILLING_ADDRESS',
        ...personView(customer),
        country: billing?.country ?? '',
        state: billing?.state ?? '',
        city: billing?.city ?? '',
        street: billing?.street ?? '',
        zip_code: billing?.zip_code ?? '',
        customer_type: customer.customer_type,
        is_tax_exempt: customer.is_tax_exempt === 1,
        expiration_message: expirationMessage(taxDocs, now),
        tax_exempt_doc: await Promise.all(taxDocs.map((doc) => documentViewOf(doc, files, now))),
        other_docs: await Promise.all(
          docs.filter((doc) => doc.doc_type === 'other').map((doc) => documentViewOf(doc, files, now)),
        ),
        addressInfo: addresses.map(toAddressView),
      };
    },

    /**
     * Updates the customer and the billing address, deletes and announces documents, all
     * in one transaction; the deleted files leave the disk once it has committed.
     */
    async updateProfile(customerId: number, input: ProfileUpdate, now = new Date()): Promise<ProfileUploads> {
      const { result, deleted } = await db.transaction().execute(async (trx) => {
        const customer = await findCustomerById(trx, customerId);
        if (!customer) throw notFound('Customer not found');
        const deleted = await documentsToDelete(trx, customerId, input);

        // Tax exemption and documents are a Business matter (docs/product.md#roles).
        const business = customer.customer_type === 'Business';
        const taxExempt = business && (input.is_tax_exempt ?? customer.is_tax_exempt === 1);
        const newTaxDocs = business ? input.new_tax_exempt_doc : [];
        const newOtherDocs = business ? input.new_other_docs : [];
        if (taxExempt) {
          const deletedIds = new Set(deleted.map((doc) => doc.id));
          const kept = (await findCustomerDocuments(trx, customerId, 'tax_exempt')).filter(
            (d) => !deletedIds.has(d.id),
          );
          if (kept.length + newTaxDocs.length === 0) throw badRequest('A file is required');
        }

        const personal = {
          first_name: input.first_name,
          last_name: input.last_name,
          phone_number: input.phone_number,
          title: input.title,
          company_name: input.company_name,
        };
        const defined = <T extends object>(o: T) =>
          Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
        await updateCustomer(trx, customerId, { ...defined(personal), is_tax_exempt: taxExempt ? 1 : 0 });
        const billing = await findAddressOfType(trx, customerId, 'BILLING_ADDRESS');
        const place = { country: input.country, state: input.state, city: input.city, street: input.street };
        const addressChanges = { ...defined(personal), ...defined(place), ...defined({ zip_code: input.zip_code }) };
        if (billing && Object.keys(addressChanges).length > 0) {
          assertZipInState({ ...billing, ...defined(place), ...defined({ zip_code: input.zip_code }) });
          await updateOwnAddress(trx, customerId, billing.id, 'BILLING_ADDRESS', addressChanges);
        }

        await deleteDocuments(
          trx,
          deleted.map((doc) => doc.id),
        );
        await assertDocumentRoom(trx, config, customerId, newTaxDocs.length + newOtherDocs.length, now);
        const ttl = config.uploadUrlTtlMinutes;
        const result: ProfileUploads = {
          taxDoc_uploadUrls: await createPendingDocuments(trx, files, ttl, customerId, 'tax_exempt', newTaxDocs, now),
          other_docs_uploadUrls: await createPendingDocuments(trx, files, ttl, customerId, 'other', newOtherDocs, now),
        };
        return { result, deleted };
      });
      for (const doc of deleted) await files.store.remove(doc.storage_key);
      return result;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
