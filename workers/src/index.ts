export * from './queue/types';
export * from './queue/in-process-queue';
export * from './queue/bullmq-queue';
export * from './queue/redis';
export * from './process-guard';
export * from './config';
export * from './eventos/registro';
export * from './eventos/registro-redis';
