import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestProviders } from '../test/render';
import { RadioChoice, RadioGroup } from './radio-group';

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('b');
  return (
    <RadioGroup
      label="Delivery address"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <ul>
        <li>
          <RadioChoice value="a">Home</RadioChoice>
        </li>
        <li>
          <RadioChoice value="b">Office</RadioChoice>
        </li>
      </ul>
    </RadioGroup>
  );
}

test('one named group of radios: the chosen one is checked and a click chooses another', async () => {
  const chosen: string[] = [];
  render(
    <TestProviders>
      <Picker onChange={(value) => chosen.push(value)} />
    </TestProviders>,
  );
  const group = screen.getByRole('radiogroup', { name: 'Delivery address' });
  const home = screen.getByRole('radio', { name: 'Home' });
  const office = screen.getByRole('radio', { name: 'Office' });
  expect(group).toContainElement(home);
  // One name: the browser's arrow keys and single tab stop of a radio group.
  expect(home).toHaveAttribute('name', office.getAttribute('name')!);
  expect(office).toBeChecked();
  expect(home).not.toBeChecked();

  await userEvent.click(screen.getByText('Home'));
  expect(home).toBeChecked();
  expect(office).not.toBeChecked();
  expect(chosen).toEqual(['a']);
});
