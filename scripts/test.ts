// `npm test`: static checks, every package's jest tests, then the browser e2e suite; each
// stage's time and the whole run's at the end, then one line `N passed, N failed` (each
// failed check counts one). Stages that do not need each other's results run side by side
// (docs/decisions.md "Test suite time"): a 2-core CI machine is mostly waiting on
// processes, databases and the browser in the test stages, not computing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { REPO_ROOT } from './lib/services';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface Stage {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** A jest stage: counts come from its JSON report, not from its exit code alone. */
  jestReport?: string;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
// Every server the tests run records what it is asked here (scripts/lib/coverage-recorder.cjs).
const coverageDir = path.join(reportDir, 'coverage');
process.env.SHOP_COVERAGE_DIR = coverageDir;
const runStarted = Date.now();
const timings: { title: string; seconds: number; ok: boolean }[] = [];
let passed = 0;
let failed = 0;
/** What failed, by name: printed again last, because CI may keep only a run's tail. */
const failures: string[] = [];

const seconds = (since: number) => (Date.now() - since) / 1000;

/** The stage's output, live; each line prefixed with `tag` when stages run side by side. */
function relay(stream: NodeJS.ReadableStream, out: NodeJS.WriteStream, tag: string | undefined): void {
  if (!tag) {
    stream.pipe(out);
    return;
  }
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${tag}] ${line}\n`));
}

function runStage(stage: Stage, tag?: string): Promise<void> {
  console.info(`\n=== ${stage.title}: ${stage.command} ${stage.args.join(' ')}`);
  const started = Date.now();
  const child = spawn(stage.command, stage.args, {
    cwd: REPO_ROOT,
    env: stage.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child.stdout, process.stdout, tag);
  relay(child.stderr, process.stderr, tag);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const ok = code === 0;
      const took = seconds(started);
      timings.push({ title: stage.title, seconds: took, ok });
      console.info(`=== ${stage.title}: ${ok ? 'ok' : 'FAILED'} in ${took.toFixed(1)} s`);
      count(stage, ok);
      resolve();
    });
  });
}

function count(stage: Stage, ok: boolean): void {
  if (!stage.jestReport) {
    if (ok) passed += 1;
    else fail(stage.title);
    return;
  }
  if (!fs.existsSync(stage.jestReport)) {
    fail(`${stage.title}: the suite could not start`);
    return;
  }
  const summary = JSON.parse(fs.readFileSync(stage.jestReport, 'utf8')) as JestSummary;
  passed += summary.numPassedTests;
  const before = failed;
  for (const file of summary.testResults) {
    const where = path.relative(REPO_ROOT, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const why = test.failureMessages[0] ?? '';
      fail(`${stage.title}: ${where} › ${test.fullName}\n    ${firstLine(why)}\n    ${lineInFile(why, where)}`);
    }
    // A file that failed outside any test (it did not load, or a hook threw) counts once.
    if (failedTests.length === 0 && file.message) fail(`${stage.title}: ${where} (${firstLine(file.message)})`);
  }
  if (!ok && failed === before) fail(`${stage.title}: exited non-zero with every test passed`);
}

function fail(what: string): void {
  failed += 1;
  failures.push(what);
}

// jest's messages carry colour codes and stack traces; the first line names the problem.
function firstLine(message: string): string {
  return (
    stripVTControlCharacters(message)
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

// The stack frame in the test file itself says which step failed (a locator's timeout names
// only the locator).
function lineInFile(message: string, file: string): string {
  const frame = stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.includes(`${path.basename(file)}:`));
  return frame?.trim() ?? '(no frame in the test file)';
}

/** Runs `stages`, at most `limit` at a time, in the order given (longest first pays off). */
async function sideBySide(stages: Stage[], limit: number, tags: string[]): Promise<void> {
  const queue = stages.map((stage, i) => ({ stage, tag: tags[i] }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runStage(next.stage, next.tag);
  };
  await Promise.all(Array.from({ length: Math.min(limit, stages.length) }, worker));
}

function check(title: string, command: string, args: string[]): Stage {
  return { title, command, args };
}

function jestStage(title: string, args: string[], env: NodeJS.ProcessEnv = process.env): Stage {
  const report = path.join(reportDir, `${title.replace(/\W/g, '-')}.json`);
  return {
    title,
    command: 'npx',
    args: ['jest', '--ci', '--json', `--outputFile=${report}`, ...args],
    env,
    jestReport: report,
  };
}

async function main(): Promise<void> {
  // Codegen rewrites the generated files the other checks read: it runs alone, first.
  await runStage(check('generated code', 'npm', ['run', 'codegen:check']));
  // CPU-bound: two at a time on two cores. The production tests run the compiled servers
  // (api/src/production/); the browser tests serve the web build.
  await sideBySide(
    [
      check('typecheck', 'npm', ['run', 'typecheck']),
      check('lint', 'npm', ['run', 'lint']),
      check('server build', 'npm', ['run', 'build:server']),
      check('web build', 'npm', ['run', 'build', '-w', 'web']),
    ],
    2,
    ['typecheck', 'lint', 'server build', 'web build'],
  );
  // The test stages (docs/decisions.md#test-suite-time), in two lanes side by side: the
  // API's and the gateway's jest projects on SQLite, then (when TEST_DATABASE_URL names a
  // PostgreSQL database) again on it, each test app and API process on a database of its
  // own; and the browser tests, then the web project's jsdom tests. The two lanes take about
  // as long each: the browser tests mostly wait on their stacks and the jest tests on API
  // processes, databases and timers, so two lanes keep both cores busy. jest's workers:
  // jest.config.js.
  const { TEST_DATABASE_URL: postgresUrl, ...sqliteEnv } = process.env;
  // Two browser files at a time, each against a stack of its own (e2e/support/stack.ts).
  const browser = jestStage('browser e2e tests', ['-c', 'e2e/jest.config.js'], {
    ...process.env,
    E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
  });
  const serverLane = (async () => {
    await runStage(
      jestStage('API and gateway tests on SQLite', ['--selectProjects', 'api', 'gateway'], sqliteEnv),
      'jest',
    );
    if (postgresUrl) {
      await runStage(
        jestStage('API and gateway tests on PostgreSQL', ['--selectProjects', 'api', 'gateway']),
        'jest pg',
      );
    }
  })();
  const browserLane = (async () => {
    await runStage(browser, 'e2e');
    await runStage(jestStage('web tests (jsdom)', ['--selectProjects', 'web'], sqliteEnv), 'web');
  })();
  await Promise.all([serverLane, browserLane]);
  // The routes, GraphQL fields and browser journeys the stages reached (issue 34: none may drop).
  await runStage(
    check('coverage count', process.execPath, [
      '--import',
      'tsx',
      'scripts/coverage-count.ts',
      coverageDir,
      browser.jestReport!,
    ]),
  );

  console.info('\n=== stage times');
  for (const { title, seconds: took, ok } of timings) {
    console.info(`${took.toFixed(1).padStart(8)} s  ${title}${ok ? '' : ' (FAILED)'}`);
  }
  console.info(`${seconds(runStarted).toFixed(1).padStart(8)} s  total`);
  if (failures.length > 0) {
    console.info('\n=== failed');
    for (const what of failures) console.info(`  ${what}`);
  }
  console.info(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
