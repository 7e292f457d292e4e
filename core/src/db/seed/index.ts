export { seedDemo } from './seed';
export { DEMO_TENANTS, type SeedTenant } from './demo-data';
