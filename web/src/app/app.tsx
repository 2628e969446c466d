import { RouterProvider } from 'react-router-dom';
import { setAppNavigate } from './navigation';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;
let router: AppRouter | undefined;

// The router is made on the app's first render, not when this module loads: the entry's
// evaluation (React, the router's code) and the router's creation (matching the location,
// starting the route's code and data) are then two tasks on a phone's main thread, not one
// long one (main.tsx renders in a transition, which React starts in a task of its own).
function appRouter(): AppRouter {
  if (!router) {
    router = createAppRouter();
    // A 401 anywhere ends the session and goes to /login through the router (no page reload).
    const made = router;
    setAppNavigate((to) => void made.navigate(to));
  }
  return router;
}

export function App() {
  return <RouterProvider router={appRouter()} />;
}
