import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminDeliveryAreaDocument,
  AdminGroupCategoriesDocument,
  AdminGroupsDocument,
  GroupsCsvPathDocument,
  AnnounceGroupImageDocument,
  CloseGroupDocument,
  CreateGroupDocument,
  type AdminGroupFieldsFragment,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { captureDownloads } from '../../test/download-capture';
import { renderRoutes } from '../../test/render';
import { accessOf } from '../../test/staff-access';
import { ADMIN_GROUP } from './admin-group.fixture';
import { GroupsScreen } from './groups-screen';
import { LEVEL_MESSAGES } from './level-rules';

// antd's table, select and modal are heavy in jsdom.
jest.setTimeout(150_000);

const GROUP = ADMIN_GROUP;
const UPLOAD_URL = 'https://shop.example/uploads/group-image?signature=abc';

// The picture's upload is a fetch PUT, replaced by a test that makes one.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const LIST_VARIABLES = { status: null, categoryId: null, search: null, first: 20 };

const listMock = (groups: AdminGroupFieldsFragment[]) => ({
  request: { query: AdminGroupsDocument, variables: LIST_VARIABLES },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        groups: adminConnection('AdminGroupConnection', groups),
      },
    },
  },
  maxUsageCount: 5,
});

const categoriesMock = {
  request: { query: AdminGroupCategoriesDocument },
  result: {
    data: {
      categories: [
        {
          __typename: 'Category',
          id: '1',
          name: 'Kitchen',
          subCategories: [{ __typename: 'Category', id: '2', name: 'Cookware' }],
        },
      ],
    },
  },
  maxUsageCount: 5,
};

test('the table shows each group’s figures; closing one confirms what it does and shows the server’s message', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <GroupsScreen /> }],
    mocks: [
      listMock([GROUP]),
      categoriesMock,
      {
        request: { query: CloseGroupDocument, variables: { id: '41' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              closeGroup: {
                __typename: 'AdminGroupPayload',
                message: 'Group closed',
                group: { ...GROUP, status: 'CLOSED' },
              },
            },
          },
        },
      },
    ],
  });
  const row = (await screen.findByRole('link', { name: 'Cast Iron Skillet' }, { timeout: 10_000 })).closest('tr')!;
  expect(within(row).getByText('Cookware')).toBeInTheDocument();
  expect(within(row).getByText('60 / 300')).toBeInTheDocument();
  expect(within(row).getByText('Level 2 of 2 · $39.99')).toBeInTheDocument();
  expect(within(row).getByText('Open')).toBeInTheDocument();
  expect(screen.getByText('1 group')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Close now: group #41' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Close group #41?')).toBeInTheDocument();
  expect(within(dialog).getByText(/stops taking orders now, with 60 of 300 units booked/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close group' }));
  expect(await screen.findByText('Group closed')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText('Closed')).toBeInTheDocument());
  expect(within(row).queryByRole('button', { name: 'Close now: group #41' })).not.toBeInTheDocument();
});

test('the level editor enforces the rules as typed; bad input is refused before anything is sent; a valid group is created after confirming', async () => {
  const user = userEvent.setup();
  // The mocks carry __typename on nested objects, which the fragment's type leaves out.
  const created: AdminGroupFieldsFragment = {
    ...GROUP,
    id: '42',
    productName: 'Dutch Oven',
    quantityBooked: 0,
    currentLevel: 1,
  };
  renderRoutes({
    routes: [{ path: '/', element: <GroupsScreen /> }],
    mocks: [
      listMock([]),
      categoriesMock,
      {
        request: { query: AdminDeliveryAreaDocument, variables: { supplierZip: '75204', radiusMiles: 5 } },
        result: {
          data: {
            admin: {
              __typename: 'AdminQuery',
              deliveryArea: { __typename: 'AdminDeliveryArea', total: 3, zipCodes: ['75201', '75204', '75219'] },
            },
          },
        },
        maxUsageCount: 5,
      },
      {
        request: {
          query: CreateGroupDocument,
          variables: {
            input: {
              categoryId: '2',
              productName: 'Dutch Oven',
              description: 'Enamelled.',
              price: '49.99',
              shipping: '7.00',
              maxQuantity: 300,
              endDate: new Date('2030-01-15T18:00').toISOString(),
              supplierZip: '75204',
              supplierStreet: '3300 McKinney Ave',
              supplierCity: 'Dallas',
              supplierState: 'TX',
              radiusMiles: 5,
              levels: [
                { quantity: 50, price: '44.99' },
                { quantity: 150, price: '39.99' },
                { quantity: 300, price: '34.99' },
              ],
            },
          },
        },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              createGroup: { __typename: 'AdminGroupPayload', message: 'Group created', group: created },
            },
          },
        },
      },
      {
        request: { query: AnnounceGroupImageDocument, variables: { groupId: '42', mimeType: 'image/png' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              announceGroupImage: {
                __typename: 'AdminGroupImageUpload',
                message: 'Upload link created',
                uploadUrl: UPLOAD_URL,
                imageUrl: 'groups/g42-1.png',
              },
            },
          },
        },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: /New group/ }, { timeout: 10_000 }));
  const form = await screen.findByRole('form', { name: 'New group' });
  const text = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });

  text('List price ($)', '49.99');
  text('Maximum quantity', '300');
  text('Level 1 quantity', '50');
  text('Level 1 price', '49.99');
  expect(within(form).getByText(LEVEL_MESSAGES.priceBelowList)).toBeInTheDocument();
  text('Level 1 price', '44.99');
  expect(within(form).queryByText(LEVEL_MESSAGES.priceBelowList)).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: /Add level/ }));
  text('Level 2 quantity', '40');
  text('Level 2 price', '45.99');
  expect(within(form).getByText(LEVEL_MESSAGES.quantityRising)).toBeInTheDocument();
  expect(within(form).getByText(LEVEL_MESSAGES.priceRising)).toBeInTheDocument();

  // Sending now changes nothing: each field says what is wrong (no mutation is mocked for it).
  await user.click(within(form).getByRole('button', { name: 'Create group…' }));
  expect(await within(form).findByText('Product name is required')).toBeInTheDocument();
  expect(within(form).getByText('Fix the price levels marked below')).toBeInTheDocument();
  expect(screen.queryByText('Create this group?')).not.toBeInTheDocument();

  text('Level 2 quantity', '150');
  text('Level 2 price', '39.99');
  await user.click(within(form).getByRole('button', { name: /Add level/ }));
  text('Level 3 quantity', '300');
  text('Level 3 price', '34.99');
  await user.click(within(form).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Cookware' }));
  text('Product name', 'Dutch Oven');
  text('Description', 'Enamelled.');
  text('Shipping per unit ($, whole)', '7');
  text('Sales end', '2030-01-15T18:00');
  text('Street', '3300 McKinney Ave');
  text('City', 'Dallas');
  text('State', 'TX');
  text('Supplier ZIP', '75204');
  text('Delivery radius (miles)', '5');
  expect(await within(form).findByText('75201, 75204, 75219')).toBeInTheDocument();
  expect(within(form).getByText(/Listed in 3 ZIP codes within 5 miles of 75204/)).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Create group…' }));
  let confirm = (await screen.findByText('Create this group?')).closest('.ant-modal') as HTMLElement;
  expect(within(confirm).getByText(/“Dutch Oven” opens now with 3 price levels/)).toBeInTheDocument();
  // No picture chosen: the operator is warned before the group opens, and goes back for one.
  expect(within(confirm).getByText('It has no picture')).toBeInTheDocument();
  expect(within(confirm).getByText(/Shoppers will see a placeholder until you add one/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByText('Create this group?')).not.toBeInTheDocument());
  const pictureInput = within(form).getByLabelText('Picture file');
  fireEvent.change(pictureInput, { target: { files: [new File(['gif'], 'oven.gif', { type: 'image/gif' })] } });
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture');
  fireEvent.change(pictureInput, { target: { files: [new File(['png'], 'oven.png', { type: 'image/png' })] } });
  expect(within(form).getByText('oven.png')).toBeInTheDocument();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  const put = jest.fn(async () => new Response(null, { status: 200 }));
  globalThis.fetch = put as unknown as typeof fetch;

  await user.click(within(form).getByRole('button', { name: 'Create group…' }));
  confirm = (await screen.findByText('Create this group?')).closest('.ant-modal') as HTMLElement;
  expect(within(confirm).queryByText('It has no picture')).not.toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Create group' }));
  expect(await screen.findByText('Group created')).toBeInTheDocument();
  // The picture follows as soon as the group exists.
  expect(await screen.findByText('Picture uploaded')).toBeInTheDocument();
  expect(put).toHaveBeenCalledWith(UPLOAD_URL, expect.objectContaining({ method: 'PUT' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'New group' })).not.toBeInTheDocument());
});

// The console by role: only a role that edits groups creates, edits or closes one.
test.each([
  ['CATALOGUE', true],
  ['FULFILMENT', false],
] as const)('as %s the screen offers New group, Edit and Close now: %s', async (role, offered) => {
  renderRoutes({
    routes: [{ path: '/', element: <GroupsScreen /> }],
    mocks: [listMock([GROUP]), categoriesMock],
    access: accessOf(role),
  });
  await screen.findByRole('link', { name: GROUP.productName }, { timeout: 10_000 });
  expect(Boolean(screen.queryByRole('button', { name: /New group/ }))).toBe(offered);
  expect(Boolean(screen.queryByRole('button', { name: `Edit group #${GROUP.id}` }))).toBe(offered);
  expect(Boolean(screen.queryByRole('button', { name: `Close now: group #${GROUP.id}` }))).toBe(offered);
});

test('Export CSV downloads the groups of the filters on screen', async () => {
  const user = userEvent.setup();
  localStorage.setItem('token', 'admin-token');
  const downloads = captureDownloads('group_id\n41\n');
  try {
    renderRoutes({
      routes: [{ path: '/', element: <GroupsScreen /> }],
      mocks: [
        listMock([GROUP]),
        categoriesMock,
        {
          request: { query: AdminGroupsDocument, variables: { ...LIST_VARIABLES, search: 'skillet' } },
          result: {
            data: { admin: { __typename: 'AdminQuery', groups: adminConnection('AdminGroupConnection', [GROUP]) } },
          },
        },
        {
          request: { query: GroupsCsvPathDocument, variables: { status: null, categoryId: null, search: 'skillet' } },
          result: { data: { admin: { __typename: 'AdminQuery', groupsCsvPath: '/admin/groups.csv?search=skillet' } } },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Search groups by name or number'), ' skillet {Enter}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported the groups')).toBeInTheDocument();
    expect(downloads.fetched).toEqual([
      { url: '/admin/groups.csv?search=skillet', authorization: 'Bearer admin-token' },
    ]);
    expect(downloads.saved).toEqual(['groups.csv']);
  } finally {
    downloads.restore();
    localStorage.clear();
  }
});
