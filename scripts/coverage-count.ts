// What the tests reach, from what a run recorded (scripts/lib/coverage-recorder.cjs): the
// API's routes whose handler ran, the schema's GraphQL fields that an operation sent to
// the gateway selected, and the browser journeys (e2e tests) that passed; per suite and
// in all. `npm test` prints it at the end; on its own:
//   node --import tsx scripts/coverage-count.ts <recording folder> [e2e jest report] [--save file.json]
// With --save the figures are written as JSON too (bench/RESULTS.md keeps a run's).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo, isObjectType, isInterfaceType } from 'graphql';
import { REPO_ROOT } from './lib/services';

type Entry =
  { level: string; server: 'api' | 'gateway'; method: string; route: string } | { level: string; graphql: string };

interface Figures {
  apiRoutes: Record<string, number>;
  graphqlFields: Record<string, number>;
  graphqlRootFields: Record<string, number>;
  totals: { apiRoutes: number; graphqlFields: number; graphqlRootFields: number };
  browserJourneys: number | undefined;
}

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

function readEntries(folder: string): Entry[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => fs.readFileSync(path.join(folder, file), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);
}

/** Every route the API answers, as `METHOD url` (api/src/test/route-list.ts). */
function apiRoutes(): Set<string> {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'api/src/test/route-list.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return new Set(JSON.parse(output) as string[]);
}

/** `Type.field` for every field a document selects (invalid documents count nothing). */
function selectedFields(schema: ReturnType<typeof buildSchema>, document: string): string[] {
  let ast;
  try {
    ast = parse(document);
  } catch {
    return [];
  }
  const fields: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    ast,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && typeInfo.getFieldDef() && !node.name.value.startsWith('__'))
          fields.push(`${parent.name}.${node.name.value}`);
      },
    }),
  );
  return fields;
}

function passedTests(report: string | undefined): number | undefined {
  if (!report || !fs.existsSync(report)) return undefined;
  return (JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number }).numPassedTests;
}

export async function countCoverage(folder: string, e2eReport?: string): Promise<Figures> {
  const entries = readEntries(folder);
  const routes = apiRoutes();
  const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
  const allFields = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && (isObjectType(type) || isInterfaceType(type)))
    .flatMap((type) => Object.keys((type as { getFields(): object }).getFields()).map((f) => `${type.name}.${f}`));
  const rootFields = allFields.filter((field) => ROOT_TYPES.includes(field.split('.')[0]!));

  const reached = new Map<string, { routes: Set<string>; fields: Set<string> }>();
  const of = (level: string) => {
    if (!reached.has(level)) reached.set(level, { routes: new Set(), fields: new Set() });
    return reached.get(level)!;
  };
  for (const entry of entries) {
    for (const level of [entry.level, 'all']) {
      if ('graphql' in entry) for (const field of selectedFields(schema, entry.graphql)) of(level).fields.add(field);
      else if (entry.server === 'api' && routes.has(`${entry.method} ${entry.route}`))
        of(level).routes.add(`${entry.method} ${entry.route}`);
    }
  }
  const levels = [...reached.keys()].sort();
  const pick = (count: (r: { routes: Set<string>; fields: Set<string> }) => number) =>
    Object.fromEntries(levels.map((level) => [level, count(reached.get(level)!)]));
  return {
    apiRoutes: pick((r) => r.routes.size),
    graphqlFields: pick((r) => r.fields.size),
    graphqlRootFields: pick((r) => [...r.fields].filter((f) => rootFields.includes(f)).length),
    totals: { apiRoutes: routes.size, graphqlFields: allFields.length, graphqlRootFields: rootFields.length },
    browserJourneys: passedTests(e2eReport),
  };
}

export function printCoverage(figures: Figures): void {
  const line = (what: string, counts: Record<string, number>, total: number) =>
    console.info(
      `${what.padEnd(22)} ${Object.entries(counts)
        .map(([level, n]) => `${level} ${n}`)
        .join(', ')} (of ${total})`,
    );
  console.info('=== what the tests reach (by suite; `all` is their union)');
  line('API routes', figures.apiRoutes, figures.totals.apiRoutes);
  line('GraphQL fields', figures.graphqlFields, figures.totals.graphqlFields);
  line('GraphQL root fields', figures.graphqlRootFields, figures.totals.graphqlRootFields);
  console.info(`${'browser journeys'.padEnd(22)} ${figures.browserJourneys ?? 'not run'}`);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const saveAt = args.indexOf('--save');
  const save = saveAt >= 0 ? args.splice(saveAt, 2)[1] : undefined;
  const [folder, e2eReport] = args;
  if (!folder) {
    console.error('usage: scripts/coverage-count.ts <recording folder> [e2e jest report] [--save file.json]');
    process.exit(2);
  }
  void countCoverage(folder, e2eReport).then((figures) => {
    printCoverage(figures);
    if (save) fs.writeFileSync(save, `${JSON.stringify(figures, null, 2)}\n`);
  });
}
