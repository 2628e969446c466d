/**
 * Resolves with `value` in a later task of the main thread (a timer), letting the browser
 * paint and handle input in between: two pieces of work chained through it are two tasks on
 * a phone, not one long one (Lighthouse's Total Blocking Time counts each task's part
 * over 50 ms).
 */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
