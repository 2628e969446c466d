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

// What Lighthouse's simulated largest contentful paint waits for on a signed-in shop page:
// one Lighthouse run (mobile profile, empty cache) whose artifacts are kept, then Lantern,
// the simulation behind Lighthouse's figures, run again on them to print the graph it
// timed: each request and main-thread task on the way to the paint, with its simulated
// start and end. Lantern keeps the requests that ended before the paint of the unthrottled
// run and, of the main thread, script evaluation, layout and paint (a sliced React render
// is not in it), so what lies on the path is often not what the main thread spends most on.
// A diagnostic for choosing the next lever (bench/README.md, "lcp-path.ts"), not a
// benchmark: nothing is written to RESULTS.md. Build first: `npm run build -w web`.

const GATEWAY_PORT = Number(process.env.LCP_PATH_PORT ?? 4760);
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGE = process.env.LCP_PATH_PAGE ?? 'group';
const RUNS = Number(process.env.LCP_PATH_RUNS ?? 1);
// `LCP_PATH_CPU_TIME=1`: tasks last their CPU time, not their wall time (cpu-time-trace.ts):
// on a busy machine, what the page's own work costs.
const CPU_TIME = process.env.LCP_PATH_CPU_TIME === '1';
// Main-thread tasks shorter than this (simulated) are counted, not printed.
const SHORT_TASK_MS = 20;

interface SimulatedNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; transferSize?: number; priority: string };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

/** Lantern's largest contentful paint on the artifacts of a saved run. */
async function simulatedLcp(artifactsDir: string): Promise<{ timing: number; optimistic: Estimate }> {
  const { loadArtifacts } = await import('lighthouse/core/lib/asset-saver.js');
  const { LanternLargestContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
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
  const result = (await LanternLargestContentfulPaint.request(
    data as never,
    {
      computedCache: new Map(),
      settings,
    } as never,
  )) as unknown as { timing: number; optimisticEstimate: Estimate };
  return { timing: result.timing, optimistic: result.optimisticEstimate };
}

function printPath({ timing, optimistic }: { timing: number; optimistic: Estimate }): void {
  console.info(`simulated LCP ${Math.round(timing)} ms; its path (optimistic graph), start and end in ms:`);
  const rows = [...optimistic.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  let shortTasks = 0;
  for (const [node, { startTime, endTime }] of rows) {
    const simulated = endTime - startTime;
    if (node.type === 'cpu' && simulated < SHORT_TASK_MS) {
      shortTasks += simulated;
      continue;
    }
    const what =
      node.type === 'network' && node.request
        ? `request ${node.request.url.split('/').pop()?.slice(0, 48)} ${((node.request.transferSize ?? 0) / 1024).toFixed(0)} KB (${node.request.priority})`
        : `task ${(node.duration / 1000).toFixed(0)} ms unthrottled`;
    console.info(`  ${String(Math.round(startTime)).padStart(5)} ${String(Math.round(endTime)).padStart(5)}  ${what}`);
  }
  console.info(`  and ${Math.round(shortTasks)} ms of shorter tasks`);
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
      // An empty HTTP cache, as a first visit (the session in localStorage stays).
      const page = await browser.contexts()[0]!.newPage();
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcp-path-'));
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
        printPath(await simulatedLcp(artifactsDir));
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
