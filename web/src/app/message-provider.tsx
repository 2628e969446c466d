import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { MessageContext, type MessageApi } from '../lib/message';

// antd's toast code (its message, notification and motion code, about 15 KB gzipped) is not
// on a shop page's first load (docs/decisions.md "Shop pages on a phone"): it loads with the
// first toast, which is shown as soon as it is in. Toasts asked for meanwhile wait in order.
const MessageHolder = lazy(() => import('./message-holder'));

type Toast = (api: MessageApi) => void;

export function MessageProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<MessageApi | null>(null);
  const waiting = useRef<Toast[]>([]);

  const show = useCallback((toast: Toast) => {
    if (ready.current) return toast(ready.current);
    waiting.current.push(toast);
    setWanted(true);
  }, []);
  const onReady = useCallback((api: MessageApi) => {
    ready.current = api;
    for (const toast of waiting.current.splice(0)) toast(api);
  }, []);
  const api = useMemo<MessageApi>(
    () => ({
      success: (content) => show((toasts) => toasts.success(content)),
      warning: (content) => show((toasts) => toasts.warning(content)),
      error: (content) => show((toasts) => toasts.error(content)),
    }),
    [show],
  );

  return (
    <MessageContext value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <MessageHolder onReady={onReady} />
        </Suspense>
      )}
    </MessageContext>
  );
}
