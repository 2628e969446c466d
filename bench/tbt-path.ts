import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/lib/services';
import { startDemoStack } from './demo-stack';
import { assertWebBuilt, WEB_DIST } from './web-dist';
import { toCpuTime } from './cpu-time-trace';
import { signInWithAGroupInCart } from './sign-in';

// What Lighthouse's total blocking time counts on a signed-in shop page: one Lighthouse run
// (mobile profile, empty cache) whose artifacts are kept, then Lantern's blocking time run
// again on them, printing each main-thread task it counted: its simulated start and length
// (the traced length times the CPU slowdown, twice for a layout), the part over 50 ms that
// counts, and what ran in it (the trace's events: scripts evaluated, timers, event
// handlers, style and layout, with the script each ran). A task the trace shows as long
// counts only when the simulation puts it between the first paint and the last long task,
// so what is blocking on a phone is read here, not guessed from the trace. A diagnostic
// (bench/README.md, "tbt-path.ts"), not a benchmark. Build first: `npm run build -w web`.

const GATEWAY_PORT = Number(process.env.TBT_PATH_PORT ?? 4780);
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGE = process.env.TBT_PATH_PAGE ?? 'checkout';
const RUNS = Number(process.env.TBT_PATH_RUNS ?? 1);
// `TBT_PATH_CPU_TIME=1`: tasks last their CPU time, not their wall time (cpu-time-trace.ts).
const CPU_TIME = process.env.TBT_PATH_CPU_TIME === '1';
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; type?: string; stackTrace?: Array<{ url: string }> } };
}
interface SimulatedNode {
  type: 'network' | 'cpu';
  event?: TraceEvent;
  childEvents?: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, Timing>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).slice(0, 40) : '');

/** The events of a task, grouped by what they are and the script they ran, longest first. */
function whatRan(node: SimulatedNode): string {
  const parts = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const data = event.args?.data;
    let key: string | undefined;
    if (['EvaluateScript', 'v8.evaluateModule'].includes(event.name)) key = `evaluate ${fileOf(data?.url)}`;
    else if (event.name === 'FunctionCall')
      key = `call ${fileOf(data?.url)}${data?.functionName ? `:${data.functionName}` : ''}`;
    else if (['TimerFire', 'FireAnimationFrame', 'FireIdleCallback'].includes(event.name)) key = event.name;
    else if (event.name === 'EventDispatch') key = `event ${data?.type ?? ''}`;
    else if (
      ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC'].includes(
        event.name,
      )
    )
      key = event.name;
    if (!key) continue;
    parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(' | ');
}

async function blockingTasks(artifactsDir: string): Promise<void> {
  const { loadArtifacts } = await import('lighthouse/core/lib/asset-saver.js');
  const { LanternTotalBlockingTime } = await import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js');
  const { LanternFirstContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js');
  const { LanternInteractive } = await import('lighthouse/core/computed/metrics/lantern-interactive.js');
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const artifacts = await loadArtifacts(artifactsDir);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings } as never;
  const request = (metric: { request(data: never, context: never): Promise<unknown> }) =>
    metric.request(data as never, context) as Promise<MetricResult>;
  const fcp = await request(LanternFirstContentfulPaint);
  const interactive = await request(LanternInteractive);
  const tbt = await request(LanternTotalBlockingTime);
  // The optimistic estimate's window (Lantern's own pairing: the later first paint, the
  // earlier interactive); the reported figure is the mean of the two estimates.
  const from = fcp.pessimisticEstimate.timeInMs;
  const to = interactive.optimisticEstimate.timeInMs;
  const navigationStart = Math.min(
    ...[...tbt.optimisticEstimate.nodeTimings.keys()].flatMap((node) => (node.event ? [node.event.ts] : [])),
  );
  console.info(
    `simulated TBT ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); window ${Math.round(from)}-${Math.round(to)} ms`,
  );
  console.info('  simulated start, length, counted; traced start and length; what ran');
  const rows = [...tbt.optimisticEstimate.nodeTimings.entries()]
    .filter(
      ([node, timing]) =>
        node.type === 'cpu' && timing.duration > BLOCKING_MS && timing.endTime > from && timing.startTime < to,
    )
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const clippedStart = Math.max(timing.startTime, from);
    const counted = Math.max(0, Math.min(timing.endTime, to) - clippedStart - BLOCKING_MS);
    const traced = node.event
      ? `${((node.event.ts - navigationStart) / 1000).toFixed(0)}+${((node.event.dur ?? 0) / 1000).toFixed(0)}`
      : '';
    console.info(
      `  ${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.duration)).padStart(4)} ${String(Math.round(counted)).padStart(4)}  ${traced.padEnd(9)} ${whatRan(node)}`,
    );
  }
}

async function main(): Promise<void> {
  assertWebBuilt();
  const stack = await startDemoStack({
    apiPort: GATEWAY_PORT + 10,
    gatewayPort: GATEWAY_PORT,
    gatewayEnv: { WEB_DIST },
  });
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const { groupId, categoryId } = await signInWithAGroupInCart(await browser.contexts()[0]!.newPage(), BASE);
    const paths: Record<string, string> = {
      listing: '/',
      category: `/category/${categoryId}`,
      search: '/search/chair',
      group: `/product/${groupId}`,
      cart: '/cart',
      checkout: '/checkout',
      dashboard: '/dashboard',
    };
    const pagePath = paths[PAGE];
    if (!pagePath) throw new Error(`Unknown page ${PAGE}: one of ${Object.keys(paths).join(', ')}`);
    const { default: lighthouse } = await import('lighthouse');
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await browser.contexts()[0]!.newPage();
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbt-path-'));
      try {
        await lighthouse(`${BASE}${pagePath}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
          gatherMode: artifactsDir,
        });
        console.info(`\n${PAGE} (${pagePath}), run ${run}`);
        if (CPU_TIME) toCpuTime(artifactsDir);
        await blockingTasks(artifactsDir);
      } finally {
        fs.rmSync(artifactsDir, { recursive: true, force: true });
      }
    }
    await browser.close();
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
