import fs from 'node:fs';
import path from 'node:path';

// The API's house (docs/architecture.md, the import rule under "web/"): imports between
// its folders run one way. ESLint's import-x/no-cycle catches a cycle of files; this
// catches the one it cannot see, two folders leaning on each other through different
// files, and keeps the foundation (config/, db/) from reaching above itself.

const SRC = __dirname;

/** A folder of the house: `modules/<domain>` for a module, else the first folder under src/ ('.' for server.ts and main.ts). */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep).slice(0, -1);
  if (parts.length === 0) return '.';
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

// `import … from`, `export … from`, `import './x'` and `import('./x')`, relative ones only.
const IMPORT = /(?:^|\s)(?:(?:import|export)\s[^'";]*?from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/** Which folders each folder imports from, and through which file (for the failure message). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.resolve(path.dirname(file), match[1]!));
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, path.relative(SRC, file));
    }
  }
  return graph;
}

const graph = folderGraph();
const importsOf = (folder: string) => [...(graph.get(folder)?.keys() ?? [])];

test('the graph is read: modules import the foundation', () => {
  expect(importsOf('modules/catalog')).toContain('db');
  expect(importsOf('.')).toContain('modules/checkout');
});

test('no two folders import each other', () => {
  const pairs = [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => from < to && graph.get(to)?.has(from))
      .map(([to, file]) => `${from} (${file}) <-> ${to} (${graph.get(to)!.get(from)})`),
  );
  expect(pairs).toEqual([]);
});

test('no longer loop of folders either', () => {
  const loops: string[] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    if (trail.includes(folder)) {
      loops.push([...trail.slice(trail.indexOf(folder)), folder].join(' -> '));
      return;
    }
    if (done.has(folder)) return;
    for (const next of importsOf(folder)) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  expect(loops).toEqual([]);
});

test('config/ imports nothing of the API, and db/ only config/', () => {
  expect(importsOf('config')).toEqual([]);
  expect(importsOf('db').filter((folder) => folder !== 'config')).toEqual([]);
});

test('admin/ keeps only what spans the domains: no module imports it', () => {
  // Each domain owns its operators' routes too (docs/architecture.md, the map of api/);
  // admin/ composes their figures (the Overview), so nothing below may lean on it.
  const leaning = [...graph.keys()].filter(
    (folder) =>
      folder.startsWith('modules/') && folder !== 'modules/admin' && importsOf(folder).includes('modules/admin'),
  );
  expect(leaning).toEqual([]);
});
