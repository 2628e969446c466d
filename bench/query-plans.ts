import { CompiledQuery, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import type { DbHandle } from '../api/src/db/kysely';

// The query plans of what a request runs: the statements the API sends while answering it
// (recorded by a Kysely plugin on a copy of the database handle, so the app is the real
// one and the SQL is exactly its own), each explained on its database: PostgreSQL's
// EXPLAIN (ANALYZE, BUFFERS), which runs it; SQLite's EXPLAIN QUERY PLAN with the
// statement's time over a few runs. Each plan is summed up by the indexes it reads.

export type RecordedQuery = { sql: string; parameters: readonly unknown[] };

export type QueryPlan = RecordedQuery & {
  /** The plan as the database prints it. */
  plan: string;
  /** "index-name (how)" per table access, in plan order: what the statement reads. */
  reads: string[];
  /** PostgreSQL: the execution time EXPLAIN ANALYZE reports; SQLite: the median of 5 runs. */
  ms: number;
};

/** A handle whose statements are recorded while `recording` is on; otherwise the same database. */
export function recordingHandle(handle: DbHandle): { handle: DbHandle; record: () => () => RecordedQuery[] } {
  // Kysely hands every query node to a plugin, subqueries too (when they are built into
  // their parent); only a statement sent gets a result, so a node is kept when its result comes.
  const built = new WeakMap<QueryId, RootOperationNode>();
  let nodes: Array<{ node: RootOperationNode; queryId: QueryId }> | undefined;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (nodes) built.set(queryId, node);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const node = built.get(queryId);
      if (nodes && node) nodes.push({ node, queryId });
      return result;
    },
  };
  const db = handle.db.withPlugin(plugin);
  return {
    handle: { ...handle, db },
    /** Starts recording; the function returned stops it and answers the statements sent meanwhile. */
    record: () => {
      nodes = [];
      return () => {
        const recorded = nodes ?? [];
        nodes = undefined;
        return recorded.map(({ node, queryId }) => {
          const compiled = db.getExecutor().compileQuery(node, queryId);
          return { sql: compiled.sql, parameters: compiled.parameters };
        });
      };
    },
  };
}

/** Where a PostgreSQL plan reads: its scans, with the index or table each names. */
function postgresReads(plan: string): string[] {
  const reads: string[] = [];
  for (const match of plan.matchAll(
    /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using|on) (\S+)(?: on (\S+))?/g,
  )) {
    const [, how, first, table] = match;
    reads.push(how === 'Seq Scan' ? `${first} (Seq Scan)` : `${first}${table ? ` on ${table}` : ''} (${how})`);
  }
  return reads;
}

/** Where a SQLite plan reads: each SCAN or SEARCH with its index, or the full scan it is. */
function sqliteReads(plan: string): string[] {
  const reads: string[] = [];
  for (const line of plan.split('\n')) {
    const access = /\b(SCAN|SEARCH) (\S+)(.*)$/.exec(line);
    if (!access) continue;
    const [, how, table, rest = ''] = access;
    const index = /USING (COVERING INDEX|INDEX|INTEGER PRIMARY KEY|ROWID SEARCH)\s*(\S*)/.exec(rest);
    const virtual = /VIRTUAL TABLE INDEX/.exec(rest);
    if (index) reads.push(`${index[2] || table} on ${table} (${how} ${index[1]})`);
    else if (virtual) reads.push(`${table} (FTS5 ${how})`);
    else if (!/SUBQUERY|CO-ROUTINE|LIST SUBQUERY|TEMP B-TREE/.test(table ?? ''))
      reads.push(`${table} (${how}, no index)`);
  }
  return reads;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One statement explained on its database (it runs: EXPLAIN ANALYZE executes it). */
export async function explain(handle: DbHandle, query: RecordedQuery): Promise<QueryPlan> {
  const run = (text: string) => handle.db.executeQuery(CompiledQuery.raw(text, [...query.parameters]));
  if (handle.dialect === 'postgres') {
    const { rows } = await run(`explain (analyze, buffers) ${query.sql}`);
    const plan = rows.map((row) => (row as Record<string, string>)['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    return { ...query, plan, reads: postgresReads(plan), ms };
  }
  const { rows } = await run(`explain query plan ${query.sql}`);
  const byId = new Map<number, number>();
  const lines = (rows as Array<{ id: number; parent: number; detail: string }>).map((row) => {
    const depth = (byId.get(row.parent) ?? -1) + 1;
    byId.set(row.id, depth);
    return `${'  '.repeat(depth)}${row.detail}`;
  });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run(query.sql);
    times.push(performance.now() - start);
  }
  const plan = lines.join('\n');
  return { ...query, plan, reads: sqliteReads(plan), ms: Math.round(median(times) * 100) / 100 };
}

/** A statement with its parameters written in, for reading (never for running). */
export function readableSql(query: RecordedQuery, dialect: DbHandle['dialect']): string {
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? `array[${value.map(literal).join(', ')}]`
      : typeof value === 'number'
        ? String(value)
        : value === null
          ? 'null'
          : `'${String(value).replace(/'/g, "''")}'`;
  const text =
    dialect === 'postgres'
      ? query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]))
      : (() => {
          let next = 0;
          return query.sql.replace(/\?/g, () => literal(query.parameters[next++]));
        })();
  return text;
}
