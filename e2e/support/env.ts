/** Ports of the e2e run: the app under test and the SMTP server the recovery journey starts. */
export const E2E_PORT = 3100;
export const E2E_SMTP_PORT = 2526;
