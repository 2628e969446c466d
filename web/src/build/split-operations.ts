import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

// The generated operations module (codegen.ts) holds every operation's document, the
// operator console's too. As one module it lands whole in a chunk every shop page loads.
// This build step gives each document a module of its own, re-exported by the generated
// module, so the bundler puts each where the routes that use it are (docs/decisions.md
// "Shop pages on a phone"). Types stay where they are: erased anyway.

const GENERATED = `${path.sep}src${path.sep}__generated__${path.sep}graphql.ts`;
// Where the parts "live": a folder that does not exist, the `.ts` ending so Vite strips
// their types as it does the generated module's.
const PART_DIR = '__operations__';

interface Part {
  name: string;
  code: string;
}

/** The generated module without its runtime statements, which become `parts`. */
export function splitOperations(source: string): { facade: string; parts: Part[] } {
  const file = ts.createSourceFile('graphql.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const parts = new Map<string, string[]>();
  const cut: Array<[number, number]> = [];
  let header = '';
  for (const statement of file.statements) {
    const exported =
      ts.canHaveModifiers(statement) &&
      (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    let name: string | undefined;
    if (exported && ts.isVariableStatement(statement)) {
      const [declaration] = statement.declarationList.declarations;
      if (declaration && ts.isIdentifier(declaration.name)) name = declaration.name.text;
    } else if (ts.isImportDeclaration(statement)) {
      // The document's type (TypedDocumentNode): each part gets its own copy of the import.
      header += `${statement.getText(file)}\n`;
      cut.push([statement.getFullStart(), statement.getEnd()]);
    }
    if (name === undefined) continue;
    parts.set(name, [...(parts.get(name) ?? []), statement.getText(file)]);
    cut.push([statement.getFullStart(), statement.getEnd()]);
  }

  let facade = '';
  let from = 0;
  for (const [start, end] of cut) {
    facade += source.slice(from, start);
    from = end;
  }
  facade += source.slice(from);
  const names = [...parts.keys()];
  const documents = new Set(names.filter((name) => /(Document|FragmentDoc)$/.test(name)));
  facade += names.map((name) => `\nexport { ${name} } from './${PART_DIR}/${name}.ts';`).join('');

  return {
    facade,
    parts: names.map((name) => {
      const body = parts.get(name)!.join('\n');
      const used = [...documents].filter((document) => document !== name && new RegExp(`\\b${document}\\b`).test(body));
      const imports = used.map((document) => `import { ${document} } from './${document}.ts';\n`).join('');
      return { name, code: `${header}${imports}${body}\n` };
    }),
  };
}

export function splitOperationsPlugin(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'split-operations',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('./')) return undefined;
      const id = path.resolve(path.dirname(importer), source);
      return parts.has(id) ? id : undefined;
    },
    load(id) {
      const code = parts.get(id);
      return code === undefined ? undefined : { code, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!id.endsWith(GENERATED)) return undefined;
      const split = splitOperations(code);
      for (const part of split.parts) parts.set(path.join(path.dirname(id), PART_DIR, `${part.name}.ts`), part.code);
      return { code: split.facade, moduleSideEffects: false };
    },
  };
}
