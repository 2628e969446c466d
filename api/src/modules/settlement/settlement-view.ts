import { z } from 'zod';
import { pageSchema } from '../../lib/paging';

// Settlement's answers for operators (settlement.routes.ts): what a run did, and the runs
// kept. Money in integer cents, as the console shows it. Each schema is its answer's
// contract (OpenAPI); each type follows from it.

export const settlementSummarySchema = z
  .object({
    groups_closed: z.number(),
    lines_settled: z.number(),
    refunded_cents: z.number(),
  })
  .meta({ id: 'SettlementSummary' });

export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

export const settlementRunSchema = z
  .object({
    run_id: z.number(),
    started_by: z
      .enum(['job', 'operator', 'cli'])
      .describe('The minute job, an operator (console or REST), or the CLI'),
    group_id: z
      .number()
      .nullable()
      .describe('The one group an operator closed and settled; null for every ended group'),
    operator: z
      .object({
        name: z.string().describe("The operator's first and last name"),
        email: z.string().describe("The operator's sign-in e-mail"),
      })
      .nullable()
      .describe(
        'The operator who started the run; null for the job, the CLI, runs kept before operators were recorded, and an operator account removed since',
      ),
    groups_closed: z
      .number()
      .describe('Groups the run closed: ended groups, plus the group "settle now" closed when it was still open'),
    lines_settled: z.number(),
    refunded_cents: z.number(),
    error: z
      .string()
      .nullable()
      .describe('Why the run stopped early (the payment provider failed); null when it finished'),
    created_at: z.string(),
    running: z.boolean().describe('True while the run goes (an operator started it and it has not ended)'),
    finished_at: z.string().nullable().describe('When it ended; null while it runs'),
    lines_total: z.number().describe('Lines the run claimed to settle (known once it has claimed them)'),
    groups_total: z.number().describe('Groups those lines belong to'),
    groups_settled: z.number().describe('Groups whose claimed lines are all done so far'),
  })
  .meta({ id: 'SettlementRun' });

export const settlementRunPageSchema = pageSchema('runs', settlementRunSchema);

export type SettlementRun = z.infer<typeof settlementRunSchema>;
export type SettlementRunPage = z.infer<typeof settlementRunPageSchema>;
