import { UnsubscribePage } from '../../features/unsubscribe/unsubscribe-page';
import { AppProvider } from '../provider';

// /unsubscribe?customer=...&token=... — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <UnsubscribePage />
    </AppProvider>
  );
}
