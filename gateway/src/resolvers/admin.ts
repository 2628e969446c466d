import type { Resolvers } from '../__generated__/resolvers-types';
import { adminOnly } from './admin-access';

// The admin area's entry points. `Query.admin` and `Mutation.admin` check the role
// first, so an operation of a customer stops there with one FORBIDDEN; every field
// below checks again (admin-access.ts), so none can be reached another way.

export const adminResolvers: Resolvers = {
  Query: { admin: adminOnly(() => ({})) },
  Mutation: { admin: adminOnly(() => ({})) },
};
