// @database-agnostic: the gateway's subscription resolver (runs once, on SQLite; docs/decisions.md
// "Test suite time").
import type { RestGroupChange } from '../rest/rest-types';
import { GroupChangeSubscription } from './group-change-subscription';

const group = (id: number, booked: number) => ({ id, quantity_booked: booked }) as RestGroupChange;

function subscription(buffered: { bytes: number }, maxWaitMs = 60_000) {
  const seen = { dropped: 0, ended: 0 };
  const live = new GroupChangeSubscription(
    { bufferedBytes: () => buffered.bytes, maxBufferedBytes: 1000, maxWaitMs, drop: () => (seen.dropped += 1) },
    () => (seen.ended += 1),
  );
  return { live, seen };
}

test('keeps only the newest state of each group while the client has not taken it', async () => {
  const { live } = subscription({ bytes: 0 });
  live.deliver(group(1, 1));
  live.deliver(group(2, 5));
  live.deliver(group(1, 3));
  expect((await live.next()).value).toEqual(group(1, 3));
  expect((await live.next()).value).toEqual(group(2, 5));
  const waiting = live.next();
  live.deliver(group(2, 6));
  expect((await waiting).value).toEqual(group(2, 6));
});

test('a client whose socket holds more unsent than allowed is dropped, and its subscription ends', async () => {
  const buffered = { bytes: 0 };
  const { live, seen } = subscription(buffered);
  live.deliver(group(1, 1));
  buffered.bytes = 5000;
  live.deliver(group(1, 2));
  expect(seen).toEqual({ dropped: 1, ended: 1 });
  expect(await live.next()).toEqual({ value: undefined, done: true });
});

test('a client that leaves an event waiting longer than allowed is dropped', async () => {
  const { live, seen } = subscription({ bytes: 0 }, 0);
  live.deliver(group(1, 1));
  await new Promise((resolve) => setTimeout(resolve, 5));
  live.deliver(group(2, 1));
  expect(seen.dropped).toBe(1);
});
