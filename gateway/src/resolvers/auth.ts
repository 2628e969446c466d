import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { ErrorCode } from '../rest/error-mapping';
import { RestError } from '../rest/rest-errors';
import type { RestClient } from '../rest/rest-client';
import type { RestStaffAccess, RestUploadUrl, SessionUserRow, UploadTargetRow } from '../rest/rest-types';
import { contactAddressBody, personFieldResolvers } from './person-fields';

/** The API keeps tax and other documents' upload URLs in two lists; GraphQL answers one list with a kind. */
export function uploadTargets(tax: RestUploadUrl[], other: RestUploadUrl[]): UploadTargetRow[] {
  return [
    ...tax.map((upload) => ({ ...upload, kind: 'TAX' as const })),
    ...other.map((upload) => ({ ...upload, kind: 'OTHER' as const })),
  ];
}

/** What a session may do, from an answer that carries it (login, user/session). */
const staffAccessOf = (answer: RestStaffAccess): RestStaffAccess => ({
  staff_role: answer.staff_role,
  permissions: answer.permissions,
  totp_enabled: answer.totp_enabled,
  totp_setup_required: answer.totp_setup_required,
});

/** The session's access: carried by the user, or read (one call per request, merged) where the answer had only the user. */
const accessOf = async (user: SessionUserRow, rest: RestClient): Promise<RestStaffAccess> =>
  user.access ?? (await rest.get('/api/user/session')).data;

/** GraphQL's documents ({fileName, mimeType}) as the API's sign-up wants them. */
const signUpDocument = (doc: { fileName: string; mimeType: string }) => ({
  mime_type: doc.mimeType,
  file_name: doc.fileName,
});

export const authResolvers: Resolvers = {
  Query: {
    session: async (_parent, _args, { rest }) => {
      const session = (await rest.get('/api/user/session')).data;
      return { ...session.user, access: staffAccessOf(session) };
    },

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
    login: async (_parent, { email, password, totpCode }, { rest }) => {
      // A wrong password is the API's 400, so it surfaces as BAD_USER_INPUT with the
      // API's message for the login page, never as UNAUTHENTICATED. A staff member's
      // missing or wrong TOTP code is the API's 401: UNAUTHENTICATED with
      // `extensions.reason` (error-mapping.ts).
      const answer = await rest.post('/api/user/login', {
        body: { email, password, loginType: 'customer', totp_code: totpCode ?? undefined },
      });
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

  Subscription: {
    sessionEnded: {
      // Over a signed-in socket only (live/subscription-server.ts checks the session when
      // it connects): the socket's own session is the one whose end it hears.
      subscribe: (_parent, _args, { live }) => {
        if (!live) {
          throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-ws).', {
            extensions: { code: ErrorCode.BAD_USER_INPUT },
          });
        }
        return live.watchSessionEnd();
      },
      resolve: (event: { reason: string }) => event,
    },
  },

  LoginPayload: {
    zipCode: (login) => login.zip_code,
    user: (login) => ({ ...login.user, access: staffAccessOf(login) }),
  },

  SessionUser: {
    ...personFieldResolvers,
    customerId: (user) => String(user.customer_id),
    customerType: (user) => user.customer_type,
    staffRole: async (user, _args, { rest }) => (await accessOf(user, rest)).staff_role,
    permissions: async (user, _args, { rest }) => (await accessOf(user, rest)).permissions,
    totpEnabled: async (user, _args, { rest }) => (await accessOf(user, rest)).totp_enabled,
    totpSetupRequired: async (user, _args, { rest }) => (await accessOf(user, rest)).totp_setup_required,
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
