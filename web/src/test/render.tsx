import { ApolloClient, ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AntdProvider } from '../app/antd-provider';
import { createApolloCache } from '../app/apollo-cache';
import { StaffAccessProvider, type StaffAccess } from '../lib/staff-access';
import { OWNER_ACCESS } from './staff-access';
// Static toasts (lib/lasting-message.ts) get the app's theme, as on the routes that use them.
import '../app/static-message-theme';

interface Options {
  mocks?: MockLink.MockedResponse[];
  /** The signed-in staff member's role and permissions (the console's screens); an owner's unless given. */
  access?: StaffAccess;
  // The URL the test starts at, or a history entry with its state.
  url?: string | { pathname: string; state?: unknown };
  routes: RouteObject[];
}

// antd's style sheets land here, outside the document: see test/setup.ts for why.
const styleSink = document.createElement('div');

/** Keeps the style sheets of the antd components below out of the document (test/setup.ts says why). */
export function AntdStylesAside({ children }: { children: ReactNode }): ReactElement {
  return <StyleProvider container={styleSink}>{children}</StyleProvider>;
}

/** Live changes in tests: none arrive unless a test passes its own link (the app splits the same way). */
const quietLiveLink = new ApolloLink(() => new Observable(() => {}));

/**
 * An Apollo Client with the app's cache policies over `link`, for a test that watches its
 * traffic; subscriptions take `liveLink` instead, as in the app (app/apollo-client.ts).
 */
export function testClient(link: ApolloLink, liveLink: ApolloLink = quietLiveLink): ApolloClient {
  return new ApolloClient({
    cache: createApolloCache(),
    link: ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, liveLink, link),
  });
}

/**
 * The app's providers around a screen under test: Apollo with the app's cache (mocked
 * answers, a link, or a whole client) and antd's theme, the way the app mounts screens.
 */
export function TestProviders(props: {
  children: ReactNode;
  mocks?: MockLink.MockedResponse[];
  link?: ApolloLink;
  client?: ApolloClient;
  access?: StaffAccess;
}): ReactElement {
  const screen = (
    <AntdStylesAside>
      <AntdProvider>
        <StaffAccessProvider access={props.access ?? OWNER_ACCESS}>{props.children}</StaffAccessProvider>
      </AntdProvider>
    </AntdStylesAside>
  );
  if (props.client) return <ApolloProvider client={props.client}>{screen}</ApolloProvider>;
  return (
    <MockedProvider mocks={props.mocks} link={props.link} cache={createApolloCache()}>
      {screen}
    </MockedProvider>
  );
}

// Renders routes in a memory router under a mocked Apollo Client (with the app's cache
// policies) and antd's provider, the way the app mounts screens.
export function renderRoutes({ mocks = [], url = '/', routes, access }: Options) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <TestProviders mocks={mocks} access={access}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

// Shows the current path and query so a test can assert where the app went.
export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}
