import type { RestGroupChange } from '../rest/rest-types';
import type { GroupChangeSink } from './group-change-hub';

export interface SlowClientRule {
  /** Bytes the socket has not sent yet. */
  bufferedBytes(): number;
  maxBufferedBytes: number;
  /** How long an event may wait for the client before it counts as too slow. */
  maxWaitMs: number;
  /** Cuts the client off. */
  drop(): void;
}

/**
 * One `groupChanged` subscription as the async iterator graphql-ws reads. Changes wait
 * here only until the client takes them, and only the newest state of each group is
 * kept, so what waits is at most one state per watched group. A client that does not
 * take them in time, or whose socket holds too much unsent, is dropped (SlowClientRule).
 */
export class GroupChangeSubscription implements AsyncIterableIterator<RestGroupChange>, GroupChangeSink {
  private readonly waiting = new Map<number, RestGroupChange>();
  private waitingSince: number | undefined;
  private taker: ((result: IteratorResult<RestGroupChange>) => void) | undefined;
  private done = false;

  constructor(
    private readonly slow: SlowClientRule,
    private readonly onEnd: () => void,
  ) {}

  deliver(group: RestGroupChange): void {
    if (this.done) return;
    if (this.taker) {
      const take = this.taker;
      this.taker = undefined;
      take({ value: group, done: false });
      return;
    }
    // The newest state replaces an older one still waiting (its place in line is kept).
    this.waiting.set(group.id, group);
    this.waitingSince ??= Date.now();
    if (
      this.slow.bufferedBytes() > this.slow.maxBufferedBytes ||
      Date.now() - this.waitingSince > this.slow.maxWaitMs
    ) {
      this.slow.drop();
      void this.return();
    }
  }

  next(): Promise<IteratorResult<RestGroupChange>> {
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    const first = this.waiting.entries().next();
    if (!first.done) {
      const [id, group] = first.value;
      this.waiting.delete(id);
      this.waitingSince = this.waiting.size > 0 ? Date.now() : undefined;
      return Promise.resolve({ value: group, done: false });
    }
    return new Promise((resolve) => (this.taker = resolve));
  }

  return(): Promise<IteratorResult<RestGroupChange>> {
    if (!this.done) {
      this.done = true;
      this.waiting.clear();
      this.onEnd();
      this.taker?.({ value: undefined, done: true });
      this.taker = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
