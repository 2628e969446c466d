import { ValidationError, type Schema } from 'yup';

/** Every message a schema gives for the values, in order (empty when they are valid). */
export async function messagesFor(schema: Schema, values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}
