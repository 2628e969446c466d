import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { Formik } from 'formik';
import { object } from 'yup';
import { phoneRule } from '../lib/validation/phone';
import { TestProviders } from '../test/render';
import { PhoneInput } from './phone-input';

let latest = '';

function renderPhone(initial = '') {
  latest = initial;
  return render(
    <TestProviders>
      <Formik
        initialValues={{ phone_number: initial }}
        validationSchema={object({ phone_number: phoneRule() })}
        onSubmit={() => undefined}
      >
        {({ values }) => {
          latest = values.phone_number;
          return (
            <Form component={false} layout="vertical">
              <PhoneInput name="phone_number" label="Phone" />
            </Form>
          );
        }}
      </Formik>
    </TestProviders>,
  );
}

describe('PhoneInput', () => {
  it('formats a US number as (214) 555-0100 and keeps that text', async () => {
    const user = userEvent.setup();
    renderPhone();
    const input = screen.getByLabelText('Phone');

    await user.type(input, '2145550100');

    expect(input).toHaveValue('(214) 555-0100');
    expect(input).toHaveAttribute('maxLength', '14');
    await waitFor(() => expect(latest).toBe('(214) 555-0100'));
  });

  it('takes no more than 10 digits', async () => {
    const user = userEvent.setup();
    renderPhone();
    const input = screen.getByLabelText('Phone');

    await user.type(input, '214555010099');

    expect(input).toHaveValue('(214) 555-0100');
  });

  it('shows a saved number formatted', () => {
    renderPhone('(214) 555-0100');
    expect(screen.getByLabelText('Phone')).toHaveValue('(214) 555-0100');
  });

  it('shows the schema’s messages once touched', async () => {
    const user = userEvent.setup();
    renderPhone();
    const input = screen.getByLabelText('Phone');

    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Please enter phone number')).toBeInTheDocument();

    await user.type(input, '214');
    await user.tab();
    expect(await screen.findByText('invalid phone number')).toBeInTheDocument();
    expect(latest).not.toBe('');
  });
});
