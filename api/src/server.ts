import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { DbHandle } from './db/kysely';
import { registerErrorHandlers } from './lib/error-handler';
import { registerRateLimits } from './lib/rate-limits';
import { recordRoutes } from './lib/route-inventory';
import { typedScope } from './lib/route-scope';
import { requireSignIn } from './modules/auth/sign-in-scope';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-compilers';
import { registerOpenApi } from './openapi/openapi.plugin';
import { registerAdminGroupRoutes } from './modules/group-authoring/group-authoring.routes';
import { registerGroupUploadRoutes } from './modules/group-authoring/group-uploads.routes';
import { decorateAuth } from './modules/auth/auth.hook';
import { registerAuthRoutes, registerSessionRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { registerGroupDetailRoutes } from './modules/catalog/group-detail.routes';
import { createGroupDetailService } from './modules/catalog/group-detail.service';
import { registerProductSearchRoutes } from './modules/catalog/product-search.routes';
import { registerGroupChangeRoutes } from './modules/group-changes/group-changes.routes';
import { createGroupChangeStreams } from './modules/group-changes/group-change-streams';
import { registerPasswordChangeRoutes } from './modules/auth/password-change.routes';
import { createPasswordChangeService } from './modules/auth/password-change.service';
import { registerSessionEndRoutes } from './modules/session-ends/session-ends.routes';
import { createSessionEndStreams } from './modules/session-ends/session-end-streams';
import type { Registry } from 'prom-client';
import { closeConnectionsWhenClosing } from '@shop/server-kit/drain-on-close';
import { answerRequestId, requestIdFrom } from '@shop/server-kit/request-id';
import { createApiMetrics } from './observability/metrics';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerPasswordResetRoutes } from './modules/auth/password-reset.routes';
import { createAccountTokensService } from './modules/auth/account-tokens.service';
import { registerSignupRoutes } from './modules/signup/signup.routes';
import { createSignupService } from './modules/signup/signup.service';
import { registerVerificationRoutes } from './modules/auth/verification.routes';
import { createMailer } from './modules/mail/mailer';
import { createMailQueue } from './modules/mail/mail-queue';
import type { JobRunner } from './jobs/job-runner';
import { createJobRunner } from './jobs/job-runners';
import { defineShopJobs, JOBS } from './jobs/shop-jobs';
import { registerAddressRoutes } from './modules/profile/addresses.routes';
import { createAddressesService } from './modules/profile/addresses.service';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createUploadSigner } from './modules/documents/upload-signing';
import { registerUploadRoutes } from './modules/documents/uploads.routes';
import { createDocumentFiles } from './modules/documents/document-files';
import { registerDocumentFileRoutes } from './modules/documents/document-file.routes';
import { createFileStorage } from './storage/create-file-storage';
import { registerCartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { registerCardSetupRoutes } from './modules/cards/card-setup.routes';
import { registerCardsRoutes } from './modules/cards/cards.routes';
import { createCardsService } from './modules/cards/cards.service';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { paymentProviderFor } from './modules/payments/payment-providers';
import { registerDocumentReviewRoutes } from './modules/documents/document-review.routes';
import { createDocumentReviewService } from './modules/documents/document-review.service';
import { registerAdminOrderLineRoutes } from './modules/orders/admin-order-lines.routes';
import { createAdminOrderLinesService } from './modules/orders/admin-order-lines.service';
import { createOrderLineLifecycle } from './modules/orders/order-line-lifecycle';
import { registerTrackingImportRoutes } from './modules/orders/tracking-import.routes';
import { registerAdminOverviewRoutes } from './modules/admin/admin-overview.routes';
import { createAdminOverviewService } from './modules/admin/admin-overview.service';
import { registerCustomerRoutes } from './modules/customers/customers.routes';
import { createCustomersService } from './modules/customers/customers.service';
import { registerLedgerRoutes } from './modules/payments/ledger.routes';
import { createLedgerService } from './modules/payments/ledger.service';
import { createInvoiceSigner } from './modules/invoices/invoice-signing';
import { createUnsubscribeSigner } from './modules/mail/level-mail';
import { registerUnsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { registerOneClickUnsubscribeRoute } from './modules/mail/one-click-unsubscribe.routes';
import { registerMailPreviewRoutes } from './modules/mail/mail-preview.routes';
import { mailLayoutOf } from './modules/mail/mail-layout';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { registerReturnRoutes } from './modules/returns/returns.routes';
import { createReturnsService } from './modules/returns/returns.service';
import { createSettlementService } from './modules/settlement/settlement.service';
import { registerSettlementRoutes } from './modules/settlement/settlement.routes';
import { createSettlementTriggers } from './modules/settlement/settlement-triggers';
import { registerPaymentSettingsRoutes } from './modules/payments/payment-settings.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerStripeEventRoutes, registerStripeWebhookRoute } from './modules/payments/stripe-webhooks.routes';
import { createStripeWebhookService } from './modules/payments/stripe-webhooks.service';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { registerStaffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { registerStaffTotpRoutes } from './modules/staff/staff-totp.routes';
import { createStaffTotpService } from './modules/staff/staff-totp.service';
import { registerStaffInviteRoutes } from './modules/signup/staff-invite-accept.routes';
import { createStaffInviteAcceptance } from './modules/signup/staff-invite-accept.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once work started after an answer (password resets) is done and the mail
     * it queued is sent (tests wait on it instead of sleeping).
     */
    backgroundWorkIdle: () => Promise<void>;
    /** The background jobs (settlement, charge returns, mail); main.ts starts them. */
    jobs: JobRunner;
  }
}

export type BuildOptions = {
  /** 'in-process' runs the jobs in this process even on PostgreSQL (most tests); default: pg-boss there. */
  jobs?: 'auto' | 'in-process';
};

/**
 * The API as a Fastify instance, not listening: main.ts listens, tests call `inject`.
 * Order: error handling and request decoration, then services, then routes.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics of this API (served by main.ts on METRICS_PORT). */
    metrics: Registry;
  }
}

export async function buildServer(
  config: Config,
  handle: DbHandle,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the log: tokens in headers, passwords in bodies.
            redact: {
              paths: [
                'req.headers.authorization',
                'headers.authorization',
                'password',
                '*.password',
                'body.password',
                // Card data typed into the sandbox form, should anything ever log a body.
                'card_number',
                '*.card_number',
                'cvc',
                '*.cvc',
              ],
              censor: '[redacted]',
            },
          },
    // The gateway forwards the shopper's address in X-Forwarded-For; it is believed only
    // from the gateway's addresses (TRUST_PROXY, loopback by default), so login throttling
    // and rate limits count shoppers, not the gateway, and a shopper cannot pick an address.
    trustProxy: config.trustProxy,
    // The gateway's request id, so one shopper request is one id in both services' logs; the
    // API is reached only by the gateway and internal callers (docs/decisions.md "Request id").
    genReqId: requestIdFrom(() => true),
    // The router answers a longer path segment with a bare 414 before any handler runs;
    // leave room for percent-encoded search text so routes answer their own 400.
    routerOptions: { maxParamLength: 1000 },
  });

  recordRoutes(app);
  app.decorate('metrics', createApiMetrics(app, handle));
  closeConnectionsWhenClosing(app);
  answerRequestId(app);
  registerErrorHandlers(app);
  // An answer to a request that carried a session is that person's own: no cache,
  // shared or private, may keep it (a route that sets its own policy keeps it).
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  decorateAuth(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  await registerOpenApi(app, config.publicUrl);
  await registerRateLimits(app, handle.db, config.redisUrl);

  const auth = createAuthService(handle.db, config);
  const payments = paymentProviderFor(config);
  const cart = createCartService(handle.db, config);
  const cards = createCardsService(handle.db, payments);
  const invoiceSigner = createInvoiceSigner(config.signingSecret);
  const orders = createOrdersService(handle.db, invoiceSigner);
  const catalog = createCatalogService(handle.db);
  const groupDetail = createGroupDetailService(handle.db);
  const jobs = createJobRunner(config, handle, app.log, options.jobs);
  // Services queue mail in their transactions; the mail job sends it (docs/decisions.md#jobs).
  const mail = createMailQueue(() => jobs.wake(JOBS.mail));
  const unsubscribeSigner = createUnsubscribeSigner(config.signingSecret);
  const orderMail = { queue: mail, publicUrl: config.publicUrl, unsubscribe: unsubscribeSigner };
  const checkout = createCheckoutService(handle.db, config, payments, orderMail);
  const settlement = createSettlementService(handle.db, payments, orderMail);
  // One state machine for every move of an order line: the operator's and the buyer's return request.
  const orderLines = createOrderLineLifecycle(handle.db, payments, { ...orderMail, invoiceSigner });
  const signer = createUploadSigner(config.signingSecret, config.publicUrl);
  // Local disk, or the bucket when S3_BUCKET is set: chosen here, once.
  const storage = createFileStorage(config);
  const documentFiles = createDocumentFiles(storage, signer, config.uploadMaxBytes);
  const accountTokens = createAccountTokensService(handle.db, mail, config, app.log);
  defineShopJobs(jobs, {
    db: handle.db,
    config,
    settlement,
    payments,
    mailer: createMailer(config, app.log),
    log: app.log,
    // Orders held for their card's 3-D Secure (docs/decisions.md "3-D Secure at order time").
    heldOrders: checkout.heldOrders,
    releaseExpiredHolds: () => checkout.releaseExpiredHolds(),
  });
  app.decorate('jobs', jobs);
  // Password resets run after their answer: the app closes only once they are done (and
  // the jobs have stopped), and tests wait for them and their mail the same way.
  // Settlement runs an operator started from the console go on after their answer too.
  const settlementTriggers = createSettlementTriggers(handle.db, settlement);
  app.decorate('backgroundWorkIdle', async () => {
    await accountTokens.idle();
    await settlementTriggers.idle();
    await jobs.drain();
  });
  app.addHook('onClose', async () => {
    await accountTokens.idle();
    await settlementTriggers.idle();
    await jobs.stop();
  });
  const signup = createSignupService(handle.db, { mail, files: documentFiles, config });
  const profile = createProfileService(handle.db, { files: documentFiles, config });
  const addresses = createAddressesService(handle.db);

  registerHealthRoutes(typedScope(app), handle);
  registerAuthRoutes(typedScope(app), auth);
  registerCatalogRoutes(typedScope(app), catalog);
  registerGroupDetailRoutes(typedScope(app), groupDetail);
  registerProductSearchRoutes(typedScope(app), catalog);
  const groupChanges = createGroupChangeStreams(handle, app.log);
  // Open streams would hold the server's close; they end first.
  app.addHook('preClose', () => groupChanges.close());
  registerGroupChangeRoutes(typedScope(app), groupChanges);
  const sessionEnds = createSessionEndStreams(handle, app.log);
  app.addHook('preClose', () => sessionEnds.close());
  registerSessionEndRoutes(typedScope(app), sessionEnds);
  await registerMediaRoutes(app, storage);
  registerSignupRoutes(typedScope(app), signup);
  registerVerificationRoutes(typedScope(app), accountTokens);
  registerPasswordResetRoutes(typedScope(app), accountTokens);
  // An invited staff member makes their account from the mailed link (no session yet).
  registerStaffInviteRoutes(typedScope(app), createStaffInviteAcceptance(handle.db));
  registerPaymentSettingsRoutes(typedScope(app), config);
  // Stripe's events: no session, no rate limit, the raw body (docs/decisions.md "Stripe webhooks").
  const stripeWebhooks = createStripeWebhookService(handle.db, {
    secret: config.stripeWebhookSecret,
    wake: () => jobs.wake(JOBS.stripeEvents),
  });
  await registerStripeWebhookRoute(app, stripeWebhooks);
  registerUnsubscribeRoutes(typedScope(app), handle.db, unsubscribeSigner);
  // The price-drop mail's List-Unsubscribe one-click POST: form bodies, no session (RFC 8058).
  await registerOneClickUnsubscribeRoute(app, handle.db, unsubscribeSigner);
  await app.register(async (scope) => {
    requireSignIn(scope, auth);
    const routes = typedScope(scope);
    registerCartRoutes(routes, cart);
    registerCardsRoutes(routes, cards);
    registerCardSetupRoutes(routes, cards);
    registerCheckoutRoutes(routes, checkout);
    registerOrdersRoutes(routes, orders);
    registerReturnRoutes(routes, createReturnsService(handle.db, orderLines));
    registerAddressRoutes(routes, addresses);
    registerPaymentsRoutes(routes, payments(handle.db));
    registerProfileRoutes(routes, profile, auth);
    registerSessionRoutes(routes, auth);
    registerPasswordChangeRoutes(routes, createPasswordChangeService(handle.db, mail, config));
    registerDocumentFileRoutes(routes, handle.db, documentFiles);
    // A staff member's own TOTP setup: signed in, before any admin permission (it may be what unlocks them).
    registerStaffTotpRoutes(routes, createStaffTotpService(handle.db, config));
  });
  registerInvoiceRoutes(typedScope(app), auth, createInvoicesService(handle.db, invoiceSigner));
  // Every admin route declares its staff permission (config.permission), which this scope
  // checks on each request (docs/decisions.md "Staff roles and the audit log").
  await app.register(async (scope) => {
    requireSignIn(scope, auth, 'admin');
    const routes = typedScope(scope);
    registerAdminGroupRoutes(routes, handle.db, {
      putUrl: (key, ttl, by) => signer.url('PUT', key, ttl, undefined, by),
    });
    registerAdminOrderLineRoutes(routes, createAdminOrderLinesService(handle.db, orderLines));
    registerTrackingImportRoutes(routes, orderLines);
    registerSettlementRoutes(routes, handle.db, settlementTriggers);
    registerDocumentReviewRoutes(routes, createDocumentReviewService(handle.db, documentFiles));
    // The console's Overview, Customers and the ledger (issue #15).
    registerAdminOverviewRoutes(routes, createAdminOverviewService(handle.db));
    registerCustomerRoutes(routes, createCustomersService(handle.db));
    registerLedgerRoutes(routes, createLedgerService(handle.db));
    registerStripeEventRoutes(routes, stripeWebhooks);
    registerStaffRoutes(routes, createStaffService(handle.db, { mail, config }));
    registerAuditRoutes(routes, createAuditService(handle.db));
    registerMailPreviewRoutes(routes, mailLayoutOf(config));
  });
  // Group pictures and documents go through the API on either storage (docs/decisions.md, "Group images", "Group documents").
  await registerGroupUploadRoutes(app, {
    db: handle.db,
    signer,
    media: storage.media,
    maxBytes: config.uploadMaxBytes,
  });
  // With object storage browsers upload to the bucket itself; these routes are for disk.
  if (storage.kind === 'disk') {
    await registerUploadRoutes(app, {
      db: handle.db,
      signer,
      store: storage.documents,
      maxBytes: config.uploadMaxBytes,
    });
  }

  await app.ready();
  return app;
}
