/**
 * Keys of the public read cache (core.cache). Core names them because core decides, after each
 * write, what became stale; the gateway reads through the same names.
 */
export const cacheKeys = {
  menu: (empresaId: number) => `menu:${empresaId}`,
  categorias: (empresaId: number) => `categorias:${empresaId}`,
  opcoes: (produtoId: number) => `opcoes:${produtoId}`,
  empresa: (empresaId: number) => `empresa:${empresaId}`,
  metaPixel: (empresaId: number) => `meta-pixel:${empresaId}`,
  /** GET /api/frete/info: the fee rule, the radius and whether pickup is offered. */
  freteInfo: (empresaId: number) => `frete-info:${empresaId}`,
  /** A company's printers in use, as each process remembers them (impressoras/service.ts). */
  impressoras: (empresaId: number) => `impressoras:${empresaId}`,
  /** The status changes with the clock: one entry per empresa and minute (all of them without one). */
  status: (empresaId: number, minuto?: number) =>
    minuto === undefined ? `status:${empresaId}` : `status:${empresaId}:${minuto}`,
  /** The status entry of the minute `agora` falls in (GET /api/horario-funcionamento/status). */
  statusEm: (empresaId: number, agora: Date) =>
    cacheKeys.status(empresaId, Math.floor(agora.getTime() / 60_000)),
};
