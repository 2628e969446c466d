import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const badInput = (message: string, status = 400) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status } } });

/** The first variable (by path) holding text with control characters, if any. */
function controlCharacterPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

// Apollo hands the same DocumentNode back for the same query text: each is walked once.
const literalsChecked = new WeakMap<DocumentNode, string | null>();

/** The first argument or input field written in the query itself whose text has control characters. */
function controlCharacterLiteral(document: DocumentNode): string | undefined {
  const known = literalsChecked.get(document);
  if (known !== undefined) return known ?? undefined;
  const found = findControlCharacterLiteral(document);
  literalsChecked.set(document, found ?? null);
  return found;
}

function findControlCharacterLiteral(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    ObjectField(node) {
      if (!found && node.value.kind === Kind.STRING && CONTROL_CHARACTERS.test(node.value.value))
        found = node.name.value;
    },
    Argument(node) {
      if (!found && node.value.kind === Kind.STRING && CONTROL_CHARACTERS.test(node.value.value))
        found = node.name.value;
    },
  });
  return found;
}

/**
 * Client mistakes the gateway can see itself, refused before any upstream call with
 * BAD_USER_INPUT and HTTP 400: an operationName the document does not hold, and text
 * with control characters in any variable or argument (the same rule as the REST API's
 * lib/text-rules.ts; NUL would otherwise reach PostgreSQL), naming where it was.
 */
export const inputRulesPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request, document }) {
        if (!operation) {
          throw new GraphQLError(`Unknown operation named "${request.operationName ?? ''}".`, {
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
          });
        }
        const variable = controlCharacterPath(request.variables ?? {}, '');
        if (variable) throw badInput(`Variable "$${variable.slice(1)}" must not contain control characters`);
        const literal = controlCharacterLiteral(document);
        if (literal) throw badInput(`${literal} must not contain control characters`);
      },
    };
  },
};
