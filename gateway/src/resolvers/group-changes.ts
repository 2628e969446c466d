import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { ErrorCode } from '../rest/error-mapping';
import { groupAnswer } from '../rest/group-answer';
import type { RestGroupDetail } from '../rest/rest-types';

export const groupChangesResolvers: Resolvers = {
  Subscription: {
    groupChanged: {
      // Each event is the group as GET group/{id} answers it, read into the schema's shape here.
      subscribe: (_parent, { ids }, { live, loaders }) => {
        if (!live) {
          throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-ws).', {
            extensions: { code: ErrorCode.BAD_USER_INPUT },
          });
        }
        return live.watchGroups(ids, loaders);
      },
      resolve: (group: RestGroupDetail) => groupAnswer(group),
    },
  },
};
