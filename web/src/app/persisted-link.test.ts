import fs from 'node:fs';
import path from 'node:path';
import { createHash, webcrypto } from 'node:crypto';
import { ApolloLink, HttpLink } from '@apollo/client';
import { Kind, OperationTypeNode, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Observable, of } from 'rxjs';
import * as generated from '../__generated__/graphql';
import { LogoutDocument, NavigationCategoriesDocument } from '../__generated__/graphql';
import { createApolloClient } from './apollo-client';

// The manifest the gateway runs shop operations from (scripts/codegen-persisted-documents.ts).
const MANIFEST = path.resolve(__dirname, '../../../gateway/src/__generated__/persisted-documents.json');
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as {
  operations: Array<{ id: string; name: string; type: string; body: string }>;
};
const byId = new Map(manifest.operations.map((operation) => [operation.id, operation]));
const idOf = (name: string) => manifest.operations.find((operation) => operation.name === name)!.id;

const subtleCrypto = webcrypto.subtle as SubtleCrypto;

interface Sent {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
}

// A gateway answering each request in turn with the given bodies, remembering what it was sent.
function gateway(...answers: unknown[]) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (uri: unknown, init?: RequestInit) => {
    sent.push({
      url: String(uri),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    });
    const answer = answers[Math.min(sent.length, answers.length) - 1];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const CATEGORIES = { data: { categories: [] } };
const LOGGED_OUT = { data: { logout: { __typename: 'MessagePayload', message: 'Signed out.' } } };

describe('persisted queries', () => {
  it('sends a query as GET with only its manifest id, and a mutation as POST without its text', async () => {
    const { fetch, sent } = gateway(CATEGORIES, LOGGED_OUT);
    const client = createApolloClient({ terminatingLink: new HttpLink({ uri: '/graphql', fetch }), subtleCrypto });

    await client.query({ query: NavigationCategoriesDocument, fetchPolicy: 'network-only' });
    await client.mutate({ mutation: LogoutDocument });

    const [query, mutation] = sent;
    expect(query?.method).toBe('GET');
    const params = new URL(query!.url, 'http://shop.test').searchParams;
    expect(params.has('query')).toBe(false);
    expect(params.get('operationName')).toBe('NavigationCategories');
    expect(JSON.parse(params.get('extensions') ?? '{}')).toMatchObject({
      persistedQuery: { version: 1, sha256Hash: idOf('NavigationCategories') },
    });
    expect(mutation?.method).toBe('POST');
    expect(mutation?.body).not.toHaveProperty('query');
    expect(mutation?.body?.extensions).toMatchObject({ persistedQuery: { version: 1, sha256Hash: idOf('Logout') } });
  });

  it('sends the text once to a gateway that does not know the id, as a POST', async () => {
    const notFound = {
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const { fetch, sent } = gateway(notFound, CATEGORIES);
    const client = createApolloClient({ terminatingLink: new HttpLink({ uri: '/graphql', fetch }), subtleCrypto });

    const { data } = await client.query({ query: NavigationCategoriesDocument, fetchPolicy: 'network-only' });

    expect(data).toEqual({ categories: [] });
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(sent[1]?.body?.query).toBe(byId.get(idOf('NavigationCategories'))?.body);
  });

  it('sends the text as before where the browser offers no Web Crypto', async () => {
    const { fetch, sent } = gateway(CATEGORIES);
    const client = createApolloClient({ terminatingLink: new HttpLink({ uri: '/graphql', fetch }) });

    await client.query({ query: NavigationCategoriesDocument, fetchPolicy: 'network-only' });

    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body?.query).toBe(byId.get(idOf('NavigationCategories'))?.body);
    expect(sent[0]?.body).not.toHaveProperty('extensions.persistedQuery');
  });

  it('every operation of the shop goes out under a manifest id whose document is its text as sent', async () => {
    const operationOf = (document: DocumentNode) =>
      document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
    const documents = Object.values(generated as Record<string, unknown>).filter(
      (value): value is DocumentNode =>
        typeof value === 'object' &&
        value !== null &&
        (value as DocumentNode).kind === Kind.DOCUMENT &&
        operationOf(value as DocumentNode) !== undefined,
    );
    // What reaches the network: the id over HTTP; over WebSocket the text (graphql-ws has no ids).
    const sent: Array<{ name: string; id: unknown; text: string }> = [];
    const terminatingLink = new ApolloLink((operation) => {
      const persisted = operation.extensions.persistedQuery as { sha256Hash?: string } | undefined;
      sent.push({ name: operation.operationName ?? '', id: persisted?.sha256Hash, text: print(operation.query) });
      return of({ data: null });
    });
    const liveLink = new ApolloLink((operation) => {
      const text = print(operation.query);
      sent.push({ name: operation.operationName ?? '', id: createHash('sha256').update(text).digest('hex'), text });
      return new Observable((observer) => observer.complete());
    });
    const client = createApolloClient({ terminatingLink, liveLink, subtleCrypto });

    for (const document of documents) {
      const operation = operationOf(document)!.operation;
      if (operation === OperationTypeNode.QUERY) {
        await client.query({ query: document, fetchPolicy: 'network-only' }).catch(() => undefined);
      } else if (operation === OperationTypeNode.MUTATION) {
        await client.mutate({ mutation: document }).catch(() => undefined);
      } else {
        await new Promise<void>((resolve) => client.subscribe({ query: document }).subscribe({ complete: resolve }));
      }
    }

    expect(sent).toHaveLength(documents.length);
    for (const { name, id, text } of sent) {
      expect({ name, listed: byId.get(String(id)) }).toEqual({
        name,
        listed: expect.objectContaining({ name, body: text }),
      });
    }
  });
});
