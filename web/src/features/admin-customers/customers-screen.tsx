import { Alert, Input, Select, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AdminCustomersDocument,
  CustomersCsvPathDocument,
  type AdminCustomerSort,
  type AdminCustomersQuery,
} from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { adminCustomerPath } from '../../lib/paths';
import { SEARCH_MAX_LENGTH, fullName } from './customer-rules';
import './customers-screen.css';

type Customer = AdminCustomersQuery['admin']['customers']['nodes'][number];

const SORTS: { value: AdminCustomerSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'NAME', label: 'By name' },
];

// The Customers screen: every account, searched by name or e-mail, each opening its page.
export function CustomersScreen() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminCustomerSort>('NEWEST');
  const client = useApolloClient();
  const paging = useAdminPaging();
  const { data, previousData, loading, error } = useQuery(AdminCustomersDocument, {
    variables: { search: search || null, sort, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const customers = (data ?? previousData)?.admin.customers;

  const columns: TableProps<Customer>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, customer) => <Link to={adminCustomerPath(customer.id)}>{fullName(customer)}</Link>,
    },
    { title: 'E-mail', dataIndex: 'email', ellipsis: true },
    {
      title: 'Type',
      key: 'type',
      render: (_, customer) =>
        customer.role === 'admin' ? (
          <Tag className="customer-tag">Operator</Tag>
        ) : customer.customerType === 'BUSINESS' ? (
          `Business${customer.companyName ? ` (${customer.companyName})` : ''}`
        ) : (
          'Individual'
        ),
    },
    {
      title: 'E-mail confirmed',
      dataIndex: 'emailVerified',
      render: (verified: boolean) => (verified ? 'Yes' : 'No'),
      responsive: ['lg'],
    },
    { title: 'Since', dataIndex: 'createdAt', render: (value: string) => formatDate(value), responsive: ['lg'] },
  ];

  return (
    <section className="customers-screen">
      <h1>Customers</h1>
      <div className="customers-screen__filters">
        <Input.Search
          aria-label="Search by name or e-mail"
          placeholder="Name or e-mail"
          maxLength={SEARCH_MAX_LENGTH}
          allowClear
          enterButton="Search"
          onSearch={(value) => {
            setSearch(value.trim());
            paging.reset();
          }}
          className="customers-screen__search"
        />
        <Select<AdminCustomerSort>
          aria-label="Sort"
          value={sort}
          options={SORTS}
          onChange={(value) => {
            setSort(value);
            paging.reset();
          }}
          className="customers-screen__sort"
          virtual={false}
        />
        <ExportCsvButton
          csvPath={async () =>
            (await client.query({ query: CustomersCsvPathDocument, variables: { search: search || null, sort } })).data
              ?.admin.customersCsvPath
          }
          fileName="customers.csv"
          what="the customers"
        />
      </div>
      {error && !customers && <Alert type="error" showIcon title={errorMessage(error)} />}
      <Table<Customer>
        rowKey="id"
        columns={columns}
        dataSource={customers?.nodes ?? []}
        loading={loading && !customers}
        locale={{ emptyText: 'No customer matches.' }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <AdminPager
        pageInfo={customers?.pageInfo}
        total={customers?.totalCount ?? 0}
        noun="customer"
        onPage={paging.onPage}
      />
    </section>
  );
}
