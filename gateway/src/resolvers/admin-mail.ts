import type { Resolvers } from '../__generated__/resolvers-types';
import { requires } from './admin-access';
import { ADMIN_QUERY_PERMISSIONS } from './admin-permissions';

// The console's mail previews over admin/mail-templates: the API renders each template with
// its sample data; its answer is already GraphQL's shape.

export const adminMailResolvers: Resolvers = {
  AdminQuery: {
    mailTemplates: requires(
      ADMIN_QUERY_PERMISSIONS.mailTemplates,
      async (_parent, _args, { rest }) => (await rest.get('/api/admin/mail-templates')).data.templates,
    ),
    mailPreview: requires(
      ADMIN_QUERY_PERMISSIONS.mailPreview,
      async (_parent, { name }, { rest }) =>
        (await rest.get('/api/admin/mail-templates/{name}', { path: { name } })).data,
    ),
  },
};
