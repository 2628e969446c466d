import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const ITEMS = ['Profile', 'Orders', 'Cards'] as const;

function Dashboard({ onTabClick }: { onTabClick: (key: string) => void }) {
  const [active, setActive] = useState<string>('Orders');
  return (
    <Tabs
      activeKey={active}
      onTabClick={(key) => {
        setActive(key);
        onTabClick(key);
      }}
      items={ITEMS.map((key) => ({ key, label: key, children: <p>{key} panel</p> }))}
    />
  );
}

test('the open tab is selected, the one Tab stop, and labels the only panel shown', () => {
  render(<Dashboard onTabClick={() => undefined} />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  const panel = screen.getByRole('tabpanel', { name: 'Orders' });
  expect(panel).toHaveTextContent('Orders panel');
  expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
  expect(screen.queryByText('Profile panel')).not.toBeInTheDocument();
});

test('a click opens a tab (the open one too), and the arrow keys, Home and End move and open', async () => {
  const user = userEvent.setup();
  const clicked: string[] = [];
  render(<Dashboard onTabClick={(key) => clicked.push(key)} />);
  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  await user.click(screen.getByRole('tab', { name: 'Cards' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Cards panel');

  await user.keyboard('{ArrowRight}'); // wraps round to the first
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Cards' })).toHaveFocus();
  await user.keyboard('{Home}');
  await user.keyboard('{End}');
  await user.keyboard('{Enter}'); // a button: opens the focused tab again
  expect(clicked).toEqual(['Orders', 'Cards', 'Profile', 'Cards', 'Profile', 'Cards', 'Cards']);
  expect(screen.getByRole('tabpanel', { name: 'Cards' })).toHaveTextContent('Cards panel');
});
