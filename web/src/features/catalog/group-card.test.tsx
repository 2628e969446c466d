import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { GroupCard_GroupFragment } from '../../__generated__/graphql';
import { usd } from '../../test/money';
import { GroupCard } from './group-card';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR + 30_000).toISOString();

function renderCard(overrides: Partial<GroupCard_GroupFragment> = {}) {
  const group: GroupCard_GroupFragment = {
    id: '42',
    productName: 'Cordless Drill 20V',
    price: usd('1500.00'),
    discountedPrice: usd('1234.50'),
    imageUrl: '/media/groups/drill.jpg',
    endDate: inHours(52),
    quantityBooked: 45,
    currentLevel: 2,
    nextLevel: { quantityLevel: 100, unitPrice: usd('1100.00'), unitsNeeded: 6 },
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

  it('shows the placeholder picture for a group without one', () => {
    const card = renderCard({ imageUrl: null });

    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('No picture yet')).toBeInTheDocument();
    expect(card.querySelector('.no-picture svg')).not.toBeNull();
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
    const card = renderCard({ price: usd('1500.00'), discountedPrice: usd('1234.50') });

    expect(within(card).getByText('$1,500.00').tagName).toBe('DEL');
    expect(within(card).getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows one price when the prices are the same', () => {
    const card = renderCard({ price: usd('49.90'), discountedPrice: usd('49.90') });

    expect(within(card).getByText('$49.90').tagName).not.toBe('DEL');
    expect(card.querySelector('del')).toBeNull();
  });

  it('shows the progress toward the next level as a named bar', () => {
    const card = renderCard();

    const bar = within(card).getByRole('progressbar', { name: '6 more units unlock $1,100.00' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemax', '51');
  });

  it('says the lowest price is reached at the top level, and shows no bar without levels', () => {
    renderCard({ id: '1', productName: 'Top', currentLevel: 3, nextLevel: null });
    const top = screen.getByRole('article', { name: 'Top' });
    expect(within(top).getByRole('progressbar', { name: 'Lowest price reached' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );

    renderCard({ id: '2', productName: 'Flat', currentLevel: 0, nextLevel: null });
    expect(within(screen.getByRole('article', { name: 'Flat' })).queryByRole('progressbar')).toBeNull();
  });

  it('shows the time left with the exact end, and no closing mark with more than a day left', () => {
    const endDate = inHours(52);
    const card = renderCard({ endDate });

    const time = within(card).getByText('Ends in 2 d 4 h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', endDate);
    expect(within(card).getByText(/^Ends on \d\d\/\d\d\/\d{4} at \d{1,2}:\d\d [AP]M$/)).toBeInTheDocument();
    expect(within(card).queryByText('Closing soon')).toBeNull();
  });

  it("marks a group 'Closing soon' in its last 24 hours", () => {
    const card = renderCard({ endDate: inHours(5) });

    expect(within(card).getByText('Closing soon')).toBeInTheDocument();
    expect(within(card).getByText('Ends in 5 h 0 min')).toBeInTheDocument();
  });
});
