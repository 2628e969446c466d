import { object, string } from 'yup';
import type { LedgerReason, SettlementStartedBy } from '../../__generated__/graphql';
import { formatMoney, type MoneyAmount } from '../../lib/money';

// Settlement run now (api/src/modules/settlement): every ended group, or one group, which
// the API closes at once whatever its end date.

export const GROUP_REQUIRED_MESSAGE = 'Please enter a group number';
export const GROUP_NUMBER_MESSAGE = 'A group number is digits only, e.g. 12';

export const oneGroupSchema = object({
  groupId: string()
    .trim()
    .required(GROUP_REQUIRED_MESSAGE)
    .matches(/^[1-9]\d{0,8}$/, { message: GROUP_NUMBER_MESSAGE, excludeEmptyString: true }),
});

/** What a run does, said in its confirmation. */
export function runConsequence(groupId: string | null): string {
  if (groupId) {
    return `Close group #${groupId} now, whatever its end date, and settle its lines? Buyers who paid more than the final level price are refunded the difference. The group takes no more orders.`;
  }
  return 'Settle now? Groups whose end date passed are closed, and every line of a closed group not yet settled is settled once, refunding the price difference. The job does the same every minute.';
}

// The settlement record: who ran settlement, why money moved, and the ledger's day filter.

export const STARTED_BY_LABELS: Record<SettlementStartedBy, string> = {
  JOB: 'The minute job',
  OPERATOR: 'An operator',
  CLI: 'The admin CLI',
};

/**
 * Who started a run, as the Recent runs table says it: the operator by name and e-mail
 * (two operators may share a name), or the label of the job, the CLI, and an operator
 * the record does not name (runs kept before operators were, an account removed since).
 */
export function startedByText(run: {
  startedBy: SettlementStartedBy;
  operator?: { name: string; email: string } | null;
}): string {
  if (run.startedBy === 'OPERATOR' && run.operator) return `${run.operator.name} (${run.operator.email})`;
  return STARTED_BY_LABELS[run.startedBy];
}

export const REASON_LABELS: Record<LedgerReason, string> = {
  ORDER: 'Order',
  SETTLEMENT: 'Settlement',
  CANCELLATION: 'Cancellation',
  RETURN: 'Return',
};

export const DAY_MESSAGE = 'Please enter a day as YYYY-MM-DD';
export const DAYS_ORDER_MESSAGE = 'The first day must not be after the last';
const day = string()
  .trim()
  .matches(/^\d{4}-\d{2}-\d{2}$/, { message: DAY_MESSAGE, excludeEmptyString: true });

export const ledgerFilterSchema = object({
  from: day,
  to: day.test('days-in-order', DAYS_ORDER_MESSAGE, function inOrder(to) {
    const from = (this.parent as { from?: string }).from?.trim();
    return !from || !to?.trim() || from <= to.trim();
  }),
});

/** The ledger's totals in one sentence, and whether the books agree with the orders. */
export function reconciliationText(books: {
  reconciled: boolean;
  ordersTotal: MoneyAmount;
  linesRefunded: MoneyAmount;
}): string {
  return books.reconciled
    ? 'The ledger reconciles: its charges equal what the orders say was paid, its refunds what the lines say was refunded.'
    : `The ledger does not reconcile with the orders (${formatMoney(books.ordersTotal)} paid, ${formatMoney(books.linesRefunded)} refunded by the lines): look into it before exporting.`;
}
