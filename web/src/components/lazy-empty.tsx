import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyEmptyProps {
  className?: string;
  description: string;
  children?: ReactNode;
}

// The words (and what follows them) alone: what stands in while antd's Empty loads, and for
// good when its code cannot be fetched (offline).
function PlainEmpty({ className, description, children }: LazyEmptyProps) {
  return (
    <div className={className}>
      <p className="plain-empty__description">{description}</p>
      {children}
    </div>
  );
}

const Empty = lazy((): Promise<{ default: ComponentType<LazyEmptyProps> }> =>
  import('antd/es/empty').catch(() => ({ default: PlainEmpty })),
);

/**
 * antd's empty state, its code fetched when one is shown (an empty cart, a profile that could
 * not load): a page's first load does not carry it for the case it rarely shows
 * (docs/decisions.md "Pages at 95").
 */
export function LazyEmpty(props: LazyEmptyProps) {
  return (
    <Suspense fallback={<PlainEmpty {...props} />}>
      <Empty {...props} />
    </Suspense>
  );
}
