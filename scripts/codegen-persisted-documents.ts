// `npm run codegen` (last step): the persisted-document manifest, every operation the shop
// sends under the SHA-256 of its text as sent. The gateway runs a listed operation by its id
// alone and, with TRUSTED_DOCUMENTS=enforce, runs nothing else (docs/graphql.md "Persisted
// and trusted documents"). Written in Apollo's persisted query manifest format, so tools
// that read that format read it too.
import fs from 'node:fs';
import path from 'node:path';
import { InMemoryCache } from '@apollo/client';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as generated from '../web/src/__generated__/graphql';
import { earlyQueries } from '../web/src/build/signed-in-preload';
import { persistedDocumentId } from '../gateway/src/plugins/persisted-document-id';
import { REPO_ROOT } from './lib/services';

const MANIFEST_FILE = 'gateway/src/__generated__/persisted-documents.json';

interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

const operationOf = (document: DocumentNode): OperationDefinitionNode | undefined =>
  document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);

/** The generated module's operation documents (fragments alone are never sent). */
function shopDocuments(): DocumentNode[] {
  return Object.values(generated as Record<string, unknown>).filter(
    (value): value is DocumentNode =>
      typeof value === 'object' &&
      value !== null &&
      (value as DocumentNode).kind === Kind.DOCUMENT &&
      operationOf(value as DocumentNode) !== undefined,
  );
}

/**
 * Every operation of the shop as its requests carry it: Apollo Client's cache adds
 * `__typename` to each selection before the document goes out (web/src/app/persisted-link.test.ts
 * checks the client sends exactly these), and the signed-in preload script sends each route's
 * combined early query as the build prints it.
 */
function manifestOperations(): ManifestOperation[] {
  const cache = new InMemoryCache();
  const sent = shopDocuments().map((document) => {
    const operation = operationOf(document)!;
    return { name: operation.name!.value, type: operation.operation, body: print(cache.transformDocument(document)) };
  });
  const early = earlyQueries().map((query) => ({ name: query.o, type: 'query' as const, body: query.q }));
  // Routes without a page query of their own share the frame's early query: listed once.
  const byId = new Map(
    [...sent, ...early].map((operation) => [persistedDocumentId(operation.body), operation] as const),
  );
  return [...byId].map(([id, operation]) => ({ id, ...operation })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The manifest file's text. */
function manifestText(): string {
  const manifest = { format: 'apollo-persisted-query-manifest', version: 1, operations: manifestOperations() };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

fs.writeFileSync(path.join(REPO_ROOT, MANIFEST_FILE), manifestText());
