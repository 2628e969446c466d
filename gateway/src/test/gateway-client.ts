import type { FastifyInstance } from 'fastify';
import { configWith, type GatewayConfig } from '../config/config';
import { buildGateway } from '../server';

export interface UpstreamCall {
  method: string;
  path: string;
}

export interface TestGateway {
  app: FastifyInstance;
  /** Every upstream call made since the last `calls.length = 0`. */
  calls: UpstreamCall[];
  /** Resolves the next time the public answer cache drops its answers (a group changed). */
  nextPublicAnswersDrop(): Promise<void>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: GraphQLAnswer }>;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function startTestGateway(overrides: Partial<GatewayConfig>): Promise<TestGateway> {
  const calls: UpstreamCall[] = [];
  const dropWaiters: (() => void)[] = [];
  const app = await buildGateway(configWith({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...overrides }), {
    observeUpstream: (method, path) => calls.push({ method, path }),
    observePublicAnswersDropped: () => {
      for (const resolve of dropWaiters.splice(0)) resolve();
    },
  });
  return {
    app,
    calls,
    nextPublicAnswersDrop: () => new Promise((resolve) => dropWaiters.push(resolve)),
    async graphql(query, variables, token) {
      const answer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: { query, variables },
      });
      return { status: answer.statusCode, body: answer.json() as GraphQLAnswer };
    },
  };
}
