import { config } from 'zod';

/**
 * For the browser, whose Content-Security-Policy forbids eval: zod then neither compiles its
 * parsers with `new Function` nor probes whether it may (the probe is reported as a CSP
 * violation on every page that validates). The server keeps the faster compiled parsers.
 */
export function zodSemEval(): void {
  config({ jitless: true });
}
