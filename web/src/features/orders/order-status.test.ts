import type { OrderLineStatus } from '../../__generated__/graphql';
import { canRequestReturn, canViewInvoice, invoiceHref, statusLabel } from './order-status';

const line = (status: OrderLineStatus | null, rawStatus: string, invoiceId: string | null = null) => ({
  status,
  rawStatus,
  invoiceId,
});

describe('order status labels (docs/product.md#order-line-statuses)', () => {
  it.each<[OrderLineStatus, string, string]>([
    ['IN_PROGRESS', 'in_progress', 'In Progress'],
    ['SHIPPING', 'shipping', 'Shipped'],
    ['CANCELLED', 'cancelled', 'Cancelled'],
    ['COMPLETED', 'completed', 'Delivered'],
    ['RETURN_REQUESTED', 'return_requested', 'Return Requested'],
    ['RETURN_ACCEPTED', 'return_accepted', 'Return Accepted'],
    ['RETURN_DECLINED', 'return_declined', 'Return Declined'],
    ['RETURN_IN_PROGRESS', 'return_in_progress', 'Return In Progress'],
    ['REFUNDED', 'refunded', 'Refunded'],
  ])('%s reads %s → %s', (status, raw, label) => {
    expect(statusLabel(line(status, raw))).toBe(label);
  });

  it('shows an unknown status raw', () => {
    expect(statusLabel(line(null, 'lost_in_transit'))).toBe('lost_in_transit');
  });
});

describe('Return button rule (docs/product.md#order-line-statuses)', () => {
  it('shows for completed lines, including the API’s delivered (mapped to COMPLETED)', () => {
    expect(canRequestReturn(line('COMPLETED', 'completed'))).toBe(true);
    expect(canRequestReturn(line('COMPLETED', 'delivered'))).toBe(true);
  });

  it.each<OrderLineStatus>([
    'IN_PROGRESS',
    'SHIPPING',
    'CANCELLED',
    'RETURN_REQUESTED',
    'RETURN_ACCEPTED',
    'RETURN_DECLINED',
    'RETURN_IN_PROGRESS',
    'REFUNDED',
  ])('hides for %s', (status) => {
    expect(canRequestReturn(line(status, status.toLowerCase()))).toBe(false);
  });

  it('hides for an unknown status', () => {
    expect(canRequestReturn(line(null, 'lost_in_transit'))).toBe(false);
  });
});

describe('View Invoice rule (docs/product.md#screens)', () => {
  it('shows for a completed line with an invoice', () => {
    expect(canViewInvoice(line('COMPLETED', 'completed', 'INV-000001'))).toBe(true);
  });

  it("hides without an invoice (none, or the API's 'NULL' text)", () => {
    expect(canViewInvoice(line('COMPLETED', 'completed', null))).toBe(false);
    expect(canViewInvoice(line('COMPLETED', 'completed', 'NULL'))).toBe(false);
  });

  it('hides for other statuses even with an invoice', () => {
    expect(canViewInvoice(line('RETURN_REQUESTED', 'return_requested', 'INV-000001'))).toBe(false);
    expect(canViewInvoice(line('REFUNDED', 'refunded', 'INV-000001'))).toBe(false);
  });

  it('opens the signed link when there is one, else the order id for the signed-in owner', () => {
    expect(invoiceHref({ orderId: '41', invoiceUrl: '/invoice?orderid=41&token=abc' })).toBe(
      '/invoice?orderid=41&token=abc',
    );
    expect(invoiceHref({ orderId: '41', invoiceUrl: null })).toBe('/invoice?orderid=41');
  });
});
