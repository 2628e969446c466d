import { message } from 'antd';
import { useEffect } from 'react';
import type { MessageApi } from '../lib/message';

// antd's toasts, their own chunk: app/message-provider.tsx mounts this on the first toast.
// It renders antd's holder (in the app's theme, from the ConfigProvider above it) and
// hands back the API that shows toasts in it. 3 s, no progress bar (docs/product.md#messages).
export default function MessageHolder({ onReady }: { onReady: (api: MessageApi) => void }) {
  const [api, holder] = message.useMessage({ duration: 3 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
