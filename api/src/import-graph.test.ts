// @database-agnostic: reads the source files' imports, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import path from 'node:path';
import { folderGraph, folderLoops, importsOf as importsFrom, mutualImports } from '../../scripts/lib/folder-graph';

// The API's house (docs/architecture.md, the import rule under "web/"): imports between
// its folders run one way. ESLint's import-x/no-cycle catches a cycle of files; this
// catches the one it cannot see, two folders leaning on each other through different
// files, and keeps the foundation (config/, db/) from reaching above itself.

/** A folder of the house: `modules/<domain>` for a module, else the first folder under src/ ('.' for server.ts and main.ts). */
function folderOf(file: string): string {
  const parts = file.split(path.sep).slice(0, -1);
  if (parts.length === 0) return '.';
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts[0]!;
}

const graph = folderGraph(__dirname, folderOf);
const importsOf = (folder: string) => importsFrom(graph, folder);

test('the graph is read: modules import the foundation', () => {
  expect(importsOf('modules/catalog')).toContain('db');
  expect(importsOf('.')).toContain('modules/checkout');
});

test('no two folders import each other', () => {
  expect(mutualImports(graph)).toEqual([]);
});

test('no longer loop of folders either', () => {
  expect(folderLoops(graph)).toEqual([]);
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
