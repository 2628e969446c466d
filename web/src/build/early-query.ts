import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  OperationTypeNode,
  print,
  stripIgnoredCharacters,
  type DocumentNode,
  type FragmentDefinitionNode,
  type NameNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';

/** A route's early query as written in the build: the page's own document and where its variables come from. */
export interface EarlyQuerySource {
  document: DocumentNode;
  /** Each variable of the query and the route parameter that gives it (`{ id: 'id' }`). */
  variables: Record<string, string>;
  /**
   * The listing's: the variable that takes `{ zipCode }` from the ZIP code stored at login,
   * and the values of the others. The page is then asked for early only as it opens with
   * nothing else to narrow it (no query string, no price range saved this session).
   */
  storedZipListing?: { filter: string; fixed: Record<string, unknown> };
  /** Where the answer holds the page's largest image (`groups.edges.0.node.imageUrl`), preloaded once it is in. */
  largestImage?: string;
}

/** The same, as the inline script reads it (short keys: it is in every page's HTML). */
export interface EarlyQuery {
  /** The name the combined operation is sent under. */
  o: string;
  /** The query, printed as Apollo Client sends it: `__typename` on every object, for its cache. */
  q: string;
  /** Each variable and the path pattern's group that holds it (1 for the first parameter). */
  v: Record<string, number>;
  /** The operations the one answer serves, each with the names of its own variables. */
  s: Array<[string, string[]]>;
  /** The listing's ZIP-code filter variable and its fixed variables (`storedZipListing`). */
  z?: [string, Record<string, unknown>];
  /** The path to the largest image's address in the answer. */
  i?: string[];
}

/** A source's operation, with the name every early query needs it to have. */
const operationOf = (routePath: string, source: EarlyQuerySource): OperationDefinitionNode & { name: NameNode } => {
  const operation = source.document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
    throw new Error(`early query of ${routePath}: the document has no named operation`);
  }
  return { ...operation, name: operation.name };
};

/**
 * A route's early query: the operations its page and frame send first (the page's own, the
 * header's), as one query whose root fields are theirs, so a single request asks for all
 * of them. Each operation, given the answer, reads its own fields (Apollo writes the fields
 * of the operation's document and ignores the rest). Root fields of the same name in two
 * operations would have to agree to be merged: refused here rather than risking an answer
 * with errors for all of them.
 */
export function earlyQuery(routePath: string, sources: EarlyQuerySource[]): EarlyQuery {
  const parameters = routePath
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
  const operations = sources.map((source) => operationOf(routePath, source));
  const groups: Record<string, number> = {};
  const variableDefinitions = new Map<string, VariableDefinitionNode>();
  const rootFields = new Set<string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const source of sources) {
    for (const [variable, parameter] of Object.entries(source.variables)) {
      const group = parameters.indexOf(parameter);
      if (group < 0) throw new Error(`early query of ${routePath}: no route parameter ${parameter}`);
      groups[variable] = group + 1;
    }
    for (const definition of source.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  for (const operation of operations) {
    for (const definition of operation.variableDefinitions ?? []) {
      variableDefinitions.set(definition.variable.name.value, definition);
    }
    for (const selection of operation.selectionSet.selections) {
      const key = selection.kind === Kind.FIELD ? (selection.alias ?? selection.name).value : '';
      if (!key || rootFields.has(key)) {
        throw new Error(`early query of ${routePath}: ${operation.name.value} shares or spreads a root field (${key})`);
      }
      rootFields.add(key);
    }
  }
  const name = operations.map((operation) => operation.name.value).join('_');
  const combined: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: { kind: Kind.NAME, value: name },
        variableDefinitions: [...variableDefinitions.values()],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: operations.flatMap((operation) => operation.selectionSet.selections),
        },
      },
      ...fragments.values(),
    ],
  };
  const listing = sources.find((source) => source.storedZipListing)?.storedZipListing;
  const image = sources.find((source) => source.largestImage)?.largestImage;
  return {
    ...(listing ? { z: [listing.filter, listing.fixed] as [string, Record<string, unknown>] } : {}),
    ...(image ? { i: image.split('.') } : {}),
    o: name,
    q: stripIgnoredCharacters(print(addTypenameToDocument(combined))),
    v: groups,
    s: operations.map((operation) => [
      operation.name.value,
      (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
    ]),
  };
}
