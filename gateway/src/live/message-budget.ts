export interface MessageLimits {
  perConnection: number;
  perAddress: number;
  windowMs: number;
}

/** Messages counted in one fixed window. */
class Window {
  private start = 0;
  private count = 0;

  /** Counts one message at `now`; answers how many this window holds with it. */
  spend(now: number, windowMs: number): number {
    if (now - this.start >= windowMs) {
      this.start = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count;
  }

  expired(now: number, windowMs: number): boolean {
    return now - this.start >= windowMs;
  }
}

/**
 * How many messages each WebSocket connection and each client address sent in the
 * current window (docs/decisions.md "WebSocket budget"). Fixed windows: a client can send
 * at most twice its budget across a window's edge, which is enough to stop a flood and
 * costs one counter per connection and address.
 */
export class MessageBudget {
  private readonly addresses = new Map<string, Window>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly limits: MessageLimits) {
    // Addresses whose window has passed are forgotten, so the map holds only recent senders.
    this.sweep = setInterval(() => {
      const now = Date.now();
      for (const [address, window] of this.addresses) {
        if (window.expired(now, limits.windowMs)) this.addresses.delete(address);
      }
    }, limits.windowMs);
    this.sweep.unref();
  }

  /** The budget of one new connection from `address`: `spend()` is false once it or its address is over. */
  connection(address: string): { spend(): boolean } {
    const own = new Window();
    return {
      spend: () => {
        const now = Date.now();
        let shared = this.addresses.get(address);
        if (!shared) {
          shared = new Window();
          this.addresses.set(address, shared);
        }
        const byAddress = shared.spend(now, this.limits.windowMs);
        const byConnection = own.spend(now, this.limits.windowMs);
        return byConnection <= this.limits.perConnection && byAddress <= this.limits.perAddress;
      },
    };
  }

  close(): void {
    clearInterval(this.sweep);
  }
}
