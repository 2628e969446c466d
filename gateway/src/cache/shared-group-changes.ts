import type { GroupChangeUpstream, UpstreamHandlers } from '../api-streams/group-change-upstream';

/** Opens a stream of group changes for one more listener; its `close` lets go of it. */
export type OpenGroupChanges = (handlers: UpstreamHandlers) => GroupChangeUpstream;

/**
 * One stream of group changes from the API for everything the gateway keeps of public
 * answers (the public answer cache and the share pages), so they drop what a change makes
 * stale from the same events and the gateway holds one stream for both of them, not one
 * each (the API allows an address 16). The stream is opened by the first listener and
 * closed with the last; a listener that comes while it already listens is told so at once.
 */
export function shareGroupChanges(open: OpenGroupChanges): OpenGroupChanges {
  const listeners = new Set<UpstreamHandlers>();
  let upstream: GroupChangeUpstream | undefined;
  let listening = false;
  const fanOut: UpstreamHandlers = {
    change(group) {
      for (const listener of listeners) listener.change(group);
    },
    listening(reconnected) {
      listening = true;
      for (const listener of listeners) listener.listening(reconnected);
    },
    lost() {
      listening = false;
      for (const listener of listeners) listener.lost();
    },
  };
  return (handlers) => {
    listeners.add(handlers);
    upstream ??= open(fanOut);
    if (listening) handlers.listening(false);
    return {
      async close() {
        listeners.delete(handlers);
        if (listeners.size > 0 || !upstream) return;
        const last = upstream;
        upstream = undefined;
        listening = false;
        await last.close();
      },
    };
  };
}
