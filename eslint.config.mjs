import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// bulletproof-react: a feature never imports another feature; what two share moves to lib/.
const features = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}/**`, `../${other}/**`],
            message: `Feature '${feature}' must not import feature '${other}'; move shared code to web/src/lib/.`,
          })),
      },
    ],
  },
}));

// The API's domains (docs/architecture.md, the map of api/): admin/ keeps only what spans
// them (the console's Overview), so no domain may import it.
const apiDomains = fs
  .readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'admin')
  .map((entry) => `./api/src/modules/${entry.name}`);

// Imports flow one way in each tier (docs/architecture.md): web's app/ composes features,
// features use components/ and lib/, and neither of those reaches back up; no cycles.
const web = (folder) => `./web/src/${folder}`;
const importDirection = {
  files: ['**/*.{ts,tsx,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    // no-cycle parses the files it follows; they are TypeScript.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: web('features'),
            from: web('app'),
            message: 'A feature must not import app/ (the app composes features).',
          },
          { target: web('features'), from: web('layout'), message: 'A feature must not import layout/.' },
          {
            target: [web('components'), web('lib')],
            from: web('features'),
            message: 'components/ and lib/ must not import a feature.',
          },
          {
            target: [web('components'), web('lib')],
            from: [web('app'), web('layout')],
            message: 'components/ and lib/ must not import app/ or layout/.',
          },
          { target: web('layout'), from: web('app'), message: 'layout/ must not import app/.' },
          {
            target: ['./api/src/db', './api/src/lib', './api/src/config'],
            from: ['./api/src/modules', './api/src/seed', './api/src/cli', './api/src/jobs', './api/src/openapi'],
            message: "db/, lib/ and config/ are the API's foundation: they must not import what is built on them.",
          },
          {
            target: './api/src/storage',
            from: ['./api/src/modules', './api/src/seed', './api/src/cli', './api/src/jobs', './api/src/openapi'],
            message: 'storage/ (disk or S3) knows bytes and keys only; what the files mean lives in modules/.',
          },
          {
            target: ['./api/src/db', './api/src/lib', './api/src/config'],
            from: './api/src/storage',
            message: 'db/, lib/ and config/ must not import storage/, which is built on them.',
          },
          {
            target: apiDomains,
            from: './api/src/modules/admin',
            message:
              'admin/ holds only cross-domain figures; a domain must not import it (its code belongs in a domain).',
          },
          {
            target: ['./gateway/src/rest', './gateway/src/http', './gateway/src/execution', './gateway/src/plugins'],
            from: './gateway/src/resolvers',
            message: 'Only server.ts composes resolvers; the layers under them must not import them.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/__generated__/**',
      'web/dist/**',
      '*/dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.swc.js', 'jest.timeout.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  importDirection,
  prettier,
);
