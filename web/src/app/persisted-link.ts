import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Operations go out as persisted queries (docs/graphql.md "Persisted and trusted
 * documents"): the SHA-256 of the document's text instead of the text, the id under which
 * the gateway's manifest lists every shop operation, so it runs them by id alone. Queries
 * go as GET, whose public answers a CDN can keep; mutations stay POST. A gateway that
 * does not know an id answers PERSISTED_QUERY_NOT_FOUND, and the link sends the text once.
 *
 * Hashing takes Web Crypto, which a browser offers only on a secure origin (https,
 * localhost). Elsewhere (undefined here) operations go as text, as before; the gateway runs
 * a manifest document's text under every TRUSTED_DOCUMENTS mode.
 */
export function createPersistedLink(subtle: SubtleCrypto | undefined): ApolloLink | undefined {
  if (!subtle) return undefined;
  return new PersistedQueryLink({
    sha256: async (text) => hex(await subtle.digest('SHA-256', new TextEncoder().encode(text))),
    useGETForHashedQueries: true,
  });
}
