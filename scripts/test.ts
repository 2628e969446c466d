// `npm test`: static checks, every package's jest tests, then the browser e2e suite.
// Ends with one line `N passed, N failed` for the whole run (each failed check counts one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
let passed = 0;
let failed = 0;

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.info(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.info(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function check(title: string, command: string, args: string[]): void {
  if (run(title, command, args)) passed += 1;
  else failed += 1;
}

function jestSuite(
  title: string,
  npmScript: string,
  extraArgs: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const report = path.join(reportDir, `${title.replace(/\W/g, '-')}.json`);
  const args = ['run', npmScript, '--', '--ci', '--json', `--outputFile=${report}`, ...extraArgs];
  const ok = run(title, 'npm', args, env);
  if (!fs.existsSync(report)) {
    failed += 1; // the suite could not even start
    return;
  }
  const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as JestSummary;
  passed += summary.numPassedTests;
  failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  if (!ok && summary.numFailedTests + summary.numRuntimeErrorTestSuites === 0) failed += 1;
}

check('generated code', 'npm', ['run', 'codegen:check']);
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);
// The production tests run the compiled servers (api/src/production/).
check('server build', 'npm', ['run', 'build:server']);
// Every package on SQLite first; then, when TEST_DATABASE_URL names a PostgreSQL database,
// the API's and the gateway's suites again on it (the gateway's API processes each get a
// database of their own there; docs/architecture.md: both databases in CI).
const { TEST_DATABASE_URL: postgresUrl, ...sqliteEnv } = process.env;
jestSuite('unit and integration tests (SQLite)', 'test:unit', [], sqliteEnv);
if (postgresUrl) {
  jestSuite('API and gateway tests on PostgreSQL', 'test:unit', ['--selectProjects', 'api', 'gateway'], process.env);
}
jestSuite('browser e2e tests', 'test:e2e');

console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
