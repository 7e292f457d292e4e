/**
 * Ports of the e2e run: the app under test and the SMTP server the recovery journey starts.
 * Overridable so two runs can share a machine (each on its own PGlite data folder).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
