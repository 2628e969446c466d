import { ValidationError } from 'yup';
import { loginSchema } from './login-schema';

async function messagesFor(values: { email?: string; password?: string }): Promise<string[]> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('login schema (docs/product.md#validation-rules)', () => {
  it('asks for a valid email when the address is malformed', async () => {
    expect(await messagesFor({ email: 'shopper@', password: 'x' })).toEqual(['Please enter a valid email']);
  });

  it('asks for the email address when it is empty', async () => {
    expect(await messagesFor({ email: '', password: 'x' })).toEqual(['Please enter email address']);
  });

  it('asks for the password when it is empty', async () => {
    expect(await messagesFor({ email: 'shopper@example.com', password: '' })).toEqual(['Please enter password']);
  });

  it('accepts a valid email and a password', async () => {
    expect(await messagesFor({ email: 'shopper@example.com', password: 'Shopper@123' })).toEqual([]);
  });
});
