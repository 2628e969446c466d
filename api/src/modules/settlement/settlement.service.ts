import type { Kysely } from 'kysely';
import type { LineCharge } from '../../db/line-charge';
import type { Database, OrderLineStatus, SettlementTrigger } from '../../db/types';
import { dollarsFromCents } from '../../lib/money';
import { levelPriceCents } from '../catalog/price-level';
import type { MailQueue } from '../mail/mail-queue';
import { groupSettledMail } from '../mail/templates';
import { linePaidCents, refundLine } from '../payments/line-refunds';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { levelsByGroup } from '../catalog/price-levels.repository';
import {
  claimLine,
  releaseClaims,
  closeExpiredGroups,
  findSettleLine,
  lockUnsettledLine,
  markSettled,
  recordRun,
  settleCandidates,
  type SettleLine,
} from './settlement.repository';
import type { SettlementSummary } from './settlement-view';

/** A claim older than this belongs to a runner that died; another runner takes it over. */
export const STALE_CLAIM_MINUTES = 10;

/**
 * What settlement gives back on one line (docs/decisions.md, "Settlement refunds"):
 * (paid unit price − final unit price) × qty, plus the tax and the platform fee charged
 * on that difference (line tax × difference ÷ goods, and the same for the fee), each
 * rounded DOWN to the cent so a buyer is never over-refunded. Never negative (a final
 * price above the paid one collects nothing: nobody pays more than their order said)
 * and never more than is left of the line after earlier refunds.
 */
export function settlementRefundCents(
  line: LineCharge & {
    refunded_cents: number;
  },
  finalPriceCents: number,
): number {
  const goods = line.price_cents * line.quantity;
  const goodsDiff = Math.max(0, line.price_cents - finalPriceCents) * line.quantity;
  if (goods === 0 || goodsDiff === 0) return 0;
  const taxDiff = Math.floor((line.tax_cents * goodsDiff) / goods);
  const feeDiff = Math.floor((line.platform_fee_cents * goodsDiff) / goods);
  return Math.min(goodsDiff + taxDiff + feeDiff, linePaidCents(line) - line.refunded_cents);
}

/**
 * What settlement refunds on a line of any status: cancelled and refunded lines were paid
 * back in full already, so 0; any other, `settlementRefundCents`. Settlement itself, a
 * group's lines and the Overview's refunds due all count by this.
 */
export function lineSettlementRefundCents(
  line: Parameters<typeof settlementRefundCents>[0] & { status: OrderLineStatus },
  finalPriceCents: number,
): number {
  if (line.status === 'cancelled' || line.status === 'refunded') return 0;
  return settlementRefundCents(line, finalPriceCents);
}

export type SettlementOptions = {
  now?: Date;
  /** Only this group's lines (admin "settle now"). */
  groupId?: number;
  /** Who started the run, for the record of runs; the minute job when not said. */
  startedBy?: SettlementTrigger;
  /** The operator's customer id when an operator started it (console or REST), kept with the run. */
  operatorId?: number;
  /**
   * Groups the caller closed for this run before it began ("settle now" closes its group
   * first), counted in its `groups_closed` with the ended groups the run closes itself.
   */
  groupsClosedBefore?: number;
  /**
   * Shutdown: the line in hand is finished, the lines claimed but not begun are released
   * at once (not left for STALE_CLAIM_MINUTES) for the next run, here or elsewhere.
   */
  stopping?: AbortSignal;
  /** Test hook: runs after the lines are claimed, before any refund (a crash there). */
  afterClaim?: (lineIds: number[]) => void | Promise<void>;
  /** Test hook: runs after a line's refund, before it is marked settled (a crash there). */
  beforeMark?: (lineId: number) => void | Promise<void>;
};

/** Where settlement tells buyers their refund; without it (CLI, tests) nobody is mailed. */
export type SettlementMail = { queue: MailQueue; publicUrl: string };

export function createSettlementService(db: Kysely<Database>, providerFor: PaymentProviderFor, mail?: SettlementMail) {
  /** Queued in the line's settling transaction: mailed exactly when (and as often as) it is settled. */
  async function tellBuyer(trx: Kysely<Database>, line: SettleLine, refund: number): Promise<void> {
    if (!mail) return;
    await mail.queue.add(
      trx,
      groupSettledMail({
        to: line.email,
        firstName: line.first_name,
        productName: line.product_name,
        refund: dollarsFromCents(refund).toFixed(2),
        link: `${mail.publicUrl}/dashboard`,
      }),
    );
  }

  /**
   * Settles one line in one transaction that holds the line's row lock: the refund is
   * computed from the locked row (so a cancellation or return refund that committed
   * first is counted), made, recorded and marked settled together. A second runner
   * (a stale claim taken over while this one is slow) waits for the lock and then finds
   * the line settled. With the sandbox a crash rolls the refund back too; with an outside
   * provider the key 'settle-<id>' makes the retry answer the first refund.
   */
  async function settleOne(
    lineId: number,
    nowIso: string,
    beforeMark: SettlementOptions['beforeMark'],
  ): Promise<{ line: SettleLine; refund: number } | undefined> {
    return db.transaction().execute(async (trx) => {
      if (!(await lockUnsettledLine(trx, lineId))) return undefined;
      const line = await findSettleLine(trx, lineId);
      if (!line) return undefined;
      const levels = (await levelsByGroup(trx, [line.group_id])).get(line.group_id) ?? [];
      const finalPrice = levelPriceCents(line.group_price_cents, levels, line.quantity_booked);
      const refund = lineSettlementRefundCents(line, finalPrice);
      await refundLine(trx, providerFor, line, refund, `settle-${line.id}`, nowIso);
      await beforeMark?.(line.id);
      if (!(await markSettled(trx, line.id, finalPrice, refund, nowIso))) return undefined;
      // Cancelled and refunded lines heard of their refund when it was made.
      if (line.status !== 'cancelled' && line.status !== 'refunded') await tellBuyer(trx, line, refund);
      return { line, refund };
    });
  }

  return {
    /**
     * Closes groups past their end date, then settles every line of closed groups,
     * each exactly once: a line is claimed first (a guarded UPDATE only one runner
     * wins, which spreads the work), then refunded and marked settled in one
     * transaction under the line's row lock. A runner killed anywhere leaves either an
     * unclaimed line, a stale claim retried later with the same refund key, or a
     * settled line, so no line is ever refunded twice.
     */
    async run(options: SettlementOptions = {}): Promise<SettlementSummary> {
      const now = options.now ?? new Date();
      const nowIso = now.toISOString();
      const staleBefore = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000).toISOString();
      const startedBy = options.startedBy ?? 'job';
      // Kept for the console's recent runs: every run an operator asked for, and the
      // job's runs that did something (an idle minute is not worth a row).
      const record = async (summary: SettlementSummary, error?: unknown) => {
        const idle = summary.groups_closed === 0 && summary.lines_settled === 0 && error === undefined;
        if (startedBy === 'job' && idle) return;
        const reason = error === undefined ? null : error instanceof Error ? error.message : String(error);
        await recordRun(db, {
          started_by: startedBy,
          started_by_customer_id: options.operatorId ?? null,
          group_id: options.groupId ?? null,
          ...summary,
          error: reason,
          created_at: nowIso,
        });
      };
      const groupsClosed = (options.groupsClosedBefore ?? 0) + (await closeExpiredGroups(db, nowIso));
      const candidates = await settleCandidates(db, staleBefore, options.groupId);
      const claimed: number[] = [];
      for (const id of candidates) {
        if (options.stopping?.aborted) break;
        if (await claimLine(db, id, nowIso, staleBefore)) claimed.push(id);
      }
      await options.afterClaim?.(claimed);
      let refunded = 0;
      let settled = 0;
      for (const [index, id] of claimed.entries()) {
        if (options.stopping?.aborted) {
          await releaseClaims(db, claimed.slice(index), nowIso);
          break;
        }
        let done: Awaited<ReturnType<typeof settleOne>>;
        try {
          done = await settleOne(id, nowIso, options.beforeMark);
        } catch (error) {
          // The provider is down (or the line failed otherwise): its transaction rolled
          // back; leave this and the remaining lines to the next run, and say why.
          await releaseClaims(db, claimed.slice(index), nowIso);
          if (settled > 0) mail?.queue.wake();
          await record({ groups_closed: groupsClosed, lines_settled: settled, refunded_cents: refunded }, error);
          throw error;
        }
        if (!done) continue;
        refunded += done.refund;
        settled += 1;
      }
      if (settled > 0) mail?.queue.wake();
      const summary = { groups_closed: groupsClosed, lines_settled: settled, refunded_cents: refunded };
      await record(summary);
      return summary;
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
