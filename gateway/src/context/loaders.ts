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
  /**
   * Whether a group delivers to one of the signed-in caller's addresses (the cart's area
   * rule), by group id; every group an operation asks about in one `cart/deliverable` call.
   * Null for an id the API does not know.
   */
  deliversToCaller: DataLoader<string, boolean | null>;
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
  const deliversToCaller: Loaders['deliversToCaller'] = new DataLoader(
    async (ids) => {
      const answer = await rest.post('/api/cart/deliverable', { body: { ids: ids.map(Number) } });
      const byId = new Map(answer.data.map((item) => [String(item.id), item.delivers]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_GROUP_BATCH },
  );
  return {
    group,
    deliversToCaller,
    async groupOrFail(id) {
      const found = /^\d+$/.test(id) ? await group.load(id) : null;
      if (!found) throw new GraphQLError('Group not found', { extensions: { code: ErrorCode.NOT_FOUND } });
      return found;
    },
  };
}
