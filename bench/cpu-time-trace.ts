import fs from 'node:fs';
import path from 'node:path';

interface RawEvent {
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
}

/**
 * Rewrites the trace Lighthouse saved in `artifactsDir` so each task lasts its thread's CPU
 * time (`tdur`) instead of its wall time. On a machine other work keeps busy a task waits
 * for a core, its wall time grows, and Lantern, which multiplies traced lengths by the
 * phone's CPU slowdown, counts that waiting as the page's own work. With CPU time, two builds
 * compare on their own work (the figure is lower than a quiet machine's: a thread's CPU time
 * leaves out what it waits for even then). For the diagnostics' `*_CPU_TIME=1`, never for
 * the bench's figures.
 */
export function toCpuTime(artifactsDir: string): void {
  const file = path.join(artifactsDir, 'defaultPass.trace.json');
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: RawEvent[] } | RawEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const open = new Map<string, RawEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && typeof event.tdur === 'number' && typeof event.dur === 'number') {
      event.dur = Math.min(event.dur, event.tdur);
    } else if (event.ph === 'B' && typeof event.tts === 'number') {
      open.set(thread, [...(open.get(thread) ?? []), event]);
    } else if (event.ph === 'E' && typeof event.tts === 'number') {
      const begin = open.get(thread)?.pop();
      if (begin?.tts !== undefined) event.ts = Math.min(event.ts, begin.ts + (event.tts - begin.tts));
    }
  }
  fs.writeFileSync(file, JSON.stringify(trace));
}
