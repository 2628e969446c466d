import type { Resolvers } from '../__generated__/resolvers-types';
import { staffOnly } from './admin-access';

// The admin area's entry points. `Query.admin` and `Mutation.admin` check that the caller
// is staff first, so an operation of a customer stops there with one FORBIDDEN; every
// field below checks its own permission (admin-access.ts `requires`), so none can be
// reached another way.

export const adminResolvers: Resolvers = {
  Query: { admin: staffOnly(() => ({})) },
  Mutation: { admin: staffOnly(() => ({})) },
};
