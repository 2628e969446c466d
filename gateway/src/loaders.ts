import DataLoader from 'dataloader';
import type { RestClient } from './rest/rest-client';
import type { RestGroupDetail } from './rest/rest-types';

/** The API's cap on ids per `group/batch` call. */
const MAX_GROUP_BATCH = 100;

export interface Loaders {
  /** Group details by id; every group an operation needs comes from one `group/batch` call. */
  group: DataLoader<string, RestGroupDetail | null>;
}

/** Created per request, like the RestClient they use: nothing is shared across users. */
export function createLoaders(rest: RestClient): Loaders {
  return {
    group: new DataLoader(
      async (ids) => {
        const answer = await rest.post<RestGroupDetail[]>('group/batch', { ids: ids.map(Number) });
        const byId = new Map(answer.data.map((group) => [String(group.id), group]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_GROUP_BATCH },
    ),
  };
}
