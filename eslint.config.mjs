import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
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

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/__generated__/**', 'web/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'],
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
    files: ['**/*.cjs', '**/jest.config.js', 'jest.swc.js'],
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
  prettier,
);
