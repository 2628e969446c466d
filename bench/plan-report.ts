import type { DbHandle } from '../api/src/db/kysely';
import { readableSql, type QueryPlan } from './query-plans';

// The query plans of a few requests as Markdown for bench/RESULTS.md: per request, each
// statement it sent with the indexes it read and its time, then the plans themselves,
// folded. A plan that reads many alike parts (the listing's one read per map cell) shows
// the first two of them and how many more there were.

export type PlannedRequest = { title: string; request: string; plans: QueryPlan[] };

const SQL_SHOWN = 400;
/** A plan's line is cut there: a condition's long expression says little more after it. */
const PLAN_LINE_SHOWN = 240;

/** A plan's line as the tree it belongs to sees it: a node (PostgreSQL's `->`, every line of SQLite's plan) or a detail. */
const depthOf = (line: string) => line.length - line.trimStart().length;

/**
 * Runs of three or more sibling subtrees of the same shape (their node lines, numbers
 * aside) keep the first two and say how many more there were.
 */
export function foldPlan(plan: string, dialect: DbHandle['dialect']): string {
  const lines = plan.split('\n');
  const isNode = (line: string) => (dialect === 'postgres' ? /^\s*->/.test(line) : line.trim() !== '');
  const blockEnd = (start: number) => {
    let end = start + 1;
    while (end < lines.length && depthOf(lines[end]!) > depthOf(lines[start]!)) end++;
    return end;
  };
  const shape = (start: number, end: number) =>
    lines
      .slice(start, end)
      .filter(isNode)
      .map((line) => line.replace(/\d+(\.\d+)?/g, '#').replace(/\(cost=.*$|\(actual.*$/, ''))
      .join('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!isNode(line)) {
      out.push(line);
      i++;
      continue;
    }
    // The run of siblings starting here, all of one shape.
    const run: Array<[number, number]> = [];
    let at = i;
    while (at < lines.length && isNode(lines[at]!) && depthOf(lines[at]!) === depthOf(line)) {
      const end = blockEnd(at);
      if (run.length > 0 && shape(at, end) !== shape(run[0]![0], run[0]![1])) break;
      run.push([at, end]);
      at = end;
    }
    if (run.length >= 3) {
      for (const [start, end] of run.slice(0, 2))
        out.push(...foldPlan(lines.slice(start, end).join('\n'), dialect).split('\n'));
      out.push(`${' '.repeat(depthOf(line))}… ${run.length - 2} more alike`);
      i = at;
    } else {
      out.push(line);
      i++;
    }
  }
  return out.join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The plans of some requests as Markdown: a table of their statements, then each plan folded. */
export function plansMarkdown(requests: readonly PlannedRequest[], dialect: DbHandle['dialect']): string {
  const time = dialect === 'postgres' ? 'EXPLAIN ANALYZE ms' : 'ms (median of 5 runs)';
  const rows = requests.flatMap(({ title, plans }) =>
    plans.map(
      (plan, i) =>
        `| ${i === 0 ? title : ''} | ${i + 1} | ${[...new Set(plan.reads)].join('; ') || 'no table'} | ${plan.ms} |`,
    ),
  );
  const details = requests.map(({ title, request, plans }) =>
    [
      `<details><summary>${title}: <code>${request}</code></summary>`,
      '',
      ...plans.flatMap((plan, i) => [
        `${i + 1}. \`${oneLine(readableSql(plan, dialect)).slice(0, SQL_SHOWN)}${readableSql(plan, dialect).length > SQL_SHOWN ? ' …' : ''}\``,
        '',
        '```',
        foldPlan(plan.plan, dialect)
          .split('\n')
          .map((line) => (line.length > PLAN_LINE_SHOWN ? `${line.slice(0, PLAN_LINE_SHOWN)} …` : line))
          .join('\n'),
        '```',
        '',
      ]),
      '</details>',
    ].join('\n'),
  );
  return [
    `| request | statement | what it reads (index, how) | ${time} |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ...details,
  ].join('\n');
}
