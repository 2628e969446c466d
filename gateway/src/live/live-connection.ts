import { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import type { GatewayConfig } from '../config/config';
import type { Loaders } from '../context/loaders';
import { ErrorCode } from '../rest/error-mapping';
import type { GroupChangeHub } from './group-change-hub';
import { GroupChangeSubscription } from './group-change-subscription';
import { SessionEndedSubscription, type SessionEndedEvent } from './session-ended-subscription';

/** What each client address holds now, across its connections. */
export class AddressBook {
  private readonly connections = new Map<string, number>();
  private readonly subscriptions = new Map<string, number>();

  connectionsOf(address: string): number {
    return this.connections.get(address) ?? 0;
  }
  subscriptionsOf(address: string): number {
    return this.subscriptions.get(address) ?? 0;
  }
  addConnection(address: string, delta: 1 | -1): void {
    bump(this.connections, address, delta);
  }
  addSubscription(address: string, delta: 1 | -1): void {
    bump(this.subscriptions, address, delta);
  }
}

function bump(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

type LiveLimits = Pick<
  GatewayConfig,
  | 'WS_SUBSCRIPTIONS_PER_CONNECTION'
  | 'WS_SUBSCRIPTIONS_PER_ADDRESS'
  | 'WS_IDS_PER_SUBSCRIPTION'
  | 'WS_IDLE_TIMEOUT_MS'
  | 'WS_MAX_BUFFERED_BYTES'
  | 'WS_SLOW_CLIENT_MS'
>;

/** Close codes of the live endpoint (docs/graphql.md "Live updates"). */
export const CloseCodes = { unauthorized: 4401, idle: 4408, tooManyMessages: 4429, unavailable: 1013 } as const;

/**
 * How long a socket closed for flooding has to read its 4429 before it is cut off. Its
 * reading is paused meanwhile (nothing it sends costs anything), so the grace is only an
 * idle socket; cutting it sooner resets the connection while the client's own sends are
 * still queued, and a busy client then sees 1006 without ever reading why.
 */
const CLOSE_GRACE_MS = 5_000;

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/**
 * One signed-in WebSocket connection: its subscriptions, the limits they count against,
 * and the idle timer (a connection without subscriptions is closed after a while).
 */
export class LiveConnection {
  private subscriptions = 0;
  private readonly sessionEndWatchers = new Set<SessionEndedSubscription>();
  private idleTimer: NodeJS.Timeout | undefined;
  private overBudget = false;

  constructor(
    readonly socket: WebSocket,
    readonly address: string,
    private readonly limits: LiveLimits,
    private readonly addresses: AddressBook,
    private readonly hub: GroupChangeHub,
    private readonly budget: { spend(): boolean },
  ) {
    addresses.addConnection(address, 1);
    this.armIdleTimer();
    socket.once('close', () => {
      clearTimeout(this.idleTimer);
      addresses.addConnection(address, -1);
    });
  }

  /**
   * Counts one message against the connection's and its address's budget (docs/decisions.md
   * "WebSocket budget"): past it the socket is closed with 4429 and nothing more it sends
   * is read. False: drop the message.
   */
  admit(): boolean {
    if (this.overBudget) return false;
    if (this.budget.spend()) return true;
    this.overBudget = true;
    this.socket.pause();
    this.socket.close(CloseCodes.tooManyMessages, 'Too many messages');
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    return false;
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.socket.close(CloseCodes.idle, 'Idle: no subscription');
    }, this.limits.WS_IDLE_TIMEOUT_MS);
    this.idleTimer.unref();
  }

  /**
   * Starts a `groupChanged` subscription: checks its ids and the limits, registers with the
   * hub, then queues each group's current state (read with the caller's session), so the
   * first events close the gap between the page's query and the subscription.
   */
  async watchGroups(ids: readonly string[], loaders: Loaders): Promise<GroupChangeSubscription> {
    const max = this.limits.WS_IDS_PER_SUBSCRIPTION;
    if (ids.length === 0 || ids.length > max) {
      throw refusal(`ids must hold 1 to ${max} group ids`, ErrorCode.BAD_USER_INPUT);
    }
    if (!ids.every((id) => /^[1-9]\d{0,9}$/.test(id))) {
      throw refusal('ids must hold group ids (positive integers)', ErrorCode.BAD_USER_INPUT);
    }
    const groupIds = [...new Set(ids.map(Number))];
    const release = this.admitSubscription();
    let unwatch = () => {};
    const subscription = new GroupChangeSubscription(
      {
        bufferedBytes: () => this.socket.bufferedAmount,
        maxBufferedBytes: this.limits.WS_MAX_BUFFERED_BYTES,
        maxWaitMs: this.limits.WS_SLOW_CLIENT_MS,
        drop: () => this.socket.terminate(),
      },
      () => {
        unwatch();
        release();
      },
    );
    unwatch = this.hub.watch(groupIds, subscription);
    try {
      const current = await loaders.group.loadMany(groupIds.map(String));
      const failed = current.find((group) => group instanceof Error);
      if (failed) throw failed;
      const unknown = groupIds.filter((_, index) => !current[index]);
      if (unknown.length > 0) throw refusal(`Group not found: ${unknown.join(', ')}`, ErrorCode.NOT_FOUND);
      for (const group of current) if (group && !(group instanceof Error)) subscription.deliver(group);
    } catch (error) {
      await subscription.return();
      throw error;
    }
    return subscription;
  }

  /**
   * Starts a `sessionEnded` subscription: it yields once when this socket's session ends
   * (`announceSessionEnd`), just before the socket closes with 4401. It counts against
   * the same limits as any subscription, and keeps the connection from idling out.
   */
  async watchSessionEnd(): Promise<SessionEndedSubscription> {
    const release = this.admitSubscription();
    const subscription = new SessionEndedSubscription(() => {
      this.sessionEndWatchers.delete(subscription);
      release();
    });
    this.sessionEndWatchers.add(subscription);
    return subscription;
  }

  /** Tells this socket's `sessionEnded` subscriptions; resolves once each has sent its event (or ended). */
  async announceSessionEnd(event: SessionEndedEvent): Promise<void> {
    await Promise.all([...this.sessionEndWatchers].map((subscription) => subscription.announce(event)));
  }

  /** Counts one more subscription, or refuses it past the limits; the answer releases it when it ends. */
  private admitSubscription(): () => void {
    if (this.subscriptions >= this.limits.WS_SUBSCRIPTIONS_PER_CONNECTION) {
      throw refusal(
        `At most ${this.limits.WS_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection`,
        ErrorCode.TOO_MANY_REQUESTS,
      );
    }
    if (this.addresses.subscriptionsOf(this.address) >= this.limits.WS_SUBSCRIPTIONS_PER_ADDRESS) {
      throw refusal(
        `At most ${this.limits.WS_SUBSCRIPTIONS_PER_ADDRESS} subscriptions from one address`,
        ErrorCode.TOO_MANY_REQUESTS,
      );
    }
    this.subscriptions += 1;
    this.addresses.addSubscription(this.address, 1);
    clearTimeout(this.idleTimer);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.subscriptions -= 1;
      this.addresses.addSubscription(this.address, -1);
      if (this.subscriptions === 0 && this.socket.readyState === this.socket.OPEN) this.armIdleTimer();
    };
  }
}
