export { createApp } from './app';
export { loadConfig, type GatewayConfig } from './config';
export { startServer, type RunningServer } from './server';
