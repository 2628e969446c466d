import path from 'node:path';
import { z } from 'zod';

// The repository root (api/src -> api -> root): the embedded defaults keep all local
// state under <root>/data so `npm start` needs no set-up.
const repoRoot = path.resolve(__dirname, '../..');

// An empty variable (e.g. `DATABASE_URL=` in a .env file) means "not set".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SQLITE_FILE: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'shop.db'))),
  MEDIA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'data', 'media'))),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLATFORM_FEE_RATE: z.coerce.number().min(0).max(1).default(0.02),
});

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the SQLite file is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  mediaDir: string;
  sessionTtlHours: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  platformFeeRate: number;
};

/**
 * Parses the environment once. A bad value stops the process at start with every
 * problem listed, instead of failing later on the first request that needs it.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: path.resolve(e.SQLITE_FILE),
    mediaDir: path.resolve(e.MEDIA_DIR),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    platformFeeRate: e.PLATFORM_FEE_RATE,
  };
}
