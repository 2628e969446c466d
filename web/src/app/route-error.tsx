import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

// Last resort for errors thrown while rendering or loading a route (e.g. a code chunk
// that failed to download after a deploy).
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="route-fallback">
      <div style={{ textAlign: 'center', padding: 24 }}>
        <h1 style={{ margin: '0 0 8px' }}>Something went wrong</h1>
        {detail && <p>{detail}</p>}
        <p>Please reload the page.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
