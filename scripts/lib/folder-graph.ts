import fs from 'node:fs';
import path from 'node:path';

// The folder graph of one tier (api/src, gateway/src): which folder imports which, read from
// the relative imports of its non-test sources. The tiers' import-graph tests hold it to one
// direction (docs/architecture.md): ESLint's import-x/no-cycle sees cycles of files, not two
// folders leaning on each other through different files.

/** Which folders each folder imports from, and through which file (for failure messages). */
export type FolderGraph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `import … from`, `export … from`, `import './x'` and `import('./x')`, relative ones only.
const IMPORT = /(?:^|\s)(?:(?:import|export)\s[^'";]*?from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/**
 * The graph of `src`, each file placed in the folder `folderOf` names for it (a path
 * relative to `src`); imports within one folder are left out.
 */
export function folderGraph(src: string, folderOf: (relativeFile: string) => string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(path.relative(src, file));
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.relative(src, path.resolve(path.dirname(file), match[1]!)));
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, path.relative(src, file));
    }
  }
  return graph;
}

export const importsOf = (graph: FolderGraph, folder: string): string[] => [...(graph.get(folder)?.keys() ?? [])];

/** Every pair of folders that import each other, with one file each way. */
export function mutualImports(graph: FolderGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => from < to && graph.get(to)?.has(from))
      .map(([to, file]) => `${from} (${file}) <-> ${to} (${graph.get(to)!.get(from)})`),
  );
}

/** Every longer loop of folders (a -> b -> c -> a). */
export function folderLoops(graph: FolderGraph): string[] {
  const loops: string[] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    if (trail.includes(folder)) {
      loops.push([...trail.slice(trail.indexOf(folder)), folder].join(' -> '));
      return;
    }
    if (done.has(folder)) return;
    for (const next of importsOf(graph, folder)) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  return loops;
}
