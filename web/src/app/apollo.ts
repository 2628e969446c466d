import { createApolloClient } from './apollo-client';
import { navigateTo } from './navigation';
import { paths } from '../lib/paths';

// The app's one Apollo Client. Imported only by the lazily loaded routes' providers, so
// Apollo Client is not part of the landing page's JavaScript.
export const apolloClient = createApolloClient({ onUnauthenticated: () => navigateTo(paths.login) });
