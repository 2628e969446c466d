import type { Kysely } from 'kysely';
import type { LineCharge } from '../../db/line-charge';
import type { Database, OrderLineStatus, SettlementTrigger } from '../../db/types';
import { dollars, recordAudit, type AuditActor } from '../audit/audit-log';
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
  updateRun,
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
   * A run an operator asked for (console, REST or CLI) is in the audit log, written with
   * the run's record: who, and the run's summary.
   */
  audit?: { actor: AuditActor };
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
  /**
   * A run someone watches (the console's "Run settlement now", issue 39): its row is
   * written as it starts, `onStart` hears its id, and the row is kept current as each line
   * settles (groups and lines done of those claimed, refunded so far) until it ends.
   */
  onStart?: (runId: number) => void;
  /** Test hook: runs after the lines are claimed, before any refund (a crash there). */
  afterClaim?: (lineIds: number[]) => void | Promise<void>;
  /** Test hook: runs after a line's refund, before it is marked settled (a crash there). */
  beforeMark?: (lineId: number) => void | Promise<void>;
};

/** Where settlement tells buyers their refund; without it (CLI, tests) nobody is mailed. */
export type SettlementMail = { queue: MailQueue; publicUrl: string };

export function createSettlementService(db: Kysely<Database>, providerFor: PaymentProviderFor, mail?: SettlementMail) {
  /** Queued in the line's settling transaction: mailed exactly when (and as often as) it is settled. */
  async function tellBuyer(trx: Kysely<Database>, line: SettleLine, finalPrice: number, refund: number): Promise<void> {
    if (!mail) return;
    await mail.queue.add(
      trx,
      groupSettledMail(line.email, {
        firstName: line.first_name,
        orderId: line.order_id,
        product: line.product_name,
        quantity: line.quantity,
        paidUnitCents: line.price_cents,
        finalUnitCents: finalPrice,
        refundCents: refund,
        ordersUrl: `${mail.publicUrl}/dashboard`,
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
      if (line.status !== 'cancelled' && line.status !== 'refunded') await tellBuyer(trx, line, finalPrice, refund);
      return { line, refund };
    });
  }

  /** The operator's run in the audit log: the group settled now, or a whole run. */
  async function auditRun(
    trx: Kysely<Database>,
    actor: AuditActor,
    groupId: number | undefined,
    summary: SettlementSummary,
    error: string | null,
    now: Date,
  ): Promise<void> {
    const lines = `${summary.lines_settled} ${summary.lines_settled === 1 ? 'line' : 'lines'}`;
    const outcome = `${lines} settled, ${dollars(summary.refunded_cents)} refunded${error ? `; stopped: ${error}` : ''}`;
    await recordAudit(
      trx,
      actor,
      groupId === undefined
        ? {
            action: 'settlement.run',
            subject: { type: 'settlement', id: null },
            after: { ...summary, error },
            summary: `ran settlement: ${summary.groups_closed} groups closed, ${outcome}`,
          }
        : {
            action: 'group.settled',
            subject: { type: 'group', id: groupId },
            groupId,
            after: { ...summary, error },
            summary: `closed and settled group ${groupId}: ${outcome}`,
          },
      now,
    );
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
      const who = {
        started_by: startedBy,
        started_by_customer_id: options.operatorId ?? null,
        group_id: options.groupId ?? null,
      };
      // A watched run's row exists from its start (finished_at null while it goes).
      const runId = options.onStart
        ? await recordRun(db, {
            ...who,
            groups_closed: 0,
            lines_settled: 0,
            refunded_cents: 0,
            error: null,
            created_at: nowIso,
            finished_at: null,
          })
        : undefined;
      if (runId !== undefined) options.onStart?.(runId);
      const progress = { lines_total: 0, groups_total: 0, groups_settled: 0 };
      // Kept for the console's recent runs: every run an operator asked for, and the
      // job's runs that did something (an idle minute is not worth a row).
      const record = async (summary: SettlementSummary, error?: unknown) => {
        const idle = summary.groups_closed === 0 && summary.lines_settled === 0 && error === undefined;
        if (startedBy === 'job' && idle && runId === undefined) return;
        const reason = error === undefined ? null : error instanceof Error ? error.message : String(error);
        const ended = { ...summary, ...progress, error: reason, finished_at: new Date().toISOString() };
        await db.transaction().execute(async (trx) => {
          if (runId === undefined) await recordRun(trx, { ...who, ...ended, created_at: nowIso });
          else await updateRun(trx, runId, ended);
          if (options.audit) await auditRun(trx, options.audit.actor, options.groupId, summary, reason, now);
        });
      };
      const groupsClosed = (options.groupsClosedBefore ?? 0) + (await closeExpiredGroups(db, nowIso));
      const candidates = await settleCandidates(db, staleBefore, options.groupId);
      const claimed: number[] = [];
      // Each group's claimed lines not done yet: a group is settled when its last one is.
      const linesLeft = new Map<number, number>();
      const groupOf = new Map<number, number>();
      for (const { id, group_id: groupId } of candidates) {
        if (options.stopping?.aborted) break;
        if (!(await claimLine(db, id, nowIso, staleBefore))) continue;
        claimed.push(id);
        groupOf.set(id, groupId);
        linesLeft.set(groupId, (linesLeft.get(groupId) ?? 0) + 1);
      }
      progress.lines_total = claimed.length;
      progress.groups_total = linesLeft.size;
      if (runId !== undefined) await updateRun(db, runId, { groups_closed: groupsClosed, ...progress });
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
        const groupId = groupOf.get(id)!;
        const left = linesLeft.get(groupId)! - 1;
        linesLeft.set(groupId, left);
        if (left === 0) progress.groups_settled += 1;
        if (done) {
          refunded += done.refund;
          settled += 1;
        }
        if (runId !== undefined) {
          await updateRun(db, runId, { lines_settled: settled, refunded_cents: refunded, ...progress });
        }
      }
      if (settled > 0) mail?.queue.wake();
      const summary = { groups_closed: groupsClosed, lines_settled: settled, refunded_cents: refunded };
      await record(summary);
      return summary;
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
