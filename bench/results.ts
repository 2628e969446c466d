import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESULTS_FILE = path.join(__dirname, 'RESULTS.md');

/**
 * "Measured <date> on <cpu>, <n> cores, Node <version>, load average <1, 5, 15 min>." for a
 * results section. The load average says how busy the (often shared) machine was.
 */
export function machineStamp(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  return `Measured ${new Date().toISOString()} on ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load}.`;
}

/** The verdict on one bar, as `npm run bench` prints every bar. */
export function verdict(met: boolean): string {
  return met ? 'meets it' : 'misses it';
}

/**
 * Replaces one benchmark's block of bench/RESULTS.md (between its markers), leaving the
 * other benchmarks' blocks as they are, so each benchmark can be rerun on its own.
 */
export function writeResultsBlock(id: string, markdown: string): void {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}
