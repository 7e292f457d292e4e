/**
 * Ports of the e2e run: the app under test and the SMTP server the recovery journey starts.
 * Overridable so two runs can share a machine (each on its own PGlite data folder).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/**
 * Each Playwright project runs against a server of its own (port, data, database, queue), so
 * the projects run side by side, one worker each, and never see each other's changes.
 */
export const PROJETOS = ['phone', 'desktop'] as const;

/** 0 for phone, 1 for desktop: added to every port a project's journeys use (E2E_PORT + 7, …). */
export function indiceDoProjeto(projeto: string): number {
  const indice = PROJETOS.indexOf(projeto as (typeof PROJETOS)[number]);
  if (indice < 0) throw new Error(`projeto desconhecido: ${projeto}`);
  return indice;
}

/** A port of this project: the base (E2E_PORT + n) plus the project's index. */
export const portaDoProjeto = (base: number, projeto: string) => base + indiceDoProjeto(projeto);
