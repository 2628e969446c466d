import { gql, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createApolloClient } from './apollo-client';

const QUERY = gql`
  query Probe {
    categories {
      id
      name
    }
  }
`;

// A fetch answering every request with the given status, content type and JSON body, and
// remembering the headers it was sent.
function fakeFetch(status: number, contentType: string, body: unknown) {
  const calls: Record<string, string>[] = [];
  const fetch = jest.fn(async (_uri: unknown, init?: RequestInit) => {
    calls.push({ ...(init?.headers as Record<string, string>) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function seedSession() {
  localStorage.setItem('token', 'token-123');
  localStorage.setItem('role', '["customer"]');
  localStorage.setItem('zip_code', '75201');
  sessionStorage.setItem('draft', 'x');
}

function setUp(status: number, contentType: string, body: unknown) {
  const { fetch, calls } = fakeFetch(status, contentType, body);
  const onUnauthenticated = jest.fn();
  const client = createApolloClient({
    onUnauthenticated,
    terminatingLink: new HttpLink({ uri: '/graphql', fetch }),
  });
  // Something of the session in the cache, to see it go.
  client.writeQuery({
    query: QUERY,
    data: { categories: [{ __typename: 'Category', id: '1', name: 'Electronics' }] },
  });
  return { client, onUnauthenticated, calls };
}

const unauthenticatedBody = {
  errors: [{ message: 'Your session has expired', extensions: { code: 'UNAUTHENTICATED' } }],
};

describe('Apollo client links', () => {
  it('sends the stored token as a Bearer Authorization header', async () => {
    seedSession();
    const { client, calls } = setUp(200, 'application/json', {
      data: { categories: [] },
    });

    await client.query({ query: QUERY, fetchPolicy: 'network-only' });

    expect(calls[0]?.authorization).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a session', async () => {
    const { client, calls } = setUp(200, 'application/json', { data: { categories: [] } });

    await client.query({ query: QUERY, fetchPolicy: 'network-only' });

    expect(calls[0]).not.toHaveProperty('authorization');
  });

  it('on an HTTP 401 (ServerError) clears all storage and the store and goes to /login', async () => {
    seedSession();
    const { client, onUnauthenticated } = setUp(401, 'application/json', { message: 'Unauthorized' });

    const error: unknown = await client
      .query({ query: QUERY, fetchPolicy: 'network-only' })
      .catch((caught: unknown) => caught);

    expect(ServerError.is(error) && error.statusCode).toBe(401);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await Promise.resolve();
    expect(client.cache.extract()).toEqual({});
  });

  it('on a 401 answered as graphql-response+json (CombinedGraphQLErrors) does the same', async () => {
    seedSession();
    const { client, onUnauthenticated } = setUp(
      401,
      'application/graphql-response+json; charset=utf-8',
      unauthenticatedBody,
    );

    const error: unknown = await client
      .query({ query: QUERY, fetchPolicy: 'network-only' })
      .catch((caught: unknown) => caught);

    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await Promise.resolve();
    expect(client.cache.extract()).toEqual({});
  });

  it('treats an UNAUTHENTICATED GraphQL error in a 200 answer as a 401 too', async () => {
    seedSession();
    const { client, onUnauthenticated } = setUp(200, 'application/json', unauthenticatedBody);

    await expect(client.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Your session has expired',
    );
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("leaves the session alone when a sign-in asks for the staff member's one-time code (a 401 too)", async () => {
    seedSession();
    const { client, onUnauthenticated } = setUp(401, 'application/graphql-response+json; charset=utf-8', {
      errors: [
        {
          message: 'Enter the code of your authenticator app',
          extensions: { code: 'UNAUTHENTICATED', reason: 'TOTP_REQUIRED' },
        },
      ],
    });
    const login = gql`
      mutation Login($email: EmailAddress!, $password: String!) {
        login(email: $email, password: $password) {
          token
        }
      }
    `;

    await expect(
      client.mutate({ mutation: login, variables: { email: 'staff@example.com', password: 'x' } }),
    ).rejects.toThrow('Enter the code of your authenticator app');
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('leaves the session alone for other errors (a wrong password is BAD_USER_INPUT)', async () => {
    seedSession();
    const { client, onUnauthenticated } = setUp(200, 'application/json', {
      errors: [{ message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } }],
    });

    await expect(client.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('token-123');
    expect(client.cache.extract()).not.toEqual({});
  });
});
