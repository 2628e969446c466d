import { z } from 'zod';

// The health checks' answers (health.routes.ts). Each schema is its answer's contract
// (OpenAPI).

/** `GET /livez`: the process answers. */
export const livenessSchema = z.object({ status: z.literal('alive') }).meta({ id: 'Liveness' });

/** `GET /readyz`: the database answers and no migration is pending. */
export const readinessSchema = z
  .object({ database: z.literal('up'), pending_migrations: z.array(z.string()) })
  .meta({ id: 'Readiness' });

/** `GET /api/health`: the database answers. */
export const healthSchema = z.object({ database: z.string() }).meta({ id: 'Health' });
