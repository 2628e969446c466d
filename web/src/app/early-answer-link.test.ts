import { gql, HttpLink } from '@apollo/client';
import { EARLY_ANSWERS, earlyAnswerKey, forgetEarlyAnswers, type EarlyAnswer } from '../lib/early-answers';
import { createApolloClient } from './apollo-client';

const GROUP = gql`
  query Group($id: ID!) {
    group(id: $id) {
      id
      productName
    }
  }
`;

// A query without variables, as the header's.
const HEADER_CART = gql`
  query HeaderCart {
    cart {
      id
      lineCount
    }
  }
`;

const answerFor = (name: string) => ({ data: { group: { __typename: 'Group', id: '7', productName: name } } });

// A client whose gateway answers every request with "From the gateway", counting them.
function setUp() {
  const fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(answerFor('From the gateway')), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const client = createApolloClient({
    terminatingLink: new HttpLink({ uri: '/graphql', fetch: fetch as unknown as typeof globalThis.fetch }),
  });
  return { client, fetch };
}

// What index.html's script leaves when it asked for group 7 before the app ran.
function leaveEarlyAnswer(answer: EarlyAnswer) {
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = {
    [earlyAnswerKey('Group', { id: '7' })]: Promise.resolve(answer),
  };
}

const productName = async (client: ReturnType<typeof setUp>['client'], id = '7') => {
  const { data } = await client.query<{ group: { productName: string } }>({
    query: GROUP,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  return data?.group.productName;
};

afterEach(() => {
  forgetEarlyAnswers();
});

describe('answers asked for before the app ran', () => {
  it('answer the same operation and variables once, without asking the gateway; later asks go to it', async () => {
    leaveEarlyAnswer(answerFor('Asked early'));
    const { client, fetch } = setUp();

    expect(await productName(client)).toBe('Asked early');
    expect(fetch).not.toHaveBeenCalled();
    expect(await productName(client)).toBe('From the gateway');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("serve each operation one combined answer was asked for: the page's group and the header's cart", async () => {
    const combined = {
      data: {
        ...answerFor('Asked early').data,
        cart: { __typename: 'Cart', id: 'cart-1', lineCount: 2 },
      },
    };
    const answer = Promise.resolve(combined);
    (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = {
      [earlyAnswerKey('Group', { id: '7' })]: answer,
      [earlyAnswerKey('HeaderCart', {})]: answer,
    };
    const { client, fetch } = setUp();

    expect(await productName(client)).toBe('Asked early');
    const { data } = await client.query<{ cart: { lineCount: number } }>({ query: HEADER_CART });
    expect(data?.cart.lineCount).toBe(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reach the cache in a task after the one that asked (not in the query's own long task)", async () => {
    leaveEarlyAnswer(answerFor('Asked early'));
    const { client } = setUp();
    const asked = productName(client);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect((client.cache.extract() as Record<string, unknown>)['Group:7']).toBeUndefined();

    expect(await asked).toBe('Asked early');
    expect((client.cache.extract() as Record<string, unknown>)['Group:7']).toMatchObject({
      productName: 'Asked early',
    });
  });

  it('are not used for other variables', async () => {
    leaveEarlyAnswer(answerFor('Asked early'));
    const { client, fetch } = setUp();

    expect(await productName(client, '8')).toBe('From the gateway');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['failed (an HTTP error or no answer)', null],
    ['holds GraphQL errors', { data: null, errors: [{ message: 'Group not found' }] }],
  ])('send the operation to the gateway when the early answer %s', async (_, answer) => {
    leaveEarlyAnswer(answer);
    const { client, fetch } = setUp();

    expect(await productName(client)).toBe('From the gateway');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are dropped once the page has been open 10 seconds (the shopper went elsewhere first)', async () => {
    leaveEarlyAnswer(answerFor('Asked early'));
    const now = jest.spyOn(performance, 'now').mockReturnValue(10_001);
    const { client, fetch } = setUp();

    expect(await productName(client)).toBe('From the gateway');
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockRestore();
  });
});
