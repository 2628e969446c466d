// Part of `npm run lint`: the repository explains itself. Code comments and docs cite
// documents inside it (docs/product.md#checkout, docs/architecture.md), never the
// developer guide it was first written from, and every `file.md#heading` they cite leads
// to a heading that exists. Prints each broken reference and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

/** The developer guide's documents: they sit beside the repository, in its `shared` folder. */
const GUIDE_DOCUMENTS = ['spec', 'design', 'stack', 'conventions'];
/** Citations of them: a section sign after spec or design, a file name, or a path into that folder. */
const OUTSIDE = new RegExp(
  [
    'spec \u00a7',
    'design \u00a7',
    `\\b(?:${GUIDE_DOCUMENTS.join('|')})\\.md\\b`,
    ['\\.\\.', 'shared', ''].join('\\/'),
  ].join('|'),
);
/** `some/file.md#anchor`, as comments and docs cite a section. */
const SECTION_REFERENCE = /([\w./-]*\.md)#([\w-]+)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> | undefined {
  if (!anchorsByFile.has(file)) {
    if (!fs.existsSync(file)) return undefined;
    const headings = fs.readFileSync(file, 'utf8').matchAll(/^#+\s+(.+)$/gm);
    anchorsByFile.set(file, new Set([...headings].map((match) => anchorOf(match[1]!))));
  }
  return anchorsByFile.get(file);
}

/** The cited document: beside the citing file first, else from the repository root. */
function citedFile(citing: string, cited: string): string {
  const beside = path.resolve(REPO_ROOT, path.dirname(citing), cited);
  return fs.existsSync(beside) ? beside : path.resolve(REPO_ROOT, cited);
}

const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|js|cjs|md|graphql|css|html|sh|ya?ml)$|^Dockerfile$|^\.env\.example$/.test(file))
  .filter((file) => !file.includes('__generated__/') && file !== 'scripts/doc-references.ts');

const problems: string[] = [];
for (const file of tracked) {
  const full = path.join(REPO_ROOT, file);
  if (!fs.existsSync(full)) continue; // deleted in the working tree, not yet committed
  fs.readFileSync(full, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (OUTSIDE.test(line)) problems.push(`${where}: cites a document outside the repository: ${line.trim()}`);
      for (const [, cited, anchor] of line.matchAll(SECTION_REFERENCE)) {
        const anchors = anchorsOf(citedFile(file, cited!));
        if (!anchors) problems.push(`${where}: ${cited} does not exist`);
        else if (!anchors.has(anchor!)) problems.push(`${where}: ${cited} has no heading #${anchor}`);
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} broken document reference(s).`);
  process.exit(1);
}
console.info(`Document references: ${tracked.length} files read, every reference resolves.`);
