// Shown while a route's code loads.
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-label="Loading">
      <span className="route-fallback__dot" />
    </div>
  );
}
