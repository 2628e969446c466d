// The test files that say, in a comment holding MARKER and why, that their answers do not
// depend on the API's database: npm test runs them once, on SQLite, and its PostgreSQL pass
// leaves them out (docs/decisions.md "Test suite time"). A file says it itself, so a new
// test runs on both databases unless its author decides otherwise where a reader sees it.
const fs = require('node:fs');
const path = require('node:path');

const MARKER = '@database-agnostic';

/** jest `testPathIgnorePatterns` entries for the marked test files under `root`. */
function databaseAgnosticTestPatterns(root) {
  const patterns = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__generated__') walk(file);
      } else if (/\.test\.tsx?$/.test(entry.name) && fs.readFileSync(file, 'utf8').includes(MARKER)) {
        patterns.push(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      }
    }
  };
  walk(root);
  return patterns;
}

module.exports = { databaseAgnosticTestPatterns, MARKER };
