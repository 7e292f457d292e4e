import type { ContextoDasAreas } from '../contexto';
import type { EntregadoresService } from '../entregadores';
import type { PedidosService } from '../pedidos/service';
import { criarClienteDoWhatsapp, type ClienteDoWhatsapp } from './cloud-api';
import { createConfiguracao } from './configuracao';
import { createEnvio } from './envio';
import { createWebhook } from './webhook';

export { assinaturaDoWebhook } from './webhook';
export { textoDaMensagem, numeroDoWhatsapp } from './mensagens';
export { WHATSAPP_BASE_URL_PADRAO, VERSAO_DA_API } from './cloud-api';

/** How often the sweeper looks for messages a lost enqueue or a dead worker left. */
const CONFERIR_A_CADA_MS = 60_000;

export interface OpcoesDoWhatsapp {
  /** Meta's Graph API, or a stand-in (WHATSAPP_BASE_URL). */
  baseUrl?: string;
  /** Tests shorten the wait before a send whose answer was lost goes again. */
  confirmacaoMs?: number;
  /** The number's throughput (default 80; Meta raises it for upgraded numbers). */
  mensagensPorSegundo?: number;
  cliente?: ClienteDoWhatsapp;
}

/**
 * WhatsApp messages (issue 32 §2): each order's steps to the customer who takes them, and the
 * couriers' links, through the Business Cloud API, sent by the workers ('whatsapp.enviar').
 */
export function criarAreaWhatsapp(
  ctx: ContextoDasAreas,
  deps: {
    pedidos: PedidosService;
    entregadores: EntregadoresService;
    publicUrl: string;
    opcoes?: OpcoesDoWhatsapp;
  },
) {
  const configuracao = createConfiguracao({
    db: ctx.db,
    now: ctx.now,
    publicUrl: deps.publicUrl,
    invalidacao: ctx.invalidacao,
  });
  const envio = createEnvio({
    db: ctx.db,
    enqueue: ctx.enqueue,
    cliente: deps.opcoes?.cliente ?? criarClienteDoWhatsapp(deps.opcoes?.baseUrl),
    configAtiva: configuracao.configAtiva,
    obterPedido: (empresaId, pedidoId) => deps.pedidos.obter(empresaId, pedidoId),
    registrarNoPedido: (empresaId, pedidoId, m) =>
      deps.pedidos.registrarMensagemWhatsapp(empresaId, pedidoId, m),
    registrarNoEntregador: (empresaId, entregadorId, m) =>
      deps.entregadores.registrarLinkWhatsapp(empresaId, entregadorId, m),
    anunciarPedido: (pedido) => deps.pedidos.anunciarAtualizado(pedido),
    anunciarEntregador: async (empresaId, entregadorId) => {
      await deps.entregadores.tocar(empresaId, entregadorId);
    },
    linkDoEntregador: async (empresaId, entregadorId) => {
      const row = await deps.entregadores.obter(empresaId, entregadorId).catch(() => null);
      return row?.ativo ? (await deps.entregadores.paraAdmin(row)).link : null;
    },
    log: (...args) => console.error(...args),
    confirmacaoMs: deps.opcoes?.confirmacaoMs,
    porJanela: deps.opcoes?.mensagensPorSegundo,
  });
  const webhook = createWebhook({ db: ctx.db, configDa: configuracao.configDa, envio });

  // After the change committed, never inside its transaction: only a job is asked for.
  deps.pedidos.ouvirCriacao((pedido) => envio.aposMudanca(pedido));
  deps.pedidos.ouvirStatus({
    aoMudar: async () => undefined,
    depoisDoCommit: (_mudanca, pedido) => envio.aposMudanca(pedido),
  });
  ctx.jobs.registrar('whatsapp.enviar', (data) => envio.enviar(data));
  ctx.jobs.registrar('whatsapp.conferir', () => envio.conferir(), {
    aCadaMs: CONFERIR_A_CADA_MS,
  });

  return {
    whatsapp: {
      obterConfig: configuracao.obter,
      salvarConfig: configuracao.salvar,
      verificarWebhook: webhook.verificar,
      receberWebhook: webhook.receber,
      /** 'Enviar link por WhatsApp' (couriers page): refused when the store does not send. */
      async enviarLink(empresaId: number, entregadorId: number): Promise<boolean> {
        if (!(await configuracao.configAtiva(empresaId))) return false;
        await envio.pedirLink(empresaId, entregadorId);
        return true;
      },
    },
  };
}
