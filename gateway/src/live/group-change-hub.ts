import type { RestGroupChange } from '../rest/rest-types';
import type { GroupChangeUpstream, UpstreamHandlers } from '../api-streams/group-change-upstream';

/** Where one subscription receives the changes of the groups it watches. */
export interface GroupChangeSink {
  deliver(group: RestGroupChange): void;
}

export interface GroupChangeHubOptions {
  /** Opens the one upstream stream (GET group-changes). */
  openUpstream(handlers: UpstreamHandlers): GroupChangeUpstream;
  /** The current state of these groups (POST group/batch), read after the stream was down. */
  readGroups(ids: number[]): Promise<RestGroupChange[]>;
  onError(error: unknown): void;
}

/**
 * The fan-out (docs/decisions.md "Live group changes"): every subscription of every
 * client registers here by group id; the hub holds ONE upstream stream from the API
 * while anything is watched, and hands each change to the sinks watching that group.
 */
export function createGroupChangeHub(options: GroupChangeHubOptions) {
  const watchers = new Map<number, Set<GroupChangeSink>>();
  let upstream: GroupChangeUpstream | undefined;
  let changes = 0;

  const handlers: UpstreamHandlers = {
    change(group) {
      changes += 1;
      const sinks = watchers.get(group.id);
      if (sinks) for (const sink of sinks) sink.deliver(group);
    },
    listening() {
      if (watchers.size === 0) return;
      // Whatever changed before the stream listened (it was down, or is new and the
      // subscriptions read their groups before it started): read every watched group again.
      const ids = [...watchers.keys()];
      void (async () => {
        for (let start = 0; start < ids.length; start += 100) {
          for (const group of await options.readGroups(ids.slice(start, start + 100))) handlers.change(group);
        }
      })().catch(options.onError);
    },
    // Nothing to drop: once the stream listens again (above) every watched group is read again.
    lost() {},
  };

  return {
    /** Starts delivering changes of `ids` to `sink`; answers the function that stops it. */
    watch(ids: readonly number[], sink: GroupChangeSink): () => void {
      for (const id of ids) {
        const sinks = watchers.get(id) ?? new Set();
        sinks.add(sink);
        watchers.set(id, sinks);
      }
      upstream ??= options.openUpstream(handlers);
      return () => {
        for (const id of ids) {
          const sinks = watchers.get(id);
          sinks?.delete(sink);
          if (sinks?.size === 0) watchers.delete(id);
        }
        if (watchers.size === 0 && upstream) {
          void upstream.close();
          upstream = undefined;
        }
      };
    },

    /** Groups watched now (a metric, and what tests look at). */
    get watchedGroups(): number {
      return watchers.size;
    },

    /** Changes handed to the sinks so far (a metric, and what tests look at). */
    get changes(): number {
      return changes;
    },

    async close(): Promise<void> {
      watchers.clear();
      await upstream?.close();
      upstream = undefined;
    },
  };
}

export type GroupChangeHub = ReturnType<typeof createGroupChangeHub>;
