import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
// First, so the screens' own styles (bundled after it) take precedence over antd's.
import 'virtual:antd-style-sheet.css';
import { AntdProvider } from './antd-provider';
import { apolloClient } from './apollo';

// The providers of every screen that talks to the server: Apollo and antd. They are
// mounted by the lazily loaded routes (login, main layout), not at the root, so the
// landing page (plain CSS, no data) ships neither Apollo Client nor antd (bench/README.md#bars).
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <AntdProvider>{children}</AntdProvider>
    </ApolloProvider>
  );
}
