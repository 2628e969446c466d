import type { CodegenConfig } from '@graphql-codegen/cli';
import { enumValues } from './gateway/src/resolvers/enum-values';

// Custom scalars as they travel over JSON.
const scalars = {
  DateTime: 'string',
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
          GroupCard: '../rest/rest-types#RestGroupListItem',
          LoginPayload: '../rest/rest-types#RestLoginAnswer',
          SessionUser: '../rest/rest-types#RestSessionUser',
          Group: '../rest/rest-types#RestGroupDetail',
          CategoryRef: '../rest/rest-types#RestCategoryRef',
          PriceLevel: '../rest/rest-types#PriceLevelRow',
          NextPriceLevel: '../rest/rest-types#RestNextLevel',
          GroupDocument: '../rest/rest-types#RestGroupDocument',
          SupplierAddress: '../rest/rest-types#RestSupplier',
          Cart: '../rest/rest-types#PricedCart',
          CartLine: '../rest/rest-types#PricedCartLine',
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
          AdminDocumentPage: '../rest/rest-types#AdminDocumentPageRow',
          AdminDocumentPayload: '../rest/rest-types#AdminDocumentAnswer',
          AdminOrderLine: '../rest/rest-types#RestAdminOrderLine',
          AdminOrderLinePage: '../rest/rest-types#AdminOrderLinePageRow',
          AdminOrderLinePayload: '../rest/rest-types#AdminOrderLineAnswer',
          AdminSettlementPayload: '../rest/rest-types#AdminSettlementAnswer',
          // The console's groups.
          AdminGroup: '../rest/rest-types#RestAdminGroup',
          AdminPriceLevel: '../rest/rest-types#RestGroupLevel',
          AdminGroupPage: '../rest/rest-types#AdminGroupPageRow',
          AdminGroupPayload: '../rest/rest-types#AdminGroupAnswer',
          AdminGroupImageUpload: '../rest/rest-types#AdminGroupImageAnswer',
          AdminGroupDocumentUpload: '../rest/rest-types#AdminGroupDocumentAnswer',
          AdminGroupLine: '../rest/rest-types#RestAdminGroupLine',
          AdminGroupLinePage: '../rest/rest-types#AdminGroupLinePageRow',
          AdminDeliveryArea: '../rest/rest-types#RestAdminArea',
          AdminOverview: '../rest/rest-types#RestAdminOverview',
          AdminOverviewDay: '../rest/rest-types#RestAdminOverviewDay',
          AdminCustomerSummary: '../rest/rest-types#RestAdminCustomerSummary',
          AdminCustomerPage: '../rest/rest-types#AdminCustomerPageRow',
          AdminCustomer: '../rest/rest-types#RestAdminCustomer',
          AdminCustomerAddress: '../rest/rest-types#RestAdminCustomerAddress',
          AdminSession: '../rest/rest-types#RestAdminSession',
          AdminEndSessionsPayload: '../rest/rest-types#AdminEndSessionsAnswer',
          AdminSettlementRun: '../rest/rest-types#RestAdminSettlementRun',
          AdminSettlementRunPage: '../rest/rest-types#AdminSettlementRunPageRow',
          AdminLedgerEntry: '../rest/rest-types#RestAdminLedgerEntry',
          AdminLedgerTotals: '../rest/rest-types#RestAdminLedgerTotals',
          AdminLedgerReconciliation: '../rest/rest-types#RestAdminLedgerReconciliation',
          AdminLedgerPage: '../rest/rest-types#AdminLedgerPageRow',
          AdminBulkMoveResult: '../rest/rest-types#RestAdminBulkMoveResult',
          AdminBulkMovePayload: '../rest/rest-types#AdminBulkMoveAnswer',
        },
      },
    },
    // Web: operation types and typed Apollo hooks (see docs/decisions.md).
    'web/src/__generated__/graphql.ts': {
      documents: 'web/src/**/*.graphql',
      plugins: [
        { add: { content: '// @ts-nocheck -- generated; its suspense overloads fail TS2394 under Apollo Client 4' } },
        'typescript-operations',
        'typescript-react-apollo',
      ],
      config: {
        useTypeImports: true,
        scalars,
        enumType: 'string-literal',
        apolloReactCommonImportFrom: '@apollo/client/react',
        apolloReactHooksImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        withHooks: true,
        // Operations ship as parsed documents (JSON), not gql`` strings parsed in the
        // browser: parsing every operation at start-up cost a phone about half a second of
        // main-thread time on every shop page (bench/RESULTS.md, Lighthouse TBT).
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
