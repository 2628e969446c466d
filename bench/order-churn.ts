import { saveSandboxCard } from '../gateway/src/test/saved-card';

// The card each customer pays the churn's orders with, saved once: the API refuses the
// same card saved again (409 'This card is already saved.'), and every run starts a churn.
const cards = new Map<string, Promise<string>>();

export interface OrderChurn {
  /** Stops after the order under way; answers how many orders were placed, or throws what stopped it. */
  stop(): Promise<number>;
}

/**
 * Orders placed straight on the API while a benchmark loads the gateway, one unit of one
 * of `groupIds` every `everyMs`, each a group change the gateway hears of: a cache of
 * listings must drop and refill under it, as it would in a shop where people buy. One
 * customer may place 60 orders in 10 minutes (the API's rate limit), so keep the pace slow.
 */
export async function startOrderChurn(
  apiUrl: string,
  token: string,
  groupIds: readonly number[],
  everyMs: number,
): Promise<OrderChurn> {
  const key = `${apiUrl} ${token}`;
  if (!cards.has(key)) cards.set(key, saveSandboxCard(apiUrl, token));
  const cardId = await cards.get(key)!;
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${apiUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, ...headers },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
  };
  let running = true;
  let placed = 0;
  let failure: unknown;
  const loop = (async () => {
    while (running) {
      const groupId = groupIds[placed % groupIds.length]!;
      await post('cart', { group_id: groupId, qty: 1 });
      await post('placeorder', { card_id: Number(cardId) }, { 'idempotency-key': `churn-${Date.now()}-${placed}` });
      placed += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    async stop() {
      running = false;
      await loop;
      if (failure) throw failure;
      return placed;
    },
  };
}
