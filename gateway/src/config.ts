import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(__dirname, '../..');

const configSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // 'localhost' binds both 127.0.0.1 and ::1, so http://localhost:4000 works whichever the browser picks.
  GATEWAY_HOST: z.string().min(1).default('localhost'),
  API_URL: z.url().default('http://127.0.0.1:4100'),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(8000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Estimated cost an operation may have (plugins/query-cost.ts); the shop's heaviest is
  // a 12-group listing page at about 300.
  MAX_QUERY_COST: z.coerce.number().int().min(100).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof configSchema>;

/** Reads the gateway's settings once; fails at start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Config for tests and tools: defaults with the given overrides. */
export function configWith(overrides: Partial<GatewayConfig>): GatewayConfig {
  return { ...loadConfig({}), ...overrides };
}
