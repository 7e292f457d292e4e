export * from './rooms';
export * from './auth';
export * from './empresas';
export * from './events';
export * from './jobs';
export * from './pedidos';
export * from './schemas/auth';
