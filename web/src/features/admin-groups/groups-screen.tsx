import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AdminGroupCategoriesDocument,
  AdminGroupsDocument,
  GroupsCsvPathDocument,
  type AdminGroupFieldsFragment,
  type GroupStatus,
} from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { adminGroupPath } from '../../lib/paths';
import { usePermissions } from '../../lib/staff-access';
import { CloseGroupDialog } from './close-group-dialog';
import { areaText, currentLevelText } from './group-display';
import { GroupFormDialog } from './group-form-dialog';
import { ImportGroupsDialog } from './import-groups-dialog';
import './groups-screen.css';

type Group = AdminGroupFieldsFragment;
type StatusFilter = GroupStatus | 'ALL';
const ALL_CATEGORIES = 'ALL';

const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All statuses' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

// The Groups screen: every group, newest first, searched and filtered, a page at a time;
// create, edit and close from here (a role that edits groups), a group's page from its name.
export function GroupsScreen() {
  const { can } = usePermissions();
  const editable = can('GROUPS_WRITE');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const client = useApolloClient();
  // The groups of the filters on screen: status, category and search.
  const groupsCsvPath = async () =>
    (
      await client.query({
        query: GroupsCsvPathDocument,
        variables: { status: status === 'ALL' ? null : status, categoryId, search: search || null },
      })
    ).data?.admin.groupsCsvPath;
  const paging = useAdminPaging();
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const [closing, setClosing] = useState<Group | null>(null);
  const [importing, setImporting] = useState(false);
  const categories = useQuery(AdminGroupCategoriesDocument).data?.categories ?? [];

  const { data, previousData, loading, error } = useQuery(AdminGroupsDocument, {
    variables: {
      status: status === 'ALL' ? null : status,
      categoryId,
      search: search || null,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });
  const groups = (data ?? previousData)?.admin.groups;

  const columns: NonNullable<TableProps<Group>['columns']> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, group) => <Link to={adminGroupPath(group.id)}>{group.productName}</Link>,
      ellipsis: true,
      width: 240,
    },
    { title: 'Category', key: 'category', render: (_, group) => group.category.name, ellipsis: true, width: 150 },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: GroupStatus) => <Tag className="group-status">{value === 'OPEN' ? 'Open' : 'Closed'}</Tag>,
    },
    { title: 'Booked / max', key: 'booked', render: (_, group) => `${group.quantityBooked} / ${group.maxQuantity}` },
    { title: 'Current level and price', key: 'level', render: (_, group) => currentLevelText(group) },
    { title: 'Ends', dataIndex: 'endDate', render: (value: string) => formatDate(value) },
    { title: 'Area', key: 'area', render: (_, group) => areaText(group), responsive: ['lg'] },
  ];
  if (editable)
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, group) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(group)} aria-label={`Edit group #${group.id}`}>
            Edit
          </Button>
          {group.status === 'OPEN' && (
            <Button size="small" danger onClick={() => setClosing(group)} aria-label={`Close now: group #${group.id}`}>
              Close now…
            </Button>
          )}
        </Space>
      ),
    });

  return (
    <section className="groups-screen">
      <div className="groups-screen__head">
        <h1>Groups</h1>
        {editable && (
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              New group
            </Button>
          </Space>
        )}
      </div>
      <div className="groups-screen__filters">
        <Select<StatusFilter>
          aria-label="Status"
          value={status}
          options={STATUS_FILTERS}
          virtual={false}
          className="groups-screen__select"
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
        <Select<string>
          aria-label="Category"
          value={categoryId ?? ALL_CATEGORIES}
          virtual={false}
          className="groups-screen__select"
          options={[
            { value: ALL_CATEGORIES, label: 'All categories' },
            ...categories.map((parent) => ({
              label: parent.name,
              title: parent.name,
              options: [parent, ...parent.subCategories].map((c) => ({ value: c.id, label: c.name })),
            })),
          ]}
          onChange={(value) => {
            setCategoryId(value === ALL_CATEGORIES ? null : value);
            paging.reset();
          }}
        />
        <Input.Search
          aria-label="Search groups by name or number"
          placeholder="Product name or group number"
          allowClear
          enterButton="Search"
          className="groups-screen__search"
          onSearch={(value) => {
            setSearch(value.trim());
            paging.reset();
          }}
        />
        <ExportCsvButton csvPath={groupsCsvPath} fileName="groups.csv" what="the groups" />
      </div>
      {error && !groups && <Alert type="error" showIcon message={errorMessage(error)} />}
      <Table<Group>
        rowKey="id"
        columns={columns}
        dataSource={groups?.nodes ?? []}
        loading={loading && !groups}
        locale={{ emptyText: 'No groups match.' }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <AdminPager pageInfo={groups?.pageInfo} total={groups?.totalCount ?? 0} noun="group" onPage={paging.onPage} />
      {editing && <GroupFormDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {closing && <CloseGroupDialog group={closing} onClose={() => setClosing(null)} />}
      {importing && <ImportGroupsDialog onClose={() => setImporting(false)} />}
    </section>
  );
}
