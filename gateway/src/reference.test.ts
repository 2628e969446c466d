// @database-agnostic: the gateway's reference answers (runs once, on SQLite; docs/decisions.md
// "Test suite time").
import { freePort } from '../../scripts/lib/services';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// Reference data is the gateway's own: no upstream is needed (the API port here is closed).
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
});
afterAll(async () => {
  await gateway?.app.close();
});

async function data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { body } = await gateway.graphql(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const isSortedByName = (items: { name: string }[]) =>
  items.every((item, i) => i === 0 || items[i - 1]!.name.localeCompare(item.name, 'en') <= 0);

test('about 250 countries sorted by name, with the United States and its details', async () => {
  const { countries } = await data<{
    countries: {
      isoCode: string;
      name: string;
      phonecode: string;
      currency: string;
      timezones: { zoneName: string }[];
    }[];
  }>('{ countries { isoCode name phonecode currency timezones { zoneName } } }');
  expect(countries.length).toBeGreaterThanOrEqual(240);
  expect(isSortedByName(countries)).toBe(true);
  expect(countries.find((c) => c.isoCode === 'US')).toEqual(
    expect.objectContaining({ name: 'United States', phonecode: '1', currency: 'USD' }),
  );
  expect(gateway.calls).toHaveLength(0);
});

test('states of a country sorted by name, with ids unique across countries', async () => {
  const { states } = await data<{ states: { id: string; isoCode: string; name: string }[] }>(
    'query($c: String!) { states(countryCode: $c) { id isoCode name } }',
    { c: 'US' },
  );
  expect(states.find((s) => s.isoCode === 'TX')).toEqual({ id: 'US-TX', isoCode: 'TX', name: 'Texas' });
  expect(isSortedByName(states)).toBe(true);
  const unknown = await data<{ states: unknown[] }>('{ states(countryCode: "ZZ") { id } }');
  expect(unknown.states).toEqual([]);
});

test('cities of a state carry the form value <stateCode>_<cityName>', async () => {
  const { cities } = await data<{ cities: { value: string; name: string }[] }>(
    '{ cities(countryCode: "US", stateCode: "TX") { value name } }',
  );
  expect(cities).toContainEqual({ value: 'TX_Dallas', name: 'Dallas' });
  expect(isSortedByName(cities)).toBe(true);
});
