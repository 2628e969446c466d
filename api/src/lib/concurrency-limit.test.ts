// @database-agnostic: a limit on promises in memory, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until `finish()` is called, recording when it started. */
function pendingTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<number>((resolve) => (finish = () => resolve(id)));
  return { run: () => (started.push(id), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most the limit at once, the others in the order they came', async () => {
  const limit = concurrencyLimit(2);
  const started: number[] = [];
  const tasks = [1, 2, 3, 4].map((id) => pendingTask(started, id));
  const results = tasks.map((task) => limit(task.run));
  await settle();
  expect(started).toEqual([1, 2]);
  tasks[1]!.finish();
  await settle();
  expect(started).toEqual([1, 2, 3]);
  tasks[0]!.finish();
  tasks[2]!.finish();
  await settle();
  expect(started).toEqual([1, 2, 3, 4]);
  tasks[3]!.finish();
  expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
});

test('a task that fails gives its place to the next one', async () => {
  const limit = concurrencyLimit(1);
  const failed = limit(() => Promise.reject(new Error('boom')));
  const next = limit(async () => 'next ran');
  await expect(failed).rejects.toThrow('boom');
  expect(await next).toBe('next ran');
});

test('a limit below one is refused', () => {
  expect(() => concurrencyLimit(0)).toThrow('concurrency limit must be a positive integer, got 0');
});
