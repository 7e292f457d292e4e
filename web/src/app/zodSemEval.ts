/**
 * Imported first by main.tsx, before any module that builds a zod schema. zod decides at each
 * object schema's construction whether to compile its parser with `new Function`, probing eval
 * once; the Content-Security-Policy refuses eval and reports the probe as a violation. zod reads
 * its configuration from this global, so setting it here, before shared-events evaluates, keeps
 * every schema on the interpreted path.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
