// @database-agnostic: maps errors in process, no API (runs once, on SQLite; docs/decisions.md
// "Test suite time").
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { formatGatewayError } from './error-mapping';
import { RestError } from './rest-errors';

// The API's refusals of staff (issue 38) as a GraphQL client reads them: the code it
// switches on and the reason or permission it acts on, from the API's `data.code`.

const formatted: GraphQLFormattedError = { message: 'raw', path: ['login'] };
const shown = (error: unknown) => formatGatewayError(formatted, error);

test.each([
  [401, 'TOTP_REQUIRED', 'UNAUTHENTICATED'],
  [401, 'TOTP_INVALID', 'UNAUTHENTICATED'],
  [403, 'STAFF_DISABLED', 'FORBIDDEN'],
  [403, 'TOTP_SETUP_REQUIRED', 'FORBIDDEN'],
])('the API’s %i %s is %s with extensions.reason', (status, reason, code) => {
  expect(shown(new RestError(status, 'The API’s words', { code: reason }))).toEqual({
    message: 'The API’s words',
    path: ['login'],
    extensions: { code, status, reason },
  });
});

test('PERMISSION_DENIED is FORBIDDEN naming the permission, or the several of which one would do', () => {
  const one = new RestError(403, 'You do not have the ledger.read permission', {
    code: 'PERMISSION_DENIED',
    permissions: ['ledger.read'],
  });
  expect(shown(one).extensions).toEqual({ code: 'FORBIDDEN', status: 403, permission: 'ledger.read' });
  const any = new RestError(403, 'You do not have any of the orders.fulfil, refunds.issue permissions', {
    code: 'PERMISSION_DENIED',
    permissions: ['orders.fulfil', 'refunds.issue'],
  });
  expect(shown(any).extensions).toEqual({
    code: 'FORBIDDEN',
    status: 403,
    permissions: ['orders.fulfil', 'refunds.issue'],
  });
});

test('other data codes add nothing, and a plain 403 stays a plain FORBIDDEN', () => {
  expect(shown(new RestError(403, 'Admin access required', null)).extensions).toEqual({
    code: 'FORBIDDEN',
    status: 403,
  });
  expect(shown(new RestError(401, 'Unauthorized', { code: 'SOMETHING_ELSE' })).extensions).toEqual({
    code: 'UNAUTHENTICATED',
    status: 401,
  });
});

test("the gateway's own refusal keeps its reason and permission, and nothing else it carried", () => {
  const own = new GraphQLError('You do not have the audit.read permission', {
    extensions: { code: 'FORBIDDEN', permission: 'audit.read', secret: 'not for clients' },
  });
  // Apollo hands over the error as formatted (with its extensions) and the error itself.
  expect(formatGatewayError(own.toJSON(), own).extensions).toEqual({ code: 'FORBIDDEN', permission: 'audit.read' });
});
