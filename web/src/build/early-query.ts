import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';

/** A route's early query as written in the build: the page's own document and where its variables come from. */
export interface EarlyQuerySource {
  document: DocumentNode;
  /** Each variable of the query and the route parameter that gives it (`{ id: 'id' }`). */
  variables: Record<string, string>;
}

/** The same, as the inline script reads it (short keys: it is in every page's HTML). */
export interface EarlyQuery {
  /** The operation's name. */
  o: string;
  /** The query, printed as Apollo Client sends it: `__typename` on every object, for its cache. */
  q: string;
  /** Each variable and the path pattern's group that holds it (1 for the first parameter). */
  v: Record<string, number>;
}

export function earlyQuery(routePath: string, source: EarlyQuerySource): EarlyQuery {
  const parameters = routePath
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
  const operation = source.document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
    throw new Error(`early query of ${routePath}: the document has no named operation`);
  }
  const groups: Record<string, number> = {};
  for (const [variable, parameter] of Object.entries(source.variables)) {
    const index = parameters.indexOf(parameter);
    if (index < 0) throw new Error(`early query of ${routePath}: no route parameter ${parameter}`);
    groups[variable] = index + 1;
  }
  return {
    o: operation.name.value,
    q: stripIgnoredCharacters(print(addTypenameToDocument(source.document))),
    v: groups,
  };
}
