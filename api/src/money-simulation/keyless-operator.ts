import { randomInt } from '../seed/random';
import { atMostOneSucceeds, burst, burstCopies, duplicateProblem, successes } from './duplicates';
import { call, count, linesIn, moveLine, pick, whileCancelling, type Journal } from './operations';
import type { World } from './world';

// The keyless phase on the operators' and the buyer's after-sale side: each move of a
// line, a bulk move, settlement, and group edits and closes, sent as several copies at
// once. Each line move is one step of its own (docs/product.md#order-line-statuses), so
// at most one copy may do it; the money each did is reconciled from the ledger at the
// end (a second cancellation or refund would show there as a refund paid twice).

type LineMove = { status: string; tracking_company_name?: string; tracking_number?: string };

/** Duplicates of one status move of a line; true when a copy made the move. */
async function moveBurst(world: World, journal: Journal, random: () => number, lineId: number, move: LineMove) {
  const kind = `line → ${move.status}`;
  const answers = await burst(journal, kind, burstCopies(random), () => moveLine(world, journal, lineId, move));
  atMostOneSucceeds(journal, kind, `line ${lineId}`, answers);
  return successes(answers) > 0;
}

/** Duplicates of an operator's cancellation of a line in progress. */
export async function keylessCancel(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'in_progress'));
  if (!line) return;
  const moved = await whileCancelling(journal, [line.group_id], () =>
    moveBurst(world, journal, random, line.id, { status: 'cancelled' }),
  );
  if (moved) count(journal, 'lines cancelled');
}

/** Duplicates of shipping a line, then duplicates of marking it delivered. */
export async function keylessDeliver(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'in_progress'));
  if (!line) return;
  const tracking = { tracking_company_name: 'UPS', tracking_number: `1Z${line.id}` };
  if (!(await moveBurst(world, journal, random, line.id, { status: 'shipping', ...tracking }))) return;
  if (await moveBurst(world, journal, random, line.id, { status: 'completed' })) count(journal, 'lines delivered');
}

/**
 * Duplicates of the buyer's return request, then of the operator's answer: one return in
 * four is declined (duplicates of the decline), the others accepted, taken back and
 * refunded, each step sent as duplicates.
 */
export async function keylessReturn(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'completed'));
  if (!line) return;
  const owner = world.shoppers.find((s) => s.id === line.customer_id);
  if (!owner) return;
  const asked = await burst(journal, 'request return', burstCopies(random), () =>
    call(world, journal, 'POST', '/api/order/request-return', owner.token, {
      order_id: line.order_id,
      order_line_id: line.id,
      return_reason: 'damaged',
    }),
  );
  atMostOneSucceeds(journal, 'request return', `line ${line.id}`, asked);
  if (successes(asked) === 0) return;
  const admin = (path: string, payload?: object) => () =>
    call(world, journal, 'POST', `/api/admin/order-lines/${line.id}/return/${path}`, world.adminToken, payload);
  if (random() < 0.25) {
    const declined = await burst(journal, 'decline return', burstCopies(random), admin('decline', { reason: 'Used' }));
    atMostOneSucceeds(journal, 'decline return', `line ${line.id}`, declined);
    return;
  }
  const accepted = await burst(journal, 'accept return', burstCopies(random), admin('accept'));
  atMostOneSucceeds(journal, 'accept return', `line ${line.id}`, accepted);
  if (successes(accepted) === 0) return;
  if (!(await moveBurst(world, journal, random, line.id, { status: 'return_in_progress' }))) return;
  if (await moveBurst(world, journal, random, line.id, { status: 'refunded' })) count(journal, 'lines returned');
}

type BulkAnswer = { results: Array<{ order_line_id: number; ok: boolean }> };

/**
 * Duplicates of one bulk move of up to five lines in progress (ship them, or cancel
 * them): across the copies, each line moves at most once.
 */
export async function keylessBulkMove(world: World, journal: Journal, random: () => number) {
  const inProgress = await linesIn(world, 'in_progress');
  if (inProgress.length === 0) return;
  const picked = Array.from({ length: randomInt(random, 1, 5) }, () => pick(random, inProgress)!);
  const lines = [...new Map(picked.map((line) => [line.id, line])).values()];
  const cancel = random() < 0.5;
  const payload = {
    order_line_ids: lines.map((line) => line.id),
    ...(cancel
      ? { status: 'cancelled' }
      : { status: 'shipping', tracking_company_name: 'UPS', tracking_number: `1Zbulk${lines[0]!.id}` }),
  };
  const copies = burstCopies(random);
  const send = () =>
    burst(journal, 'bulk move', copies, () =>
      call(world, journal, 'POST', '/api/admin/order-lines/status', world.adminToken, payload),
    );
  const answers = cancel
    ? await whileCancelling(
        journal,
        lines.map((line) => line.group_id),
        send,
      )
    : await send();
  const moves = new Map<number, number>();
  for (const res of answers.filter((a) => a.statusCode === 200)) {
    for (const result of (res.json().data as BulkAnswer).results) {
      if (result.ok) moves.set(result.order_line_id, (moves.get(result.order_line_id) ?? 0) + 1);
      // A line a copy refused in its results is that copy's 4xx for the line.
      else journal.bursts['bulk move']!.refused += 1;
    }
  }
  for (const [lineId, times] of moves) {
    if (times > 1)
      duplicateProblem(journal, 'bulk move', copies, `line ${lineId} moved to ${payload.status} ${times} times`);
  }
  if (cancel) for (let i = 0; i < moves.size; i += 1) count(journal, 'lines cancelled');
}

/** Duplicates of "settle this group now"; settlement refunds are reconciled from the ledger. */
export async function keylessSettleGroup(world: World, journal: Journal, random: () => number) {
  const groupId = pick(random, world.groupIds);
  if (groupId === undefined) return;
  await burst(journal, 'settle group', burstCopies(random), () =>
    call(world, journal, 'POST', `/api/admin/groups/${groupId}/settle`, world.adminToken),
  );
}

/** Duplicates of "run settlement now". */
export async function keylessSettlementRun(world: World, journal: Journal, random: () => number) {
  await burst(journal, 'settlement run', burstCopies(random), () =>
    call(world, journal, 'POST', '/api/admin/settlement/run', world.adminToken),
  );
}

/**
 * Duplicates of one edit raising a group's size: the group ends at the size asked for,
 * whatever the number of copies (a closed group refuses every copy).
 */
export async function keylessGroupEdit(world: World, journal: Journal, random: () => number) {
  // A second edit burst on the same group at once would blur whose edit stayed.
  const busy = journal.groupsBeingEdited;
  const groupId = pick(
    random,
    world.groupIds.filter((id) => !busy.has(id)),
  );
  if (groupId === undefined) return;
  busy.add(groupId);
  try {
    const group = await world.db
      .selectFrom('groups')
      .select('max_quantity')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const maxQuantity = group.max_quantity + randomInt(random, 1, 5);
    const copies = burstCopies(random);
    const answers = await burst(journal, 'group edit', copies, () =>
      call(world, journal, 'PUT', `/api/admin/groups/${groupId}`, world.adminToken, { max_quantity: maxQuantity }),
    );
    const after = await world.db
      .selectFrom('groups')
      .select('max_quantity')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const expected = successes(answers) > 0 ? maxQuantity : group.max_quantity;
    if (after.max_quantity !== expected) {
      duplicateProblem(
        journal,
        'group edit',
        copies,
        `group ${groupId} has max ${after.max_quantity}, one edit leaves ${expected}`,
      );
    }
  } finally {
    busy.delete(groupId);
  }
}

/** Duplicates of closing a group: it ends closed, and stays so for settlement. */
export async function keylessGroupClose(world: World, journal: Journal, random: () => number) {
  const groupId = pick(random, world.groupIds);
  if (groupId === undefined) return;
  const copies = burstCopies(random);
  await burst(journal, 'group close', copies, () =>
    call(world, journal, 'POST', `/api/admin/groups/${groupId}/close`, world.adminToken),
  );
  const group = await world.db
    .selectFrom('groups')
    .select('status')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (group.status !== 'Closed')
    duplicateProblem(journal, 'group close', copies, `group ${groupId} is ${group.status}`);
}
