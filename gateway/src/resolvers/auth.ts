import type { Resolvers } from '../__generated__/resolvers-types';
import type { RestLoginData, RestSessionData } from '../rest/rest-types';

export const authResolvers: Resolvers = {
  Query: {
    session: async (_parent, _args, { rest }) => (await rest.get<RestSessionData>('user/session')).data.user,
  },

  Mutation: {
    login: async (_parent, { email, password }, { rest }) => {
      // A wrong password is the API's 400, so it surfaces as BAD_USER_INPUT with the
      // API's message for the login page, never as UNAUTHENTICATED.
      const answer = await rest.post<RestLoginData>('user/login', { email, password, loginType: 'customer' });
      return { ...answer.data, message: answer.message };
    },
  },

  LoginPayload: {
    token: (login) => login.token,
    role: (login) => login.role,
    zipCode: (login) => login.zip_code,
    user: (login) => login.user,
    message: (login) => login.message,
  },

  SessionUser: {
    customerId: (user) => String(user.customer_id),
    firstName: (user) => user.first_name,
    lastName: (user) => user.last_name,
    name: (user) => user.name,
    email: (user) => user.email,
    // The spec keeps null company and title as empty text.
    companyName: (user) => user.company_name ?? '',
    title: (user) => user.title ?? '',
    phoneNumber: (user) => user.phone_number,
    customerType: (user) => (user.customer_type === 'Business' ? 'BUSINESS' : 'INDIVIDUAL'),
  },
};
