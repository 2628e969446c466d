import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { CardsDocument, HeaderCartDocument, NavigationCategoriesDocument } from '../__generated__/graphql';
import { EARLY_ANSWERS, earlyAnswerKey, forgetEarlyAnswers } from './early-answers';
import { preloadQueriesTogether, preloadQuery } from './preload-query';

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

describe('preloadQueriesTogether', () => {
  // Each operation's start, then '|' when the task that started it ends (its microtasks run).
  function startsByTask() {
    const starts: string[] = [];
    const link = new ApolloLink((operation) => {
      starts.push(operation.operationName ?? '');
      queueMicrotask(() => starts.push('|'));
      return new Observable(() => undefined);
    });
    return { client: new ApolloClient({ link, cache: new InMemoryCache() }), starts };
  }
  const header = [{ query: HeaderCartDocument }, { query: NavigationCategoriesDocument }];

  afterEach(() => forgetEarlyAnswers());

  it('sends the queries side by side, in one task', async () => {
    const { client, starts } = startsByTask();
    preloadQueriesTogether(client, header);
    await nextTask();
    await nextTask();
    expect(starts).toEqual(['HeaderCart', 'NavigationCategories', '|', '|']);
  });

  it("starts each in a task of its own when index.html's script already asked for all of them", async () => {
    (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = {
      [earlyAnswerKey('HeaderCart', {})]: new Promise(() => undefined),
      [earlyAnswerKey('NavigationCategories', {})]: new Promise(() => undefined),
    };
    const { client, starts } = startsByTask();
    preloadQueriesTogether(client, header);
    await nextTask();
    await nextTask();
    expect(starts).toEqual(['HeaderCart', '|', 'NavigationCategories', '|']);
  });
});
