import { object, string } from 'yup';
import { lazySchemaValidation } from './lazy-schema';

const schema = object({ name: string().trim().required('Please enter name'), city: string() });
type Values = { name: string; city: string };

test('loads the schema once, at the first validation, and answers its messages as Formik fields', async () => {
  const load = jest.fn(() => Promise.resolve(schema));
  const validate = lazySchemaValidation<Values>(load);
  expect(load).not.toHaveBeenCalled();
  // Empty text counts as missing, as with Formik's validationSchema.
  expect(await validate({ name: '', city: '' })).toEqual({ name: 'Please enter name' });
  expect(await validate({ name: 'Sam', city: '' })).toEqual({});
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download is asked again at the next validation', async () => {
  const load = jest
    .fn<Promise<typeof schema>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(schema);
  const validate = lazySchemaValidation<Values>(load);
  await expect(validate({ name: '', city: '' })).rejects.toThrow('offline');
  expect(await validate({ name: '', city: '' })).toEqual({ name: 'Please enter name' });
  expect(load).toHaveBeenCalledTimes(2);
});
