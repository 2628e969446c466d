import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESULTS_FILE = path.join(__dirname, 'RESULTS.md');

/**
 * Replaces one benchmark's section of bench/RESULTS.md (between its markers), stamped with
 * the machine and date, and leaves the other benchmarks' sections as they are.
 */
export function writeResultsSection(id: string, title: string, body: string): void {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu}, ${os.cpus().length} cores, Node ${process.version}.`;
  const section = `${start}\n## ${title}\n\n${stamp}\n\n${body}\n${end}`;
  const current = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}
