import { PIX_INTERVALO_MS, PIX_VALIDADE_PADRAO_MINUTOS } from '@cardapio/shared-events';
import { createAvisos } from './avisos';
import { createCancelamentoPelaEquipe } from './cancelamento-pela-equipe';
import { createConclusao } from './conclusao';
import { createConfiguracao } from './configuracao';
import { createConsulta } from './consulta';
import type { Deps, PagamentosDeps } from './deps';
import { createEtapaDoCheckout } from './etapa-do-checkout';
import { createPagamentoManual } from './pagamento-manual';
import { createPixNoSite } from './pix-no-site';
import { createProvedores } from './provedores';
import { createRegistros } from './registros';
import { createSimulacao } from './simulacao';
import { createWebhook } from './webhook';

export type { PagamentosDeps } from './deps';
export type { QuemConsulta } from './pix-no-site';

/**
 * PIX on the site (issue 5): the order and its charge are created together; the charge is
 * settled exactly once, whoever notices first (the poll job, Mercado Pago's webhook, a staff
 * member), and each outcome is pushed to the payer and to the staff. Each step lives in its
 * own module (provedores, conclusao, consulta, …); this composes them.
 */
export function createPagamentosService(entrada: PagamentosDeps) {
  const deps: Deps = {
    ...entrada,
    intervaloMs: entrada.intervaloMs ?? PIX_INTERVALO_MS,
    validadePadraoMs: entrada.validadePadraoMs ?? PIX_VALIDADE_PADRAO_MINUTOS * 60_000,
    log: entrada.log ?? ((m: string, e?: unknown) => console.error(m, e ?? '')),
  };
  const provedores = createProvedores(deps);
  const registros = createRegistros(deps.db);
  const avisos = createAvisos(deps.publish);
  const conclusao = createConclusao(deps, { ...provedores, ...registros, ...avisos });
  const consulta = createConsulta(deps, { ...provedores, ...registros, ...conclusao });
  const cancelamento = createCancelamentoPelaEquipe(deps, provedores);
  const pecas = { ...provedores, ...registros, ...avisos, ...conclusao, ...consulta };

  return {
    concluir: conclusao.concluir,

    /** The 'pagamento' step of the checkout (core.ts registers it). */
    etapaDoCheckout: createEtapaDoCheckout(deps, pecas),
    ...createConfiguracao(deps, provedores),
    ...createPixNoSite(deps, pecas),
    ...createSimulacao(pecas),
    ...createWebhook(deps, pecas),
    consultar: consulta.consultar,
    retomarPendentes: consulta.retomarPendentes,
    ...createPagamentoManual(deps, { ...pecas, ...cancelamento }),
  };
}

export type PagamentosService = ReturnType<typeof createPagamentosService>;
