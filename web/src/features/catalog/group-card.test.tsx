import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GroupCard_GroupFragment } from '../../__generated__/graphql';
import { GroupCard } from './group-card';

function renderCard(overrides: Partial<GroupCard_GroupFragment> = {}) {
  const group: GroupCard_GroupFragment = {
    id: '42',
    productName: 'Cordless Drill 20V',
    price: 1500,
    discountedPrice: 1234.5,
    imageUrl: '/media/groups/drill.jpg',
    ...overrides,
  };
  render(
    <MemoryRouter>
      <GroupCard group={group} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: group.productName });
}

describe('GroupCard', () => {
  it('links to the group page and lazy-loads its image', () => {
    const card = renderCard();

    expect(within(card).getByRole('link')).toHaveAttribute('href', '/product/42');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/media/groups/drill.jpg');
  });

  it("cuts a product name longer than 40 characters and adds '...'", () => {
    const longName = 'Professional Cordless Hammer Drill Kit with Two Batteries';
    const card = renderCard({ productName: longName });

    expect(
      within(card).getByRole('heading', { name: 'Professional Cordless Hammer Drill Kit w...' }),
    ).toBeInTheDocument();
    expect(within(card).queryByText(longName)).not.toBeInTheDocument();
  });

  it('shows the struck-through original price beside the lower current price', () => {
    const card = renderCard({ price: 1500, discountedPrice: 1234.5 });

    expect(within(card).getByText('$1,500.00').tagName).toBe('DEL');
    expect(within(card).getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows one price when the prices are the same', () => {
    const card = renderCard({ price: 49.9, discountedPrice: 49.9 });

    expect(within(card).getByText('$49.90').tagName).not.toBe('DEL');
    expect(card.querySelector('del')).toBeNull();
  });
});
