/** What `Subscription.sessionEnded` yields: why the socket is about to close (its close reason). */
export type SessionEndedEvent = { reason: string };

type Step = IteratorResult<SessionEndedEvent>;

/**
 * One `sessionEnded` subscription as the async iterator graphql-ws reads: it yields once,
 * when its socket's session ends, and then ends. `announce` resolves once the event has
 * been handed on and the next one asked for, i.e. after the event's message was written
 * to the socket (live/shared-execution.ts sends it before it asks again), so the socket's
 * 4401 close that follows cannot overtake it.
 */
export class SessionEndedSubscription implements AsyncIterableIterator<SessionEndedEvent> {
  private event: SessionEndedEvent | undefined;
  private yielded = false;
  private done = false;
  private taker: ((step: Step) => void) | undefined;
  private handedOn: (() => void) | undefined;

  constructor(private readonly onEnd: () => void) {}

  /** Yields `event` once; resolves when the client was sent it, or the subscription ended first. */
  announce(event: SessionEndedEvent): Promise<void> {
    if (this.done || this.event) return Promise.resolve();
    this.event = event;
    const handed = new Promise<void>((resolve) => (this.handedOn = resolve));
    if (this.taker) {
      const take = this.taker;
      this.taker = undefined;
      this.yielded = true;
      take({ value: event, done: false });
    }
    return handed;
  }

  next(): Promise<Step> {
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    if (this.yielded) {
      // Asked again after the event: it has been sent.
      void this.return();
      return Promise.resolve({ value: undefined, done: true });
    }
    if (this.event) {
      this.yielded = true;
      return Promise.resolve({ value: this.event, done: false });
    }
    return new Promise((resolve) => (this.taker = resolve));
  }

  return(): Promise<Step> {
    if (!this.done) {
      this.done = true;
      this.onEnd();
      this.taker?.({ value: undefined, done: true });
      this.taker = undefined;
      this.handedOn?.();
      this.handedOn = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
