import type { OperationCheck } from './request-steps';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// With the u flag a surrogate pair reads as one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

const badInput = (message: string, status = 400) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status } } });

/**
 * What is wrong with one text, if anything (the REST API's lib/text-rules.ts says the
 * same). A lone UTF-16 surrogate (`"\ud800"` in the request's JSON) is no character: it
 * cannot be put in a URL (an `ID` or a search text in a REST path would fail the call
 * as an internal error) and no database stores it as sent.
 */
function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTERS.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain lone surrogates (invalid Unicode)';
  return undefined;
}

/** Whether any text in a value breaks the rules: the common, clean case, walked without building paths. */
function holdsBadText(value: unknown): boolean {
  if (typeof value === 'string') return textProblem(value) !== undefined;
  if (Array.isArray(value)) return value.some(holdsBadText);
  if (value && typeof value === 'object') {
    for (const key in value) if (holdsBadText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

type Found = { path: string; problem: string };

/** The first variable (by path) holding text the rules refuse, if any. */
function unsafeVariable(value: unknown, path: string): Found | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeVariable(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeVariable(item, `${path}.${key}`);
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
 * with control characters or lone surrogates in any variable, or control characters in
 * an argument written in the query (the same rules as the REST API's lib/text-rules.ts;
 * NUL would otherwise reach PostgreSQL), naming where it was. A lone surrogate cannot be
 * written in the query itself: graphql-js refuses it while parsing.
 */
export const refuseClientMistakes: OperationCheck = ({ operation, request, document }) => {
  if (!operation) {
    throw new GraphQLError(`Unknown operation named "${request.operationName ?? ''}".`, {
      extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
    });
  }
  const variable = holdsBadText(request.variables) ? unsafeVariable(request.variables, '') : undefined;
  if (variable) throw badInput(`Variable "$${variable.path.slice(1)}" ${variable.problem}`);
  const literal = controlCharacterLiteral(document);
  if (literal) throw badInput(`${literal} must not contain control characters`);
};
