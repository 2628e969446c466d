import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  OperationTypeNode,
  print,
  stripIgnoredCharacters,
  type DocumentNode,
  type FieldNode,
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
  /** Variables the page always sends with the same value (the checkout's cart: `{ addressId: null }`). */
  fixed?: Record<string, unknown>;
  /**
   * A listing's: the variable that takes `{ zipCode }` from the ZIP code stored at login,
   * then each filter field the route gives (`{ categoryId: 'id' }`, in the order the listing
   * builds its filter), and the values of the other variables. The page is then asked for
   * early only as it opens with nothing else to narrow it (no query string, no price range
   * saved this session).
   */
  storedZipListing?: { filter: string; fixed: Record<string, unknown>; fromRoute?: Record<string, string> };
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
  /** The variables of fixed value. */
  f?: Record<string, unknown>;
  /**
   * The operations the one answer serves, each with the names of its own variables and,
   * when one of its root fields had to be renamed in the combined query, each such field's
   * name in the answer (`{ cart: 'HeaderCart_cart' }`).
   */
  s: Array<[string, string[]] | [string, string[], Record<string, string>]>;
  /**
   * The listing's ZIP-code filter variable, its fixed variables and the filter's fields from
   * the path (each with its path pattern's group) (`storedZipListing`).
   */
  z?: [string, Record<string, unknown>, Record<string, number>];
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

/** A field's arguments and directives as text: two fields of one name merge when these are equal. */
const argumentsOf = (field: FieldNode) =>
  print({ ...field, alias: undefined, selectionSet: undefined, name: { kind: Kind.NAME, value: '' } });

/**
 * A route's early query: the operations its page and frame send first (the page's own, the
 * header's), as one query whose root fields are theirs, so a single request asks for all
 * of them. Each operation, given the answer, reads its own fields (Apollo writes the fields
 * of the operation's document and ignores the rest). A root field two operations both ask
 * for with the same arguments is asked once, its selections merged as GraphQL merges them
 * (the checkout's addresses and its address book both read `profile`); with other arguments
 * (`cart` and `cart(addressId: $addressId)`) the later one is renamed in the query
 * (`HeaderCart_cart: cart`), and the script hands that operation the field under its own
 * name.
 */
export function earlyQuery(routePath: string, sources: EarlyQuerySource[]): EarlyQuery {
  const parameters = routePath
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
  const operations = sources.map((source) => operationOf(routePath, source));
  const groups: Record<string, number> = {};
  const groupOf = (parameter: string) => {
    const group = parameters.indexOf(parameter);
    if (group < 0) throw new Error(`early query of ${routePath}: no route parameter ${parameter}`);
    return group + 1;
  };
  const variableDefinitions = new Map<string, VariableDefinitionNode>();
  const fixed: Record<string, unknown> = {};
  const rootFields = new Map<string, FieldNode>();
  const selections: FieldNode[] = [];
  const renamed = new Map<string, Record<string, string>>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const source of sources) {
    for (const [variable, parameter] of Object.entries(source.variables)) groups[variable] = groupOf(parameter);
    Object.assign(fixed, source.fixed);
    for (const definition of source.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  for (const operation of operations) {
    for (const definition of operation.variableDefinitions ?? []) {
      const variable = definition.variable.name.value;
      const known = variableDefinitions.get(variable);
      if (known && print(known) !== print(definition)) {
        throw new Error(`early query of ${routePath}: two operations define $${variable} differently`);
      }
      variableDefinitions.set(variable, definition);
    }
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) {
        throw new Error(`early query of ${routePath}: ${operation.name.value} spreads a fragment at its root`);
      }
      const key = (selection.alias ?? selection.name).value;
      const known = rootFields.get(key);
      if (!known) {
        rootFields.set(key, selection);
        selections.push(selection);
      } else if (known.name.value === selection.name.value && argumentsOf(known) === argumentsOf(selection)) {
        selections.push(selection);
      } else {
        const alias = `${operation.name.value}_${key}`;
        if (rootFields.has(alias)) throw new Error(`early query of ${routePath}: ${alias} is taken`);
        rootFields.set(alias, selection);
        selections.push({ ...selection, alias: { kind: Kind.NAME, value: alias } });
        renamed.set(operation.name.value, { ...renamed.get(operation.name.value), [key]: alias });
      }
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
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...fragments.values(),
    ],
  };
  const listing = sources.find((source) => source.storedZipListing)?.storedZipListing;
  const image = sources.find((source) => source.largestImage)?.largestImage;
  const fromRoute = Object.fromEntries(
    Object.entries(listing?.fromRoute ?? {}).map(([field, parameter]) => [field, groupOf(parameter)]),
  );
  return {
    ...(listing ? { z: [listing.filter, listing.fixed, fromRoute] as EarlyQuery['z'] } : {}),
    ...(image ? { i: image.split('.') } : {}),
    o: name,
    q: stripIgnoredCharacters(print(addTypenameToDocument(combined))),
    v: groups,
    ...(Object.keys(fixed).length > 0 ? { f: fixed } : {}),
    s: operations.map((operation) => {
      const variables = (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
      const fields = renamed.get(operation.name.value);
      return fields ? [operation.name.value, variables, fields] : [operation.name.value, variables];
    }),
  };
}
