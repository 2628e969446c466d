import { Alert, Progress } from 'antd';
import { formatMoney } from '../../lib/money';
import type { SettlementRunProgress } from './use-run-settlement';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 of 5 groups settled, 7 of 12 lines, $42.50 refunded so far": how far a run got. */
export function progressText(run: SettlementRunProgress): string {
  const groups = `${run.groupsSettled} of ${plural(run.groupsTotal, 'group', 'groups')} settled`;
  const lines = `${run.linesSettled} of ${plural(run.linesTotal, 'line', 'lines')}`;
  return `${groups}, ${lines}, ${formatMoney(run.refundedAmount)} refunded${run.running ? ' so far' : ''}`;
}

// A settlement run started here (issue 39): its progress as it goes (a bar of the lines
// claimed, announced politely), then its result, or why it stopped.
export function SettlementProgress({ run }: { run: SettlementRunProgress | null }) {
  if (!run) return null;
  const scope = run.groupId ? `Group #${run.groupId}` : 'Every ended group';
  if (run.running) {
    const percent = run.linesTotal > 0 ? Math.floor((run.linesSettled * 100) / run.linesTotal) : 0;
    return (
      <div className="settlement-screen__progress" role="status" aria-live="polite">
        <p>
          {scope}: settling… {progressText(run)}
        </p>
        <Progress percent={percent} status="active" aria-label="Settlement progress" />
      </div>
    );
  }
  const closed = plural(run.groupsClosed, 'group', 'groups');
  return (
    <Alert
      className="settlement-screen__progress"
      type={run.error ? 'error' : 'success'}
      showIcon
      role="status"
      title={run.error ? `${scope}: stopped early: ${run.error}` : `${scope}: finished`}
      description={`${closed} closed; ${progressText(run)}.`}
    />
  );
}
