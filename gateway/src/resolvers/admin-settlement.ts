import type { Resolvers } from '../__generated__/resolvers-types';
import { dollarsFromCents } from '../rest/money';
import type { RestSettlementSummary } from '../rest/rest-types';
import { adminOnly } from './admin-access';

// Settlement run now, over admin/settlement/run (every ended group) and
// admin/groups/{id}/settle (one group, closed now).

export const adminSettlementResolvers: Resolvers = {
  AdminMutation: {
    runSettlement: adminOnly(async (_parent, { groupId }, { rest }) => {
      const path = groupId ? `admin/groups/${encodeURIComponent(groupId)}/settle` : 'admin/settlement/run';
      const answer = await rest.post<RestSettlementSummary>(path, {});
      return { message: answer.message, ...answer.data };
    }),
  },

  AdminSettlementPayload: {
    groupsClosed: (summary) => summary.groups_closed,
    linesSettled: (summary) => summary.lines_settled,
    refundedAmount: (summary) => dollarsFromCents(summary.refunded_cents),
  },
};
