import path from 'node:path';

/**
 * The settings that make a server started by a test record what it is asked
 * (scripts/lib/coverage-recorder.cjs), when the run records (SHOP_COVERAGE_DIR, set by
 * `npm test`); empty otherwise. `level` names the suite that started it.
 */
export function coverageEnv(level: string): Record<string, string> {
  if (!process.env.SHOP_COVERAGE_DIR) return {};
  const recorder = path.join(__dirname, 'coverage-recorder.cjs');
  return {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${recorder}`].filter(Boolean).join(' '),
    SHOP_COVERAGE_LEVEL: level,
  };
}
