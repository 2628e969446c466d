import type { AddressInput, Resolvers } from '../__generated__/resolvers-types';
import type { RestClient } from '../rest/rest-client';
import { integerOrText } from '../rest/api-judged';
import { uploadTargets } from './auth';
import { contactAddressBody, personFieldResolvers } from './person-fields';

/** GraphQL's documents ({fileName, mimeType}) as the API's profile update wants them. */
const profileDocument = (doc: { fileName: string; mimeType: string }) => ({
  mime_type: doc.mimeType,
  doc_filename: doc.fileName,
});

/** Address fields in the API's snake_case; empty title and company are stored as none. */
function addressBody(input: AddressInput) {
  return {
    title: input.title ?? '',
    company_name: input.companyName ?? '',
    ...contactAddressBody(input),
  };
}

const readProfile = async (rest: RestClient, customerId: number) =>
  (await rest.get('/api/customer/profile/{customer_id}', { path: { customer_id: customerId } })).data;

/** null and absent both mean "keep the value": the API treats them alike, so send neither. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const profileResolvers: Resolvers = {
  Query: {
    profile: async (_parent, _args, { rest }) => {
      // The profile path needs the customer id; the session behind the token names it
      // (a 401 here is UNAUTHENTICATED, before any profile call).
      const session = (await rest.get('/api/user/session')).data;
      return readProfile(rest, session.user.customer_id);
    },

    addresses: async (_parent, _args, { rest }) => (await rest.get('/api/address')).data,
  },

  Mutation: {
    updateProfile: async (_parent, { input }, { rest }) => {
      const answer = await rest.put('/api/customer', {
        body: {
          first_name: given(input.firstName),
          last_name: given(input.lastName),
          phone_number: given(input.phoneNumber),
          title: given(input.title),
          company_name: given(input.companyName),
          country: given(input.country),
          state: given(input.state),
          city: given(input.city),
          street: given(input.street),
          zip_code: given(input.zipCode),
          is_tax_exempt: given(input.isTaxExempt),
          new_tax_exempt_doc: input.newTaxDocument ? [profileDocument(input.newTaxDocument)] : [],
          new_other_docs: (input.newOtherDocuments ?? []).map(profileDocument),
          delete_tax_doc: input.deleteTaxDocument === true ? true : undefined,
          delete_other_docs: (input.deleteOtherDocumentIds ?? []).map(Number),
        },
      });
      const { user, taxDoc_uploadUrls, other_docs_uploadUrls } = answer.data;
      // Re-read so the answer carries the documents and addresses as they are now and
      // Apollo's cache updates the profile page without a refetch.
      const profile = await readProfile(rest, user.customer_id);
      return {
        message: answer.message,
        profile,
        session: user,
        uploads: uploadTargets(taxDoc_uploadUrls, other_docs_uploadUrls),
      };
    },

    createShippingAddress: async (_parent, { input }, { rest }) => {
      const answer = await rest.post('/api/address', {
        body: { address_type: 'SHIPPING_ADDRESS', ...addressBody(input) },
      });
      return { message: answer.message, address: answer.data };
    },

    updateAddress: async (_parent, { input }, { rest }) => {
      const { id, type, ...fields } = input;
      // Ids are numbers upstream; anything else cannot name an address, and the API's
      // 400 for it surfaces as BAD_USER_INPUT.
      const answer = await rest.put('/api/address', {
        body: { address_id: integerOrText(id), address_type: type, ...addressBody(fields) },
      });
      return { message: answer.message, address: answer.data };
    },
  },

  Profile: {
    id: (profile) => String(profile.id),
    ...personFieldResolvers,
    customerType: (profile) => profile.customer_type,
    isTaxExempt: (profile) => profile.is_tax_exempt,
    expirationMessage: (profile) => profile.expiration_message,
    taxDocuments: (profile) => profile.tax_exempt_doc,
    otherDocuments: (profile) => profile.other_docs,
    // The same object as in `addresses`, so both normalise to one cache entry.
    billingAddress: (profile) =>
      profile.addressInfo.find((address) => address.address_type === 'BILLING_ADDRESS') ?? null,
    addresses: (profile) => profile.addressInfo,
  },

  CustomerDocument: {
    id: (doc) => String(doc.doc_id),
    fileName: (doc) => doc.doc_filename,
    mimeType: (doc) => doc.mime_type,
    url: (doc) => doc.docUrl,
    status: (doc) => (doc.is_verified ? 'APPROVED' : doc.is_rejected ? 'REJECTED' : 'PENDING'),
    rejectionReason: (doc) => doc.reason,
    expiresAt: (doc) => doc.expires_at,
  },

  Address: {
    id: (address) => String(address.address_id),
    ...personFieldResolvers,
    type: (address) => address.address_type,
    zipCode: (address) => address.zip_code,
  },
};
