// The print agent's modules (issue 30); `cli.ts` is its command.
export * from './agente';
export * from './cp860';
export * from './diario';
export * from './escpos';
export * from './parear';
export * from './transporte';
