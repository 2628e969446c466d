/**
 * Saves a sandbox card for a signed-in customer through the API's own endpoints (the
 * web's card form does the same: a token from the sandbox, then `POST card`); answers
 * the card's id as GraphQL carries it.
 */
export async function saveSandboxCard(apiUrl: string, token: string): Promise<string> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${apiUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: { id: string | number } | Array<{ id: number }> };
  };
  const tokenAnswer = await post('payments/sandbox/tokens', {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    card_holder_name: 'Test Shopper',
  });
  const card = await post('card', {
    card_holder_name: 'Test Shopper',
    card_details: (tokenAnswer.data as { id: string }).id,
  });
  return String((card.data as Array<{ id: number }>)[0]!.id);
}
