import type { CodegenConfig } from '@graphql-codegen/cli';
import { enumValues } from './gateway/src/resolvers/enum-values';

// Custom scalars as they travel over JSON.
const scalars = {
  DateTime: 'string',
  // Money amounts: exact decimal text ("19.99"), never a JS number (docs/graphql.md "Money").
  Decimal: 'string',
  EmailAddress: 'string',
  NonNegativeInt: 'number',
  PositiveInt: 'number',
  PostalCode: 'string',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Gateway: resolver signatures whose parents are the REST shapes (mappers), so the
    // snake_case → camelCase mapping is type-checked in one place, the resolvers.
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context/context#GatewayContext',
        scalars: { ...scalars, DateTime: { input: 'string', output: 'string | Date' } },
        enumsAsTypes: true,
        // Resolvers see the REST values of enums (gateway/src/resolvers/enum-values.ts). Each
        // enum is also mapped to its own generated type: codegen otherwise types it as null
        // (dotansimha/graphql-code-generator#10204).
        enumValues,
        mappers: {
          ...Object.fromEntries(Object.keys(enumValues).map((name) => [name, name])),
          Category: '../rest/rest-types#RestCategory',
          GroupCard: '../rest/group-card-answer#GroupCardAnswer',
          GroupCardConnection: '../rest/group-card-answer#GroupCardConnectionRow',
          GroupFacets: '../rest/rest-types#RestGroupFacets',
          CategoryFacet: '../rest/rest-types#RestCategoryFacet',
          PriceRangeFacet: '../rest/rest-types#RestPriceRangeFacet',
          LoginPayload: '../rest/rest-types#RestLoginAnswer',
          SessionUser: '../rest/rest-types#SessionUserRow',
          Group: '../rest/group-answer#GroupAnswer',
          CategoryRef: '../rest/rest-types#RestCategoryRef',
          PriceLevel: '../rest/group-answer#PriceLevelAnswer',
          NextPriceLevel: '../rest/group-answer#NextLevelAnswer',
          GroupDocument: '../rest/rest-types#RestGroupDocument',
          SupplierAddress: '../rest/rest-types#RestSupplier',
          Cart: '../rest/cart-answer#CartAnswer',
          CartLine: '../rest/cart-answer#CartLineAnswer',
          Card: '../rest/rest-types#RestCard',
          OrderLine: '../rest/rest-types#RestOrderLine',
          DeliveryAddress: '../rest/rest-types#RestOrderLineGroup',
          Invoice: '../rest/rest-types#RestInvoice',
          InvoiceLine: '../rest/rest-types#RestInvoiceLine',
          InvoiceCustomer: '../rest/rest-types#RestInvoiceCustomer',
          Country: 'country-state-city#ICountry',
          State: 'country-state-city#IState',
          City: 'country-state-city#ICity',
          SignUpPayload: '../rest/rest-types#RestSignUpAnswer',
          UploadTarget: '../rest/rest-types#UploadTargetRow',
          Profile: '../rest/rest-types#RestProfile',
          CustomerDocument: '../rest/rest-types#RestCustomerDocument',
          Address: '../rest/rest-types#RestAddress',
          ProfilePayload: '../rest/rest-types#ProfileUpdateResult',
          AddressPayload: '../rest/rest-types#RestAddressAnswer',
          AdminQuery: '../rest/rest-types#AdminArea',
          AdminMutation: '../rest/rest-types#AdminArea',
          AdminDocument: '../rest/rest-types#RestAdminDocument',
          AdminDocumentPayload: '../rest/rest-types#AdminDocumentAnswer',
          AdminOrderLine: '../rest/rest-types#RestAdminOrderLine',
          AdminOrderLinePayload: '../rest/rest-types#AdminOrderLineAnswer',
          AdminSettlementPayload: '../rest/rest-types#AdminSettlementAnswer',
          // The console's groups.
          AdminGroup: '../rest/rest-types#RestAdminGroup',
          AdminPriceLevel: '../rest/rest-types#RestGroupLevel',
          AdminGroupPayload: '../rest/rest-types#AdminGroupAnswer',
          AdminGroupImageUpload: '../rest/rest-types#AdminGroupImageAnswer',
          AdminGroupDocumentUpload: '../rest/rest-types#AdminGroupDocumentAnswer',
          AdminGroupLine: '../rest/rest-types#RestAdminGroupLine',
          AdminGroupLineConnection: '../rest/rest-types#AdminGroupLineConnectionRow',
          AdminDeliveryArea: '../rest/rest-types#RestAdminArea',
          AdminOverview: '../rest/rest-types#RestAdminOverview',
          AdminOverviewDay: '../rest/rest-types#RestAdminOverviewDay',
          AdminTopGroup: '../rest/rest-types#RestAdminTopGroup',
          AdminCustomerSummary: '../rest/rest-types#RestAdminCustomerSummary',
          AdminCustomer: '../rest/rest-types#RestAdminCustomer',
          AdminCustomerAddress: '../rest/rest-types#RestAdminCustomerAddress',
          AdminSession: '../rest/rest-types#RestAdminSession',
          AdminEndSessionsPayload: '../rest/rest-types#AdminEndSessionsAnswer',
          AdminSettlementRun: '../rest/rest-types#RestAdminSettlementRun',
          AdminLedgerEntry: '../rest/rest-types#RestAdminLedgerEntry',
          AdminLedgerTotals: '../rest/rest-types#RestAdminLedgerTotals',
          AdminLedgerReconciliation: '../rest/rest-types#RestAdminLedgerReconciliation',
          AdminStripeEvent: '../rest/rest-types#RestAdminStripeEvent',
          AdminDispute: '../rest/rest-types#RestAdminDispute',
          AdminBulkMoveResult: '../rest/rest-types#RestAdminBulkMoveResult',
          AdminBulkMovePayload: '../rest/rest-types#AdminBulkMoveAnswer',
          // Staff accounts and the audit log.
          StaffMember: '../rest/rest-types#RestStaffMember',
          StaffSettings: '../rest/rest-types#RestStaffSettings',
          StaffInvitePayload: '../rest/rest-types#StaffInviteAnswer',
          StaffInviteCheck: '../rest/rest-types#RestStaffInviteCheck',
          AcceptStaffInvitePayload: '../rest/rest-types#AcceptStaffInviteAnswer',
          TotpSetup: '../rest/rest-types#RestTotpSetup',
          AuditEntry: '../rest/rest-types#RestAuditEntry',
        },
      },
    },
    // Web: operation types and typed documents (TypedDocumentNode), which Apollo Client 4's
    // own hooks type from the document: useQuery(GroupsDocument, …) (docs/decisions.md
    // "Typed documents, not generated hooks").
    'web/src/__generated__/graphql.ts': {
      documents: 'web/src/**/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        scalars,
        enumType: 'string-literal',
        // Operations ship as parsed documents (JSON), not gql`` strings parsed in the
        // browser: parsing every operation at start-up cost a phone about half a second of
        // main-thread time on every shop page (bench/RESULTS.md, Lighthouse TBT).
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
