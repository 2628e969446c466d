import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/types';
import { mailLayoutOf } from '../modules/mail/mail-layout';
import type { Mailer } from '../modules/mail/mailer';
import { nextMailDueAt } from '../modules/mail/mail-outbox.repository';
import { pruneSentMail } from '../modules/mail/mail-retention';
import { sendDueMail } from '../modules/mail/mail-sender';
import { returnPendingCharges } from '../modules/payments/charges-to-return';
import type { PaymentProviderFor } from '../modules/payments/payment-providers';
import { retryFailedRefunds } from '../modules/payments/refund-states';
import { processStripeEvents, STALE_EVENT_CLAIM_MS, type HeldOrders } from '../modules/payments/stripe-events';
import { STALE_CLAIM_MINUTES, type SettlementService } from '../modules/settlement/settlement.service';
import type { SettlementSummary } from '../modules/settlement/settlement-view';
import type { JobRunner } from './job-runner';

/** The job names: queue names on pg-boss, so they never change once deployed. */
export const JOBS = {
  settlement: 'settlement',
  chargeReturn: 'charge-return',
  mail: 'mail',
  mailPrune: 'mail-prune',
  stripeEvents: 'stripe-events',
  paymentHolds: 'payment-holds',
} as const;

/** How often the stripe-events job looks for events that came due (a webhook wakes it at once). */
const STRIPE_EVENTS_TICK_SECONDS = 60;

/**
 * How often the mail job looks for retries that came due in process (a new mail wakes it
 * at once). On pg-boss this is a schedule of a minute, and each run queues the next for
 * the moment the earliest waiting mail comes due.
 */
const MAIL_TICK_SECONDS = 5;
/** How often sent mail past its retention is deleted (an hour: the table grows by a day's mail at most). */
const MAIL_PRUNE_SECONDS = 3600;

/**
 * The shop's background work on the job interface: settlement (close groups, refund
 * differences), giving back charges a payment outage left without an order and retrying
 * refunds Stripe failed (both on the settlement interval), ending orders held for 3-D
 * Secure whose hold ran out (the same interval), working Stripe's webhook events,
 * sending queued mail, and deleting sent mail past its retention. There is no document-expiry job: an
 * expired tax document is read as expired where it counts (tax, the profile's message).
 */
export function defineShopJobs(
  runner: JobRunner,
  deps: {
    db: Kysely<Database>;
    config: Pick<
      Config,
      'settlementIntervalSeconds' | 'mailMaxAttempts' | 'mailRetrySeconds' | 'publicUrl' | 'mailPostalAddress'
    >;
    settlement: SettlementService;
    payments: PaymentProviderFor;
    mailer: Mailer;
    log: FastifyBaseLogger;
    /** The checkout's 3-D Secure orders, for Stripe's payment events (stripe-events.ts). */
    heldOrders?: HeldOrders;
    /** Ends the orders held for 3-D Secure whose hold ran out (checkout/payment-holds.ts); answers how many. */
    releaseExpiredHolds?: () => Promise<number>;
  },
): void {
  const { db, config, log } = deps;
  runner.define({
    name: JOBS.settlement,
    intervalSeconds: config.settlementIntervalSeconds,
    // The same window after which settlement's own line claims count as abandoned.
    claimSeconds: STALE_CLAIM_MINUTES * 60,
    oneAtATime: true,
    run: (stopping) => deps.settlement.run({ stopping }),
    didWork: (result) => {
      const summary = result as SettlementSummary;
      return summary.groups_closed > 0 || summary.lines_settled > 0;
    },
  });
  runner.define({
    name: JOBS.chargeReturn,
    intervalSeconds: config.settlementIntervalSeconds,
    claimSeconds: STALE_CLAIM_MINUTES * 60,
    oneAtATime: true,
    // Also refunds Stripe said failed, each again under a new key (docs/decisions.md "Stripe webhooks").
    run: async () => (await returnPendingCharges(db, deps.payments)) + (await retryFailedRefunds(db, deps.payments)),
    didWork: (returned) => (returned as number) > 0,
  });
  runner.define({
    name: JOBS.stripeEvents,
    intervalSeconds: STRIPE_EVENTS_TICK_SECONDS,
    claimSeconds: STALE_EVENT_CLAIM_MS / 1000,
    // Each event is claimed by its row (exactly once): runs on several instances may overlap.
    oneAtATime: false,
    run: (stopping) =>
      processStripeEvents(
        {
          db,
          providerFor: deps.payments,
          heldOrders: deps.heldOrders,
          wakePayments: () => runner.wake(JOBS.chargeReturn),
        },
        { stopping },
      ),
    didWork: (result) => {
      const summary = result as { processed: number; waiting: number; failed: number };
      return summary.processed + summary.failed > 0;
    },
  });
  const releaseExpiredHolds = deps.releaseExpiredHolds;
  if (releaseExpiredHolds) {
    runner.define({
      name: JOBS.paymentHolds,
      // Minutes matter here, not seconds: a hold lasts PAYMENT_AUTHENTICATION_HOLD_MINUTES.
      intervalSeconds: config.settlementIntervalSeconds,
      claimSeconds: 10 * 60,
      // Each hold ends by a guarded update of its order: overlapping runs end none twice.
      oneAtATime: false,
      run: () => releaseExpiredHolds(),
      didWork: (ended) => (ended as number) > 0,
    });
  }
  const mailLayout = mailLayoutOf(config);
  runner.define({
    name: JOBS.mail,
    intervalSeconds: Math.min(MAIL_TICK_SECONDS, config.mailRetrySeconds),
    claimSeconds: 15 * 60,
    // Each mail is claimed by its row: runs on several instances at once send none twice,
    // and an instance killed mid-run must not hold the others' sending for 15 minutes.
    oneAtATime: false,
    run: (stopping) =>
      sendDueMail(db, deps.mailer, {
        maxAttempts: config.mailMaxAttempts,
        retrySeconds: config.mailRetrySeconds,
        layout: mailLayout,
        log,
        stopping,
      }),
    didWork: (result) => {
      const summary = result as { sent: number; retrying: number; failed: number };
      return summary.sent + summary.retrying + summary.failed > 0;
    },
    nextDue: async () => {
      const due = await nextMailDueAt(db);
      return due === undefined ? undefined : new Date(due);
    },
  });
  runner.define({
    name: JOBS.mailPrune,
    intervalSeconds: MAIL_PRUNE_SECONDS,
    claimSeconds: 10 * 60,
    oneAtATime: true,
    run: () => pruneSentMail(db, new Date()),
    didWork: (deleted) => (deleted as number) > 0,
  });
}
