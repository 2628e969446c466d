// A V8 .cpuprofile (node --cpu-prof) as text: the functions with the most self time, and
// the time by where the code lives (a package under node_modules, the repository's own
// folders, Node itself), so two profiles can be compared in a diff.
//   node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [skip-ms] [top]
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const REPO = path.resolve(__dirname, '..');

/** Where a function's code lives: a package, a folder of the repository, or node's own. */
function placeOf(url: string): string {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules) return inModules[1]!;
  if (file.startsWith(REPO)) return path.relative(REPO, file).split('/').slice(0, 3).join('/');
  return file;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(`${REPO}/`, '');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

/**
 * The summary of `file`; `skipMs` leaves out the samples of the profile's first
 * milliseconds (a server's start-up and warm-up), `top` is how many functions are listed.
 */
export function summarizeProfile(file: string, { skipMs = 0, top = 40 } = {}): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Self time per node from the samples and their time deltas (microseconds).
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= skipMs * 1000) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()]
    .filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
    .reduce((sum, [, us]) => sum + us, 0);
  const busy = total - idle;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    if (['(idle)', '(program)'].includes(node.callFrame.functionName)) continue;
    add(functions, frameName(node), us);
    add(
      places,
      node.callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : placeOf(node.callFrame.url),
      us,
    );
  }
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
  const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(6)} ms`;
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return [
    `${path.basename(file)}: ${ms(busy).trim()} busy of ${ms(total).trim()} sampled (idle and "(program)" left out); shares are of the busy time`,
    '',
    'Self time by where the code lives:',
    ...sorted(places)
      .slice(0, 25)
      .map(([place, us]) => `${pct(us)} ${ms(us)}  ${place}`),
    '',
    `Top ${top} functions by self time:`,
    ...sorted(functions)
      .slice(0, top)
      .map(([name, us]) => `${pct(us)} ${ms(us)}  ${name}`),
  ].join('\n');
}

if (require.main === module) {
  const [file, skipMs, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [skip-ms] [top]');
  console.info(summarizeProfile(file, { skipMs: Number(skipMs ?? 0), top: Number(top ?? 40) }));
}
