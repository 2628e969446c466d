import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/lib/services';
import { startDemoStack } from './demo-stack';
import { assertWebBuilt, WEB_DIST } from './web-dist';
import { signInWithAGroupInCart } from './sign-in';
import { machineStamp, writeResultsBlock } from './results';

// Lighthouse (mobile profile: a mid-range phone on simulated slow 4G) on the production
// build of the shop, as the gateway serves it: each page three times, the median written
// to bench/RESULTS.md against the bars of bench/README.md#bars. Needs `npm run build -w web`
// first and Debian's Chromium (or CHROME_PATH).

// `LIGHTHOUSE_PORT=<port>`: the gateway's port (the API's is 10 above), when another stack
// on this machine holds the default ones.
const GATEWAY_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4700);
const API_PORT = GATEWAY_PORT + 10;
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// `LIGHTHOUSE_PAGES=listing,group`: only those pages, printed and not written to RESULTS.md
// (a quick before/after while working on one page).
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
// `LIGHTHOUSE_REPORTS=<folder>`: also keeps each run's full Lighthouse JSON there (the
// layout-shift elements, the script treemap) and its trace, to find what to fix on a page.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const SAMPLER = process.env.LIGHTHOUSE_SAMPLER === '1';

interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  /** The bar on the performance score (bench/README.md#bars). */
  performanceBar: number;
  /** The bar on gzipped JavaScript, KB. */
  scriptBar: number;
  /** The bar on the largest contentful paint, ms. */
  lcpBar: number;
  /** The bar on cumulative layout shift (the listings' and the group page's). */
  clsBar?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Signs the shopper in in the browser itself (the login page) and puts a group in the cart. */
async function signInAndFillCart(chrome: LaunchedChrome): Promise<{ groupId: string; categoryId: string }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const signedIn = await signInWithAGroupInCart(await browser.contexts()[0]!.newPage(), BASE);
  await browser.close();
  return signedIn;
}

/**
 * Every run starts with an empty HTTP cache, as a first visit does: the storage reset
 * Lighthouse would do is off (it would end the session), and with it the cache clearing.
 */
async function clearHttpCache(chrome: LaunchedChrome): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

// A run Lighthouse itself could not finish (its `runtimeError`, e.g. NO_NAVSTART: "Please
// run Lighthouse again") has no scores; it is run again, at most this many times more.
const RETRIES = 2;

async function audit(chrome: LaunchedChrome, url: string, reportName: string): Promise<PageRun> {
  const { default: lighthouse } = await import('lighthouse');
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 0; ; attempt += 1) {
    await clearHttpCache(chrome);
    result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Keep the session the bench signed in with (localStorage) between runs.
        disableStorageReset: true,
      },
      // `LIGHTHOUSE_SAMPLER=1` (with LIGHTHOUSE_REPORTS): the kept traces also hold the
      // JavaScript sampler's stacks, for bench/long-tasks.ts to say what each task ran. The
      // sampler slows the page a little: scores of such runs are not the bench's.
      SAMPLER
        ? {
            extends: 'lighthouse:default',
            settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) break;
    if (attempt === RETRIES) throw new Error(`Lighthouse failed on ${url} ${RETRIES + 1} times: ${failure.code}`);
    console.info(`${reportName}: Lighthouse could not finish (${failure.code}), running it again`);
  }
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${reportName}.json`), JSON.stringify(result.lhr));
    // The run's trace too: what each of the main thread's tasks ran (DevTools opens it).
    fs.writeFileSync(path.join(REPORTS, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })
      ?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    scriptKb: scriptBytes / 1024,
  };
}

/** Whether something already listens on the port (then the pages measured would be its). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  assertWebBuilt();
  for (const port of [GATEWAY_PORT, API_PORT]) {
    if (await portTaken(port)) throw new Error(`Port ${port} is taken: set LIGHTHOUSE_PORT to a free gateway port`);
  }
  // The machine's load (other work on its cores) moves TBT the most: written with the figures.
  const loadAtStart = os.loadavg()[0]!;
  const stack = await startDemoStack({ apiPort: API_PORT, gatewayPort: GATEWAY_PORT, gatewayEnv: { WEB_DIST } });
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });

    const results: Array<{ target: Target; runs: PageRun[] }> = [];
    const run = async (target: Target) => {
      if (ONLY && !ONLY.includes(target.name.split(' ')[0]!)) return;
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await audit(chrome!, `${BASE}${target.path}`, `${target.name.split(' ')[0]}-${i + 1}`));
      }
      results.push({ target, runs });
      const m = runs.map((r) => r.performance);
      console.info(`${target.name}: performance ${m.join(', ')}`);
    };

    // Every page: performance at least 95 and its largest paint within 2.5 s (issue 41).
    const PERFORMANCE_BAR = 95;
    const LCP_BAR_MS = 2500;
    await run({
      name: 'landing (signed out)',
      path: '/',
      signedIn: false,
      performanceBar: PERFORMANCE_BAR,
      scriptBar: 110,
      lcpBar: LCP_BAR_MS,
    });
    const { groupId, categoryId } = await signInAndFillCart(chrome);
    const shop = (name: string, pagePath: string): Target => ({
      name,
      path: pagePath,
      signedIn: true,
      performanceBar: PERFORMANCE_BAR,
      scriptBar: 220,
      lcpBar: LCP_BAR_MS,
      // No layout shift where groups are shown: the listings and the group page.
      ...(['listing', 'category', 'search', 'group'].includes(name) ? { clsBar: 0.05 } : {}),
    });
    for (const target of [
      shop('listing', '/'),
      shop('category', `/category/${categoryId}`),
      shop('search', '/search/chair'),
      shop('group', `/product/${groupId}`),
      shop('cart', '/cart'),
      shop('checkout', '/checkout'),
      shop('dashboard', '/dashboard'),
    ]) {
      await run(target);
    }

    // Each bar of a page with its median figure, and whether it meets it.
    const barsOf = ({ target, runs }: (typeof results)[number]) => {
      const pick = (key: keyof PageRun) => median(runs.map((r) => r[key]));
      const bars = [
        {
          what: 'performance',
          figure: `${pick('performance')}`,
          bar: `≥ ${target.performanceBar}`,
          meets: pick('performance') >= target.performanceBar,
        },
        { what: 'accessibility', figure: `${pick('accessibility')}`, bar: '≥ 95', meets: pick('accessibility') >= 95 },
        { what: 'best practices', figure: `${pick('bestPractices')}`, bar: '≥ 95', meets: pick('bestPractices') >= 95 },
        {
          what: 'JavaScript',
          figure: `${pick('scriptKb').toFixed(0)} KB`,
          bar: `≤ ${target.scriptBar} KB`,
          meets: pick('scriptKb') <= target.scriptBar,
        },
      ];
      bars.push({
        what: 'LCP',
        figure: `${(pick('lcpMs') / 1000).toFixed(2)} s`,
        bar: `≤ ${target.lcpBar / 1000} s`,
        meets: pick('lcpMs') <= target.lcpBar,
      });
      if (target.clsBar !== undefined)
        bars.push({
          what: 'CLS',
          figure: pick('cls').toFixed(3),
          bar: `≤ ${target.clsBar}`,
          meets: pick('cls') <= target.clsBar,
        });
      return bars;
    };
    const rows = results.map((result) => {
      const { target, runs } = result;
      const pick = (key: keyof PageRun) => median(runs.map((r) => r[key]));
      const meets = barsOf(result).every((bar) => bar.meets);
      return (
        `| ${target.name} | \`${target.path}\` | ${pick('performance')} (${runs.map((r) => r.performance).join(', ')}) | ` +
        `${pick('accessibility')} | ${pick('bestPractices')} | ${(pick('lcpMs') / 1000).toFixed(2)} | ` +
        `${pick('cls').toFixed(3)} | ${Math.round(pick('tbtMs'))} | ${pick('scriptKb').toFixed(0)} | ` +
        `${meets ? 'meets' : '**misses**'} |`
      );
    });
    const barLines = results.flatMap((result) =>
      barsOf(result).map(
        (bar) =>
          `- ${result.target.name.split(' ')[0]}, ${bar.what} ${bar.bar}: ${bar.figure} — ${bar.meets ? 'meets it' : 'misses it'}`,
      ),
    );
    const markdown = [
      '## Web: Lighthouse on the production build (mobile)',
      '',
      `${machineStamp()} Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`,
      `Lighthouse 12 mobile profile (simulated slow 4G, 4x CPU slowdown), Debian's Chromium, the shop built by \`vite build\` and served by the gateway (pre-compressed, cached); the median of ${RUNS} runs per page (all performance scores in brackets). Every run starts with an empty HTTP cache (a first visit). Shop pages are signed in as the demo shopper with one group in the cart. JavaScript is every script the page loaded, as transferred (gzip).`,
      '',
      '| page | path | performance | accessibility | best practices | LCP s | CLS | TBT ms | JS KB | every bar |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'Bars (bench/README.md#bars), the medians:',
      '',
      ...barLines,
    ].join('\n');
    if (!ONLY) writeResultsBlock('lighthouse', markdown);
    console.info(markdown);
  } finally {
    chrome?.kill();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
