// A group as the console's AdminGroupFields fragment answers it, for the Groups tests.
export const ADMIN_GROUP = {
  __typename: 'AdminGroup',
  id: '41',
  productName: 'Cast Iron Skillet',
  description: 'Pre-seasoned.',
  category: { __typename: 'CategoryRef', id: '2', name: 'Cookware' },
  status: 'OPEN' as const,
  quantityBooked: 60,
  maxQuantity: 300,
  price: { __typename: 'Money', amount: '49.99', currencyCode: 'USD' as const },
  currentPrice: { __typename: 'Money', amount: '39.99', currencyCode: 'USD' as const },
  currentLevel: 2,
  shipping: { __typename: 'Money', amount: '7.00', currencyCode: 'USD' as const },
  endDate: '2030-01-15T18:00:00.000Z',
  levels: [
    {
      __typename: 'AdminPriceLevel',
      quantity: 50,
      price: { __typename: 'Money', amount: '44.99', currencyCode: 'USD' as const },
    },
    {
      __typename: 'AdminPriceLevel',
      quantity: 150,
      price: { __typename: 'Money', amount: '39.99', currencyCode: 'USD' as const },
    },
  ],
  images: [] as string[],
  documents: [] as { __typename: 'GroupDocument'; url: string; fileName: string }[],
  supplier: {
    __typename: 'SupplierAddress',
    street: '3300 McKinney Ave',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75204',
  },
  radiusMiles: 40,
};
