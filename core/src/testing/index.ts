/**
 * `@cardapio/core/testing`: what tests, the end-to-end harness and the benchmarks may use beyond
 * the public entry (`@cardapio/core`). Nothing outside core imports `@cardapio/core/src/...`
 * (core's package `exports` allows only these two entries; lint says so too).
 */
export { createTestDatabase, withAdmin } from './test-database';
export { waitFor } from './wait-for';
export { pgliteTemplateFile, pgTemplateDb, postgresUrlFor } from './template';
/** Every table, for tests that check what a request wrote. */
export * from '../db/schema';
export { CARDAPIO_DE_EXEMPLO } from '../db/seed/demo-data';
export { assinarWebhook } from '../pagamentos/providers/mercadopago';
export { etapaPrecificar, etapaTravarCarrinho } from '../carrinho/etapas';
export {
  createCheckout,
  type ContextoDoCheckout,
  type EtapaDoCheckout,
} from '../checkout/pipeline';
export { etapaDoFrete } from '../frete/etapa';
export type { MudancaDeStatus } from '../pedidos/service';
export { calcularStatusDaLoja } from '../horarios/status';
export { createDashboardService } from '../dashboard/service';
export { createEventosPendentesService } from '../eventos/service';
export { reconstruirRelatorios } from '../relatorios/service';
export { createExportacoesService } from '../relatorios/exportacao/service';
export { createEnvio, type EnvioDeps } from '../whatsapp/envio';
