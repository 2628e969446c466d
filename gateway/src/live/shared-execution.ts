import {
  createSourceEventStream,
  execute,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { WebSocket } from 'ws';

/** What a subscription's events cost: the selection's executions and the messages sent. */
export interface SharedExecutionObserver {
  executed(): void;
  sent(): void;
}

export interface SharedExecutionOptions {
  /**
   * The context the shared execution runs in: nobody's session, as what it serves must be
   * the same for every caller (nothing of the caller's can reach another's payload).
   */
  anonymousContext(): unknown;
  /** The result as the client reads it (errors formatted as over HTTP), serialized. */
  serialize(result: ExecutionResult): string;
  observer?: SharedExecutionObserver;
}

/**
 * One operation's execution per event, shared by every subscription whose document and
 * selection variables are the same (docs/decisions.md "Live group changes"): the first
 * subscription to take an event executes the selection, every later one gets the same
 * serialized payload. Results are held per event object, so they die with the event.
 */
class SharedPlan {
  users = 0;
  private readonly payloads = new WeakMap<object, string | Promise<string>>();

  constructor(
    private readonly args: ExecutionArgs,
    private readonly options: SharedExecutionOptions,
  ) {}

  payloadFor(event: object): string | Promise<string> {
    let payload = this.payloads.get(event);
    if (payload === undefined) {
      this.options.observer?.executed();
      const result = execute({ ...this.args, rootValue: event, contextValue: this.options.anonymousContext() });
      payload = result instanceof Promise ? result.then(this.options.serialize) : this.options.serialize(result);
      this.payloads.set(event, payload);
    }
    return payload;
  }
}

/**
 * The variables that can change what the selection gives for an event: every variable
 * used outside the arguments of the subscription's root fields. Those arguments only pick
 * the events (`groupChanged(ids:)`): the root field's `resolve` hands the event on as it is.
 */
function selectionVariables(args: ExecutionArgs): string[] {
  const subscriptionType = args.schema.getSubscriptionType();
  const typeInfo = new TypeInfo(args.schema);
  const names = new Set<string>();
  // Inside a declaration (`$ids: [ID!]!`) or a root field's argument: nothing selected.
  // A directive's argument (`@include(if: $x)`) selects, on the root field too.
  let outside = 0;
  const isRootArgument = () => typeInfo.getDirective() === null && typeInfo.getParentType() === subscriptionType;
  visit(
    args.document,
    visitWithTypeInfo(typeInfo, {
      VariableDefinition: { enter: () => void (outside += 1), leave: () => void (outside -= 1) },
      Argument: {
        enter: () => void (isRootArgument() && (outside += 1)),
        leave: () => void (isRootArgument() && (outside -= 1)),
      },
      Variable: (node) => void (outside === 0 && names.add(node.name.value)),
    }),
  );
  return [...names].sort();
}

/** The plans of the subscriptions now open, by document, operation and selection variables. */
export class SharedPlans {
  private readonly plans = new Map<string, SharedPlan>();

  constructor(private readonly options: SharedExecutionOptions) {}

  /** The plan `args` shares (made on first use); `release` once its subscription ended. */
  acquire(args: ExecutionArgs): { plan: SharedPlan; release: () => void } {
    const variables = args.variableValues ?? {};
    const key = JSON.stringify([
      args.document.loc?.source.body ?? print(args.document),
      args.operationName ?? null,
      selectionVariables(args).map((name) => [name, variables[name] ?? null]),
    ]);
    let plan = this.plans.get(key);
    if (!plan) {
      plan = new SharedPlan(args, this.options);
      this.plans.set(key, plan);
    }
    plan.users += 1;
    const held = plan;
    let released = false;
    return {
      plan: held,
      release: () => {
        if (released) return;
        released = true;
        held.users -= 1;
        if (held.users === 0) this.plans.delete(key);
      },
    };
  }

  /** One message sent to one client. */
  sent(): void {
    this.options.observer?.sent();
  }

  /** Plans held now (what tests look at). */
  get size(): number {
    return this.plans.size;
  }
}

/**
 * What graphql-ws reads for one subscription: an iterator that never yields. It takes
 * each event from `source`, and sends the plan's serialized payload as the `next`
 * message itself, waiting for the socket to take it before the following one (so the
 * subscription's slow-client rule sees a client that does not keep up). It ends when the
 * source does, or when graphql-ws returns it (the client completed or left).
 */
class PreSerializedEvents implements AsyncIterableIterator<never> {
  private ended: Promise<IteratorResult<never>> | undefined;

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly plan: SharedPlan,
    private readonly send: (payload: string) => Promise<void>,
    private readonly release: () => void,
  ) {}

  next(): Promise<IteratorResult<never>> {
    this.ended ??= this.pump();
    return this.ended;
  }

  async return(): Promise<IteratorResult<never>> {
    await this.source.return?.();
    this.release();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async pump(): Promise<IteratorResult<never>> {
    try {
      for (;;) {
        const step = await this.source.next();
        if (step.done) return { done: true, value: undefined };
        await this.send(await this.plan.payloadFor(step.value as object));
      }
    } finally {
      this.release();
    }
  }
}

/** Where one subscription's messages go: its connection and the id the client gave it. */
export interface Recipient {
  socket: WebSocket;
  id: string;
}

/**
 * graphql-ws's `subscribe`: the root field's subscribe resolver runs for each subscription
 * (its checks, limits and first events are the caller's), then the events are sent from the
 * shared plan. A refusal is answered as graphql-js's `subscribe` answers it.
 */
export function sharedSubscribe(plans: SharedPlans, recipientOf: (contextValue: unknown) => Recipient) {
  return async (args: ExecutionArgs): Promise<ExecutionResult | AsyncIterableIterator<never>> => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const { socket, id } = recipientOf(args.contextValue);
    const { plan, release } = plans.acquire(args);
    const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
    const send = (payload: string) =>
      new Promise<void>((resolve) => {
        // A closed socket takes nothing; graphql-ws returns its subscriptions on close.
        if (socket.readyState !== socket.OPEN) return resolve();
        socket.send(`${prefix}${payload}}`, () => resolve());
        plans.sent();
      });
    return new PreSerializedEvents(source[Symbol.asyncIterator](), plan, send, release);
  };
}
