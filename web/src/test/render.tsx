import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AntdProvider } from '../app/antd-provider';
import { createApolloCache } from '../app/apollo-cache';

interface Options {
  mocks?: MockLink.MockedResponse[];
  // The URL the test starts at.
  url?: string;
  routes: RouteObject[];
}

// Renders routes in a memory router under a mocked Apollo Client (with the app's cache
// policies) and antd's provider, the way the app mounts screens.
export function renderRoutes({ mocks = [], url = '/', routes }: Options) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <AntdProvider>
        <RouterProvider router={router} />
      </AntdProvider>
    </MockedProvider>,
  );
  return { ...result, router };
}

// Shows the current path and query so a test can assert where the app went.
export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}
