import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { CardsDocument } from '../__generated__/graphql';
import { preloadQuery } from './preload-query';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A client whose link records each operation sent and answers it with `answer`. */
function recordingClient(answer: () => Observable<ApolloLink.Result>) {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return answer();
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

describe('preloadQuery', () => {
  it('sends the query in a task of its own, not while the caller runs, and caches its answer', async () => {
    const { client, sent } = recordingClient(
      () =>
        new Observable((subscriber) => {
          subscriber.next({ data: { cards: [] } });
          subscriber.complete();
        }),
    );
    preloadQuery(client, { query: CardsDocument });
    expect(sent).toEqual([]);

    await nextTask();
    await nextTask();
    expect(sent).toEqual(['Cards']);
    expect(client.readQuery({ query: CardsDocument })).toEqual({ cards: [] });
  });

  it('drops a failed answer: the page asking next sees the error, not the preload', async () => {
    const { client, sent } = recordingClient(
      () => new Observable((subscriber) => subscriber.error(new Error('gateway unreachable'))),
    );
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadQuery(client, { query: CardsDocument });
      await nextTask();
      await nextTask();
      expect(sent).toEqual(['Cards']);
      expect(unhandled).not.toHaveBeenCalled();
      await expect(client.query({ query: CardsDocument })).rejects.toThrow('gateway unreachable');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
