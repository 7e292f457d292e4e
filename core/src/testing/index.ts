export { createTestDatabase } from './test-database';
export { waitFor } from './wait-for';
