import { RouterProvider } from 'react-router-dom';
import { setAppNavigate } from './navigation';
import { createAppRouter } from './router';

const router = createAppRouter();
// A 401 anywhere ends the session and goes to /login through the router (no page reload).
setAppNavigate((to) => void router.navigate(to));

export function App() {
  return <RouterProvider router={router} />;
}
