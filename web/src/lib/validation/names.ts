import { string } from 'yup';

// Person and address text fields shared by the sign-up, profile and address forms (docs/product.md#documents).
export const firstNameRule = () => string().trim().required('Please enter first name');
export const lastNameRule = () => string().trim().required('Please enter last name');
export const streetRule = () => string().trim().required('Please enter street');
