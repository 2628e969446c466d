import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type BrowserContext } from 'playwright-core';
import { startDemoStack } from './demo-stack';
import { WEB_DIST } from './web-dist';
import { signInWithAGroupInCart } from './sign-in';

// What the main thread does while a signed-in shop page loads on a slow phone: Chromium at
// 4x CPU slowdown traces the load with its JavaScript sampler, and each task over 50 ms
// (the tasks Lighthouse's TBT counts, beyond 50 ms) is printed with the React phase it ran
// in and where its time went, named through the build's source maps. A diagnostic for
// choosing the next lever (bench/README.md, "long-tasks.ts"), not a benchmark: nothing is written
// to RESULTS.md. Build with source maps first: `npx vite build --sourcemap` in web/.

const GATEWAY_PORT = Number(process.env.LONG_TASKS_PORT ?? 4720);
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.LONG_TASKS_PAGES ?? 'group,cart,checkout').split(',').map((name) => name.trim());
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 1);
// LONG_TASKS_FUNCTIONS=1 adds each task's busiest functions (package or file, then name).
const FUNCTIONS = process.env.LONG_TASKS_FUNCTIONS === '1';
// The build the gateway serves, whose source maps name the code.
const DIST = WEB_DIST;
// LONG_TASKS_TRACES=a.trace.json,b.trace.json reads traces the Lighthouse bench kept
// (LIGHTHOUSE_REPORTS) instead of loading pages. Lighthouse traces at full speed and
// multiplies each task by its 4x slowdown when it scores; so does this report.
const SAVED_TRACES = process.env.LONG_TASKS_TRACES?.split(',').map((file) => file.trim());
const SAVED_TRACE_SLOWDOWN = 4;

/** React's work loops: the first one on a sample's stack names the task's phase. */
const REACT_PHASES: Record<string, string> = {
  completeRootWhenReady: 'React commit',
  commitRoot: 'React commit',
  workLoopConcurrentByScheduler: 'React render (sliced)',
  renderRootSync: 'React render (one piece)',
  processRootScheduleInMicrotask: 'React render (one piece)',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } };
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfileChunk {
  nodes?: Array<{ id: number; parent?: number; callFrame: CallFrame }>;
  samples?: number[];
}

const sourceMaps = new Map<string, TraceMap | null>();

/** Where a frame's code comes from: a package, or a file of the shop's own source. */
function origin(frame: CallFrame): { source: string; name: string } {
  const { url, functionName } = frame;
  if (!url) return { source: `(${functionName || 'browser'})`, name: functionName };
  if (!url.includes('/assets/')) return { source: url.split('/').pop() || url, name: functionName };
  if (!sourceMaps.has(url)) {
    const file = path.join(DIST, new URL(url).pathname + '.map');
    sourceMaps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  }
  const map = sourceMaps.get(url);
  if (!map) return { source: url.split('/').pop()!, name: functionName };
  const found = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (found.source ?? 'module top level').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]!;
  return { source: source.includes('src/') ? source : pkg, name: found.name ?? functionName };
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(' | ');

/** Loads `url` in a fresh tab at 4x slowdown, empty cache, and returns the trace's events. */
async function traceLoad(context: BrowserContext, url: string): Promise<TraceEvent[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      // The last category is the JavaScript sampler's: the stacks that say what each task ran.
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  await page.goto(url);
  await page.waitForTimeout(7000);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return events;
}

function report(label: string, events: TraceEvent[], slowdown = 1): number {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'))
    .pop();
  if (!navigation) throw new Error(`${label}: no navigation in the trace`);
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const at = (ts: number) => ((ts - navigation.ts) / 1000).toFixed(0);
  const ms = (dur: number) => (dur / 1000) * slowdown;

  // The sampler's stacks and sample times, from its profile chunks.
  const frames = new Map<number, CallFrame>();
  const parents = new Map<number, number>();
  const samples: Array<{ ts: number; node: number; ms: number }> = [];
  let clock = 0;
  for (const event of events.filter((e) => e.pid === navigation.pid).sort((a, b) => a.ts - b.ts)) {
    if (event.name === 'Profile') clock = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const chunk = event.args?.data?.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) {
      frames.set(node.id, node.callFrame);
      if (node.parent) parents.set(node.id, node.parent);
    }
    (chunk.samples ?? []).forEach((node, i) => {
      clock += event.args?.data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node, ms: 0 });
    });
  }
  samples.forEach((sample, i) => (sample.ms = (((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000) * slowdown));
  const origins = new Map<number, { source: string; name: string }>();
  const originOf = (node: number) => {
    if (!origins.has(node)) origins.set(node, origin(frames.get(node)!));
    return origins.get(node)!;
  };

  let blocking = 0;
  console.info(
    `\n${label}: first paint at ${firstPaint ? at(firstPaint.ts) : '?'} ms (${slowdown === 1 ? '4x slowdown' : `traced at full speed, durations times ${slowdown}`})`,
  );
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && ms(e.dur ?? 0) > 50);
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    if (task.ts < navigation.ts) continue;
    const end = task.ts + task.dur!;
    const counted = firstPaint !== undefined && task.ts > firstPaint.ts;
    if (counted) blocking += ms(task.dur!) - 50;
    const phases = new Map<string, number>();
    const sources = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts < end)) {
      const leaf = originOf(sample.node);
      sources.set(leaf.source, (sources.get(leaf.source) ?? 0) + sample.ms);
      const fn = `${leaf.source}:${leaf.name || '?'}`;
      functions.set(fn, (functions.get(fn) ?? 0) + sample.ms);
      const stack: string[] = [];
      for (let node: number | undefined = sample.node; node; node = parents.get(node)) stack.push(originOf(node).name);
      const react = stack.find((name) => REACT_PHASES[name]);
      const outer = [...stack].reverse().find((name) => name && !name.startsWith('('));
      const phase = react ? REACT_PHASES[react]! : (outer ?? leaf.source);
      phases.set(phase, (phases.get(phase) ?? 0) + sample.ms);
    }
    const browserWork = new Map<string, number>();
    for (const e of events) {
      if (!onMain(e) || e.ph !== 'X' || e.ts < task.ts || e.ts >= end) continue;
      if (['Layout', 'UpdateLayoutTree', 'ParseHTML', 'v8.evaluateModule', 'TimerFire', 'Paint'].includes(e.name))
        browserWork.set(e.name, (browserWork.get(e.name) ?? 0) + ms(e.dur ?? 0));
    }
    console.info(`  ${at(task.ts)} ms, ${ms(task.dur!).toFixed(0)} ms${counted ? '' : ' (before the first paint)'}`);
    console.info(`    browser: ${top(browserWork, 4) || '—'}`);
    console.info(`    phase:   ${top(phases, 4)}`);
    console.info(`    code:    ${top(sources, 7)}`);
    if (FUNCTIONS) console.info(`    functions: ${top(functions, 8)}`);
  }
  console.info(`  blocking after the first paint (each task's part over 50 ms): ${blocking.toFixed(0)} ms`);
  return blocking;
}

async function main(): Promise<void> {
  if (SAVED_TRACES) {
    for (const file of SAVED_TRACES) {
      const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
      report(path.basename(file), trace.traceEvents, SAVED_TRACE_SLOWDOWN);
    }
    return;
  }
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('Build the shop first (web/: npx vite build --sourcemap)');
  const stack = await startDemoStack({
    apiPort: GATEWAY_PORT + 10,
    gatewayPort: GATEWAY_PORT,
    gatewayEnv: { WEB_DIST },
  });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless=new'] });
  try {
    // A phone's viewport (Lighthouse's mobile profile).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const { groupId } = await signInWithAGroupInCart(await context.newPage(), BASE);
    const paths: Record<string, string> = {
      listing: '/',
      group: `/product/${groupId}`,
      cart: '/cart',
      checkout: '/checkout',
      dashboard: '/dashboard',
    };
    for (const name of PAGES) {
      const pagePath = paths[name];
      if (!pagePath) throw new Error(`Unknown page ${name}: one of ${Object.keys(paths).join(', ')}`);
      const totals: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        totals.push(report(`${name} (${pagePath}), run ${run}`, await traceLoad(context, `${BASE}${pagePath}`)));
      }
      if (RUNS > 1) console.info(`${name}: blocking ${totals.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
