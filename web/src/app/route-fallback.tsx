// Shown while a route's code loads: the same spinner the static shell paints before any
// script runs (its styles stay in index.html, the one place they are written).
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-label="Loading">
      <span className="boot-shell__spinner" />
    </div>
  );
}
