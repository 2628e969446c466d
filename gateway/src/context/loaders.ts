import { trace } from '@opentelemetry/api';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../rest/error-mapping';
import type { RestClient } from '../rest/rest-client';
import type { RestGroupDetail } from '../rest/rest-types';

// With tracing on, each batch is a span of its own under the operation's, holding the one
// REST call it makes; without it the tracer is a no-op.
const tracer = trace.getTracer('shop-gateway');

/** The API's cap on ids per `group/batch` call. */
const MAX_GROUP_BATCH = 100;

export interface Loaders {
  /** Group details by id; every group an operation needs comes from one `group/batch` call. */
  group: DataLoader<string, RestGroupDetail | null>;
  /** A group by id, or NOT_FOUND: for the group page and for cart and order lines. */
  groupOrFail(id: string): Promise<RestGroupDetail>;
}

/** Created per request, like the RestClient they use: nothing is shared across users. */
export function createLoaders(rest: RestClient): Loaders {
  const group: Loaders['group'] = new DataLoader(
    (ids) =>
      tracer.startActiveSpan('batch group', { attributes: { 'batch.size': ids.length } }, async (span) => {
        try {
          const answer = await rest.post('/api/group/batch', { body: { ids: ids.map(Number) } });
          const byId = new Map(answer.data.map((group) => [String(group.id), group]));
          return ids.map((id) => byId.get(id) ?? null);
        } finally {
          span.end();
        }
      }),
    { maxBatchSize: MAX_GROUP_BATCH },
  );
  return {
    group,
    async groupOrFail(id) {
      const found = /^\d+$/.test(id) ? await group.load(id) : null;
      if (!found) throw new GraphQLError('Group not found', { extensions: { code: ErrorCode.NOT_FOUND } });
      return found;
    },
  };
}
