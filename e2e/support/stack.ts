// Where the e2e stack listens; ports apart from `npm start`'s so both can run at once.
export const E2E_API_PORT = 4610;
export const E2E_GATEWAY_PORT = 4600;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
