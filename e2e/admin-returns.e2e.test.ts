import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_SHOPPER } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { awaitNewToast, CONSOLE_VIEWPORT, openConsoleAsAdmin, openConsoleScreen } from './support/console';
import { placeFreshOrder } from './support/fresh-order';
import { apiLogin, gql, type ApiSession } from './support/graphql';
import { centsOf, type Money } from '../gateway/src/test/money';

// The console's Returns screen against the real stack: a return the buyer asked for is
// accepted, comes back and is refunded in full.

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Line = { id: string; orderId: string; groupId: string; paidTotal: Money };

/** A delivered line of a new order, its return requested by the buyer. */
async function requestedReturn(shopper: ApiSession, admin: ApiSession): Promise<Line> {
  const orderId = await placeFreshOrder(shopper);
  const found = await gql<{ admin: { orderLines: { nodes: Line[] } } }>(
    'query ($s: String) { admin { orderLines(search: $s, status: IN_PROGRESS) { nodes { id orderId groupId paidTotal { amount currencyCode } } } } }',
    { s: orderId },
    admin.token,
  );
  const line = found.admin.orderLines.nodes.find((each) => each.orderId === orderId)!;
  const move =
    'mutation ($id: ID!, $s: OrderLineStatus!, $c: String, $n: String) { admin { moveOrderLine(id: $id, status: $s, trackingCompany: $c, trackingNumber: $n) { message } } }';
  await gql(move, { id: line.id, s: 'SHIPPING', c: 'UPS', n: `1ZR${line.id}` }, admin.token);
  await gql(move, { id: line.id, s: 'COMPLETED' }, admin.token);
  await gql(
    'mutation ($input: ReturnRequestInput!) { requestReturn(input: $input) { message } }',
    { input: { orderId, orderLineId: line.id, groupId: line.groupId, reason: 'DAMAGED', note: 'Box crushed' } },
    shopper.token,
  );
  return line;
}

async function step(page: Page, tab: string, button: string, lineId: string, confirm: string, message: string) {
  await page.getByRole('radiogroup', { name: 'Return step' }).getByText(tab, { exact: true }).click();
  await page.getByRole('button', { name: `${button}: return of line #${lineId}` }).click();
  const dialog = page.getByRole('dialog', { name: `${button}: return of line #${lineId}` });
  await dialog.getByText(confirm).waitFor();
  await expectNoSeriousA11yViolations(page);
  await awaitNewToast(page, message, () => dialog.getByRole('button', { name: button, exact: true }).click());
}

test('a requested return is accepted, comes back and is refunded in full', async () => {
  const shopper = await apiLogin(DEMO_SHOPPER);
  const line = await requestedReturn(shopper, await apiLogin(DEMO_ADMIN));

  const page = await openPage(browser, CONSOLE_VIEWPORT);
  await openConsoleAsAdmin(page);
  await openConsoleScreen(page, 'Returns');
  const requested = page.locator('.ant-table-row', { hasText: `#${line.id}` });
  await requested.getByText('Box crushed').waitFor();
  await requested.getByText('Damaged', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page);

  await step(page, 'Requested', 'Accept', line.id, 'The buyer is mailed to send the item back.', 'Return accepted');
  await step(page, 'Accepted', 'On its way back', line.id, 'The refund is the next step.', 'Order line updated');
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    centsOf(line.paidTotal) / 100,
  );
  await step(page, 'On its way back', 'Refund', line.id, `The buyer is refunded ${money}.`, 'Order line updated');

  await page.getByRole('radiogroup', { name: 'Return step' }).getByText('Refunded', { exact: true }).click();
  const refunded = page.locator('.ant-table-row', { hasText: `#${line.id}` });
  await refunded.waitFor();
  expect(await refunded.getByText(money).count()).toBe(2);
  await screenshot(page, 'admin-returns');
  await page.context().close();

  const lines = await gql<{ orderLines: { nodes: { id: string; status: string; refundedAmount: Money }[] } }>(
    '{ orderLines(first: 100) { nodes { id status refundedAmount { amount currencyCode } } } }',
    {},
    shopper.token,
  );
  expect(lines.orderLines.nodes.find((each) => each.id === line.id)).toMatchObject({
    status: 'REFUNDED',
    refundedAmount: line.paidTotal,
  });
});
