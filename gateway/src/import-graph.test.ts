// @database-agnostic: reads the gateway's imports (runs once, on SQLite; docs/decisions.md "Test
// suite time").
import path from 'node:path';
import { folderGraph, folderLoops, importsOf as importsFrom, mutualImports } from '../../scripts/lib/folder-graph';

// The gateway's house (docs/architecture.md, the map of gateway/): imports between its
// folders run one way, from main.ts and server.ts (which compose everything) down through
// the resolvers, plugins, live feed, HTTP routes and caches, to the request context, the
// REST client and, at the bottom, config/. The API's twin is api/src/import-graph.test.ts.

/** The first folder under src/; '.' for the files that compose the gateway (main.ts, server.ts). */
function folderOf(file: string): string {
  const parts = file.split(path.sep).slice(0, -1);
  return parts.length === 0 ? '.' : parts[0]!;
}

const graph = folderGraph(__dirname, folderOf);
const importsOf = (folder: string) => importsFrom(graph, folder);

test('the graph is read: the server composes the resolvers, which use the context', () => {
  expect(importsOf('.')).toContain('resolvers');
  expect(importsOf('resolvers')).toContain('context');
});

test('no two folders import each other', () => {
  expect(mutualImports(graph)).toEqual([]);
});

test('no longer loop of folders either', () => {
  expect(folderLoops(graph)).toEqual([]);
});

test('config/ imports nothing of the gateway, and nothing imports the composing files', () => {
  expect(importsOf('config')).toEqual([]);
  const leaning = [...graph.keys()].filter((folder) => folder !== 'test' && importsOf(folder).includes('.'));
  expect(leaning).toEqual([]);
});
