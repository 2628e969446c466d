import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { MailQueue } from '../mail/mail-queue';
import { verificationMail } from '../mail/templates';
import type { DocumentFile } from '../documents/document-input';
import { assertDocumentRoom, type DocumentCaps } from '../documents/document-caps';
import { createPendingDocuments } from '../documents/document-uploads';
import { assertZipInState } from '../pricing/zip-in-state';
import { insertAddress } from '../profile/addresses.repository';
import { insertCustomer } from '../profile/profile.repository';
import type { DocumentFiles } from '../documents/document-files';
import { issueAccountToken } from '../auth/account-tokens.service';
import { findCustomerByEmail } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import type { SignupAnswer } from './signup-view';

export type SignupInput = {
  email: string;
  password: string;
  customer_type: 'Individual' | 'Business';
  first_name: string;
  last_name: string;
  company_name: string | null;
  title: string | null;
  phone_number: string;
  is_tax_exempt: boolean;
  country: string;
  state: string;
  city: string;
  street: string;
  zip_code: string;
  tax_exempt_doc: DocumentFile[];
  other_docs: DocumentFile[];
};

const DUPLICATE_EMAIL = 'An account with this email already exists.';

/** SQLite and PostgreSQL report a unique-constraint violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export type SignupDeps = {
  mail: MailQueue;
  files: DocumentFiles;
  config: Pick<Config, 'publicUrl'> & DocumentCaps;
};

export function createSignupService(db: Kysely<Database>, deps: SignupDeps) {
  const { mail, files, config } = deps;
  return {
    /**
     * Creates the unverified customer, its address as both billing and shipping address,
     * a Pending document per announced file, and mails the verification link.
     */
    async signup(input: SignupInput, now = new Date()): Promise<SignupAnswer> {
      assertZipInState(input);
      if (await findCustomerByEmail(db, input.email)) throw new HttpError(409, DUPLICATE_EMAIL);
      const passwordHash = await hashPassword(input.password);
      // Tax exemption and documents are a Business matter (only a Business may be tax-exempt, docs/decisions.md "Tax"); an Individual's
      // leftovers from a form switched back to Individual are dropped, not stored.
      const business = input.customer_type === 'Business';

      let created: SignupAnswer;
      try {
        created = await db.transaction().execute(async (trx) => {
          const customerId = await insertCustomer(trx, {
            email: input.email,
            password_hash: passwordHash,
            role: 'customer',
            customer_type: input.customer_type,
            first_name: input.first_name,
            last_name: input.last_name,
            company_name: input.company_name,
            title: input.title,
            phone_number: input.phone_number,
            is_tax_exempt: business && input.is_tax_exempt ? 1 : 0,
            email_verified_at: null,
            created_at: now.toISOString(),
          });
          for (const address_type of ['BILLING_ADDRESS', 'SHIPPING_ADDRESS'] as const) {
            await insertAddress(trx, {
              customer_id: customerId,
              address_type,
              title: input.title,
              company_name: input.company_name,
              first_name: input.first_name,
              last_name: input.last_name,
              email: input.email,
              phone_number: input.phone_number,
              country: input.country,
              state: input.state,
              city: input.city,
              street: input.street,
              zip_code: input.zip_code,
            });
          }
          const ttl = config.uploadUrlTtlMinutes;
          const taxDocs = business ? input.tax_exempt_doc : [];
          const otherDocs = business ? input.other_docs : [];
          await assertDocumentRoom(trx, config, customerId, taxDocs.length + otherDocs.length, now);
          const result: SignupAnswer = {
            customer_id: customerId,
            tax_doc_uploadUrls: await createPendingDocuments(trx, files, ttl, customerId, 'tax_exempt', taxDocs, now),
            other_docs_uploadUrls: await createPendingDocuments(trx, files, ttl, customerId, 'other', otherDocs, now),
          };
          // In the account's transaction: no account without its mail, no mail without its account.
          const token = await issueAccountToken(trx, customerId, 'verify_email', now);
          await mail.add(
            trx,
            verificationMail({ to: input.email, firstName: input.first_name, publicUrl: config.publicUrl, token }),
          );
          return result;
        });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL);
        throw error;
      }

      mail.wake();
      return created;
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
