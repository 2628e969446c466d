import type { ReactNode } from 'react';

/**
 * What the build gives antd's ConfigProvider in place of the tooltip's UniqueProvider, which it
 * renders only for `tooltip.unique`, a setting the shop does not use (app/antd-provider.tsx;
 * vite.config.ts says why).
 */
export default function TooltipUniqueProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
