import type { Resolvers } from '../__generated__/resolvers-types';
import { RestError } from '../rest/rest-errors';
import type { RestUploadUrl, UploadTargetRow } from '../rest/rest-types';
import { contactAddressBody, personFieldResolvers } from './person-fields';

/** The API keeps tax and other documents' upload URLs in two lists; GraphQL answers one list with a kind. */
export function uploadTargets(tax: RestUploadUrl[], other: RestUploadUrl[]): UploadTargetRow[] {
  return [
    ...tax.map((upload) => ({ ...upload, kind: 'TAX' as const })),
    ...other.map((upload) => ({ ...upload, kind: 'OTHER' as const })),
  ];
}

/** GraphQL's documents ({fileName, mimeType}) as the API's sign-up wants them. */
const signUpDocument = (doc: { fileName: string; mimeType: string }) => ({
  mime_type: doc.mimeType,
  file_name: doc.fileName,
});

export const authResolvers: Resolvers = {
  Query: {
    session: async (_parent, _args, { rest }) => (await rest.get('/api/user/session')).data.user,

    resetLinkValid: async (_parent, { token }, { rest }) => {
      try {
        await rest.post('/api/user/check/token-expire', { body: { token } });
        return true;
      } catch (error) {
        // An expired or unknown link is an answer (the page shows 'Your link has been
        // expired'), not an error; anything else (API down) still fails loudly.
        if (error instanceof RestError && error.status === 400) return false;
        throw error;
      }
    },
  },

  Mutation: {
    login: async (_parent, { email, password }, { rest }) => {
      // A wrong password is the API's 400, so it surfaces as BAD_USER_INPUT with the
      // API's message for the login page, never as UNAUTHENTICATED.
      const answer = await rest.post('/api/user/login', { body: { email, password, loginType: 'customer' } });
      return { ...answer.data, message: answer.message };
    },

    logout: async (_parent, _args, { rest }) => ({ message: (await rest.post('/api/user/logout')).message }),

    signUp: async (_parent, { input }, { rest }) => {
      const answer = await rest.post('/api/customer_signup', {
        body: {
          address_type: 'BILLING_ADDRESS',
          customer_type: input.customerType,
          // The product rules keep an empty title and company name as none.
          company_name: input.companyName?.trim() || null,
          title: input.title?.trim() || null,
          email: input.email,
          ...contactAddressBody(input),
          password: input.password,
          confirmPassword: input.confirmPassword,
          is_tax_exempt: input.isTaxExempt,
          tax_exempt_doc: input.taxDocument ? [signUpDocument(input.taxDocument)] : [],
          other_docs: (input.otherDocuments ?? []).map(signUpDocument),
        },
      });
      return { ...answer.data, message: answer.message };
    },

    verifyEmail: async (_parent, { token }, { rest }) => {
      const answer = await rest.put('/api/user/verify', { body: { token } });
      return { message: answer.message };
    },

    requestPasswordReset: async (_parent, { email }, { rest }) => {
      const answer = await rest.post('/api/user/forgotPassword', {
        query: { requested_from: 'customer' },
        body: { email },
      });
      return { message: answer.message };
    },

    resetPassword: async (_parent, { token, newPassword, confirmPassword }, { rest }) => {
      const answer = await rest.put('/api/user/resetPassword', {
        body: { new_password: newPassword, confirm_password: confirmPassword, token },
      });
      return { message: answer.message };
    },

    changePassword: async (_parent, { input }, { rest }) => {
      // The caller's address goes with every call (rest-client.ts): the API counts a wrong
      // current password as a failed login from it.
      const answer = await rest.post('/api/user/change-password', {
        body: {
          current_password: input.currentPassword,
          new_password: input.newPassword,
          confirm_password: input.confirmPassword,
        },
      });
      return { message: answer.message };
    },
  },

  LoginPayload: {
    zipCode: (login) => login.zip_code,
  },

  SessionUser: {
    ...personFieldResolvers,
    customerId: (user) => String(user.customer_id),
    customerType: (user) => user.customer_type,
  },

  SignUpPayload: {
    customerId: (answer) => String(answer.customer_id),
    uploads: (answer) => uploadTargets(answer.tax_doc_uploadUrls ?? [], answer.other_docs_uploadUrls ?? []),
  },

  UploadTarget: {
    documentId: (upload) => String(upload.doc_id),
    fileName: (upload) => upload.file_name,
    uploadUrl: (upload) => upload.uploadURL,
  },
};
