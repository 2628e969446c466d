import { Button, Segmented, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AdminReturnsDocument,
  type OrderLineStatus,
  type ReturnReason,
  type ReturnTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { lineIdColumns, lineMoneyColumns, lineOrderedColumn, OrderLineTable } from '../../components/order-line-table';
import { ACTION_LABELS, actionsFor, reasonLabel, RETURN_TABS, type ReturnAction } from './return-rules';
import { ReturnActionDialog } from './return-action-dialog';
import './returns-screen.css';
import { useAdminPaging } from '../../lib/admin-paging';
import { usePermissions } from '../../lib/staff-access';

type Line = ReturnTable_OrderLineFragment;

// The Returns screen: returns by step (requested first) with the buyer's reason and note;
// accept or decline (with a reason the buyer reads), then on its way back and refund; only
// the steps the staff member's role takes are offered.
export function ReturnsScreen() {
  const { can } = usePermissions();
  const [status, setStatus] = useState<OrderLineStatus>('RETURN_REQUESTED');
  const paging = useAdminPaging();
  const [action, setAction] = useState<{ line: Line; action: ReturnAction } | null>(null);

  const result = useQuery(AdminReturnsDocument, {
    variables: { status, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });

  const columns: TableProps<Line>['columns'] = [
    ...lineIdColumns<Line>(),
    {
      title: 'Product',
      key: 'product',
      render: (_, line) => `${line.productName} × ${line.quantity}`,
      ellipsis: true,
      width: 200,
    },
    { title: 'Reason', dataIndex: 'returnReason', render: (reason: ReturnReason | null) => reasonLabel(reason) },
    {
      title: 'Note',
      key: 'note',
      render: (_, line) =>
        line.returnDeclineReason ? `Declined: ${line.returnDeclineReason}` : (line.returnNote ?? '—'),
    },
    ...lineMoneyColumns<Line>(),
    lineOrderedColumn<Line>(),
    {
      title: 'Actions',
      key: 'actions',
      // In view at the right edge, as on the Orders screen, however wide the notes make the table.
      fixed: 'right',
      render: (_, line) => (
        <Space wrap>
          {actionsFor(line.status, can).map((each) => (
            <Button
              key={each}
              size="small"
              danger={each === 'DECLINE'}
              onClick={() => setAction({ line, action: each })}
              aria-label={`${ACTION_LABELS[each]}: return of line #${line.id}`}
            >
              {ACTION_LABELS[each]}…
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <section className="returns-screen">
      <h1>Returns</h1>
      <Segmented<OrderLineStatus>
        aria-label="Return step"
        options={RETURN_TABS.map((tab) => ({ value: tab.value, label: tab.label }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          paging.reset();
        }}
      />
      <OrderLineTable<Line>
        columns={columns}
        result={result}
        onPage={paging.onPage}
        noun="return"
        emptyText="No returns here."
      />
      {action && <ReturnActionDialog line={action.line} action={action.action} onClose={() => setAction(null)} />}
    </section>
  );
}
