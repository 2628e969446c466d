import type { paths } from './__generated__/rest-api';

// The REST API's answer shapes as the gateway receives them, taken from the types that
// `npm run codegen` generates from the API's OpenAPI document: none is written by
// hand, so they cannot drift from what the API sends. Resolvers map these snake_case
// shapes to the GraphQL types (codegen mappers); the few gateway shapes at the end add
// what the gateway itself knows to one of them.

/** Every REST answer: `{ status, message, data }` (the check below holds it to the document). */
export interface RestEnvelope<T> {
  status: number;
  message: string;
  data: T;
}

type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type OkBody<Operation> = Operation extends { responses: { 200: infer Answer } } ? JsonOf<Answer> : never;

/** The 200 JSON answer of every path and method in the document. */
type EveryOkBody = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]-?: OkBody<paths[Path][Method]> }[keyof paths[Path]];
}[keyof paths];
/** `true` while the document has JSON answers and every one of them is a RestEnvelope. */
type EveryAnswerIsAnEnvelope = [EveryOkBody] extends [never]
  ? false
  : [EveryOkBody] extends [RestEnvelope<unknown>]
    ? true
    : false;
// Compiles only while that holds: the envelope is written here once, and checked against the document.
const _everyAnswerIsAnEnvelope: EveryAnswerIsAnEnvelope = true;

/** The `data` of the 200 answer of `method path`. */
export type RestData<Path extends keyof paths, Method extends keyof paths[Path]> =
  OkBody<paths[Path][Method]> extends { data: infer Data } ? Data : never;

export type RestCategory = RestData<'/api/category', 'get'>[number];
export type RestGroupListItem = RestData<'/api/customer/group-list', 'post'>[number];
/** POST customer/group-facets: the listing's counts per category and per price range. */
export type RestGroupFacets = RestData<'/api/customer/group-facets', 'post'>;
export type RestCategoryFacet = RestGroupFacets['categories'][number];
export type RestPriceRangeFacet = RestGroupFacets['price_ranges'][number];
/** What POST customer/group-facets is asked with: the listing's filter, no paging. */
export type RestGroupFacetsFilter = NonNullable<
  paths['/api/customer/group-facets']['post']['requestBody']
>['content']['application/json'];
export type RestLoginData = RestData<'/api/user/login', 'post'>;
/** GET user/session: the session behind a token. */
export type RestSessionData = RestData<'/api/user/session', 'get'>;
export type RestSessionUser = RestSessionData['user'];

/** GET group/{id} and each item of POST group/batch. */
export type RestGroupDetail = RestData<'/api/group/{id}', 'get'>;
/** The `data` of each `group` event of GET group-changes (server-sent events): a group as GET group/{id} answers it. */
export type RestGroupChange = paths['/api/group-changes']['get']['responses'][200]['content']['text/event-stream'];
export type RestGroupDocument = RestGroupDetail['documentUrl'][number];
export type RestSupplier = RestGroupDetail['supplier'];
export type RestCategoryRef = RestGroupDetail['category'];
/** GET groups/open: the sitemap's groups. */
export type RestOpenGroup = RestData<'/api/groups/open', 'get'>[number];

export type RestCart = RestData<'/api/cart/view', 'get'>;
export type RestCartLine = RestCart['line_item_list'][number];

export type RestCard = RestData<'/api/card', 'get'>[number];

/** POST orders: the customer's order lines. */
export type RestOrderList = RestData<'/api/orders', 'post'>;
export type RestOrderLine = RestOrderList['order_list'][number];
/** The order line's group, status, tracking and delivery address. */
export type RestOrderLineGroup = RestOrderLine['group'];

/** One announced document's signed upload URL (sign-up and profile update answers). */
export type RestUploadUrl = RestData<'/api/customer_signup', 'post'>['tax_doc_uploadUrls'][number];
export type RestAddress = RestData<'/api/address', 'get'>[number];
/** GET customer/profile/{id}: the customer with the billing address's fields flattened in. */
export type RestProfile = RestData<'/api/customer/profile/{customer_id}', 'get'>;
export type RestCustomerDocument = RestProfile['tax_exempt_doc'][number];

/** A person's fields as every REST record that names one spells them (session user, profile, address). */
export type RestPerson = Pick<
  RestSessionUser | RestProfile | RestAddress,
  'first_name' | 'last_name' | 'phone_number' | 'title' | 'company_name'
>;

export type RestInvoice = RestData<'/api/order/invoice', 'post'>;
export type RestInvoiceLine = RestInvoice['order_list'][number];
export type RestInvoiceCustomer = RestInvoice['customer'];

// Gateway shapes: a REST shape plus what the gateway adds.

/** Login data plus the envelope's message, which the LoginPayload exposes. */
export type RestLoginAnswer = RestLoginData & { message: string };

/** POST customer_signup's data plus the envelope's message. */
export type RestSignUpAnswer = RestData<'/api/customer_signup', 'post'> & { message: string };

/** POST/PUT address's data plus the envelope's message. */
export type RestAddressAnswer = { message: string; address: RestAddress };

/** An upload URL with the kind of document it belongs to (the API keeps them in two lists). */
export type UploadTargetRow = RestUploadUrl & { kind: 'TAX' | 'OTHER' };

/** What ProfilePayload resolves from: the update's answer and the profile read after it. */
export type ProfileUpdateResult = {
  message: string;
  profile: RestProfile;
  session: RestSessionUser;
  uploads: UploadTargetRow[];
};

// Lists paged by cursor (the API's lib/keyset-paging.ts), shop and console alike.

/** What every REST page read by cursor answers beside its rows, each of which carries its own `cursor`. */
export type RestCursorPage = Pick<
  RestData<'/api/admin/documents', 'get'>,
  'total' | 'has_next_page' | 'has_previous_page' | 'start_cursor' | 'end_cursor'
>;

/** A cursor connection as its resolver answers it, its nodes the REST rows (resolvers/connection.ts builds it). */
export type RestConnection<Node> = {
  edges: { cursor: string; node: Node }[];
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

// The operator console (admin/* routes).

export type RestAdminDocument = RestData<'/api/admin/documents/{id}/approve', 'post'>;
export type RestAdminOrderLine = RestData<'/api/admin/order-lines/{id}/status', 'put'>;

/** The answer to an admin action: the API's message and the changed record. */
export type AdminDocumentAnswer = { message: string; document: RestAdminDocument };
export type AdminOrderLineAnswer = { message: string; orderLine: RestAdminOrderLine };
export type RestSettlementSummary = RestData<'/api/admin/settlement/run', 'post'>;
/** A settlement run's summary with the API's message. */
export type AdminSettlementAnswer = RestSettlementSummary & { message: string };

// The console's overview, customers, settlement record and bulk moves.
export type RestAdminOverview = RestData<'/api/admin/overview', 'get'>;
export type RestAdminOverviewDay = RestAdminOverview['days'][number];
export type RestAdminTopGroup = RestAdminOverview['top_groups'][number];
export type RestAdminCustomerPage = RestData<'/api/admin/customers', 'get'>;
export type RestAdminCustomerSummary = RestAdminCustomerPage['customers'][number];
export type RestAdminCustomer = RestData<'/api/admin/customers/{id}', 'get'>;
export type RestAdminCustomerAddress = RestAdminCustomer['addresses'][number];
export type RestAdminSession = RestAdminCustomer['sessions'][number];
export type AdminEndSessionsAnswer = { message: string; ended: number; customer: RestAdminCustomer };
export type RestAdminSettlementRunPage = RestData<'/api/admin/settlement/runs', 'get'>;
/** A run as listed (with its cursor) or read alone (`admin/settlement/runs/{id}`, no cursor). */
export type RestAdminSettlementRun = Omit<RestAdminSettlementRunPage['runs'][number], 'cursor'> & { cursor?: string };
export type RestAdminLedgerPage = RestData<'/api/admin/ledger', 'get'>;
export type RestAdminLedgerEntry = RestAdminLedgerPage['entries'][number];
export type RestAdminLedgerTotals = RestAdminLedgerPage['totals'];
export type RestAdminLedgerReconciliation = RestAdminLedgerPage['reconciliation'];
export type RestAdminStripeEventPage = RestData<'/api/admin/stripe/events', 'get'>;
export type RestAdminStripeEvent = RestAdminStripeEventPage['events'][number];
export type RestAdminDisputePage = RestData<'/api/admin/disputes', 'get'>;
export type RestAdminDispute = RestAdminDisputePage['disputes'][number];
export type RestAdminBulkMove = RestData<'/api/admin/order-lines/status', 'post'>;
export type RestAdminBulkMoveResult = RestAdminBulkMove['results'][number];
export type AdminBulkMoveAnswer = RestAdminBulkMove & { message: string };

/** `Query.admin` and `Mutation.admin` hold no data: they are where the admin fields live. */
export type AdminArea = Record<string, never>;

// The operator console's groups (admin/groups routes).

export type RestAdminGroup = RestData<'/api/admin/groups', 'post'>;
export type RestAdminGroupLines = RestData<'/api/admin/groups/{id}/lines', 'get'>;
export type RestAdminGroupLine = RestAdminGroupLines['lines'][number];
export type RestAdminArea = RestData<'/api/admin/area', 'get'>;
export type RestGroupLevel = RestAdminGroup['levels'][number];
export type AdminGroupAnswer = { message: string; group: RestAdminGroup };
/** A group's lines as a connection, with settlement's figures over all pages as the API answers them (cents). */
export type AdminGroupLineConnectionRow = RestConnection<RestAdminGroupLine> &
  Pick<RestAdminGroupLines, 'final_price_cents' | 'unsettled_lines' | 'refund_due_cents'>;
export type AdminGroupImageAnswer = RestData<'/api/admin/groups/{id}/images', 'post'> & { message: string };
export type AdminGroupDocumentAnswer = RestData<'/api/admin/groups/{id}/documents', 'post'> & { message: string };

// Staff accounts and the audit log (issue 38: admin/staff, staff/invites, user/totp, admin/audit-log).

/** What a session may do on the admin routes: its staff role, permissions and TOTP state (user/login, user/session). */
export type RestStaffAccess = Pick<
  RestSessionData,
  'staff_role' | 'permissions' | 'totp_enabled' | 'totp_setup_required'
>;
/** A REST permission name, as admin routes declare them (`x-permission`) and refusals name them. */
export type RestPermission = RestStaffAccess['permissions'][number];
/**
 * The session user with what the session may do. `access` is absent where the answer
 * carries only the user (a profile update's): the resolvers read the session then.
 */
export type SessionUserRow = RestSessionUser & { access?: RestStaffAccess };
export type RestStaffMember = RestData<'/api/admin/staff/{id}/role', 'put'>;
export type RestStaffSettings = RestData<'/api/admin/staff/settings', 'get'>;
export type StaffInviteAnswer = RestData<'/api/admin/staff/invites', 'post'> & { message: string };
export type RestStaffInviteCheck = RestData<'/api/staff/invites/check', 'post'>;
export type AcceptStaffInviteAnswer = RestData<'/api/staff/invites/accept', 'post'> & { message: string };
export type RestTotpSetup = RestData<'/api/user/totp/setup', 'post'>;
export type RestAuditPage = RestData<'/api/admin/audit-log', 'get'>;
export type RestAuditEntry = RestAuditPage['entries'][number];
