import type { ReactNode } from 'react';
import './static-page.css';

// The /mobile/ pages open inside the mobile apps' web views (docs/product.md#screens), which bring their own
// navigation: the page alone, no header and no footer.
export function AppWebviewFrame({ children }: { children: ReactNode }) {
  return <main className="webview-main">{children}</main>;
}
