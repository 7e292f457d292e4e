import { PEDIDO_STATUS_EM_ABERTO, type Pedido, type PedidoStatus } from '@cardapio/shared-events';
import { useEffect, useMemo, useState } from 'react';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useAlertaSonoro, useAvisosDeChamadas } from './alertas';
import {
  useChamadasPendentesQuery,
  useConfiguracaoDoMonitorQuery,
  useMudarStatusDoPedidoMutation,
  usePedidosDaEquipeQuery,
  useResponderChamadaMutation,
  type AcessoDaEquipe,
} from './api';
import { idadeDoPedido, LIMITES_PADRAO, useAgora } from './idade';
import type { NaCozinha, TelaDoPedido } from './components/PedidoEquipeCard';
import { useCozinha } from '../../monitor/cozinha';

/** Polling is the fallback of the push (staff-side §7): monitor 15 s, board 30 s. */
export const INTERVALO_DE_ATUALIZACAO_MS: Record<TelaDoPedido, number> = {
  monitor: 15_000,
  quadro: 30_000,
};

/**
 * Active orders: every open one, on both screens. The spec's board counted only pendente and
 * preparando because it had nothing to do with a ready order; it now dispatches them (issue 26).
 */
const ativo = (pedido: Pedido) => PEDIDO_STATUS_EM_ABERTO.includes(pedido.status);

/** Oldest first among active orders: the kitchen works in arrival order. */
const maisAntigoPrimeiro = (a: Pedido, b: Pedido) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/**
 * Everything the board and the monitor share: live lists with their polling fallback, sections,
 * ticket ageing, sounds and call toasts, status changes with confirmation and toasts.
 */
export function usePainelDePedidos(
  acesso: AcessoDaEquipe | null,
  tela: TelaDoPedido,
  /** Which new orders ring the chime here (a station view: those with something of its own). */
  contaNoSom?: (pedido: Pedido) => boolean,
) {
  const intervalo = INTERVALO_DE_ATUALIZACAO_MS[tela];
  const pular = acesso === null;
  const argumento = acesso ?? { empresaId: 0, sessao: 'cliente' as const };
  const pedidos = usePedidosDaEquipeQuery(argumento, { skip: pular, pollingInterval: intervalo });
  const chamadas = useChamadasPendentesQuery(argumento, {
    skip: pular,
    pollingInterval: intervalo,
  });
  const config = useConfiguracaoDoMonitorQuery(argumento.sessao, { skip: pular });
  const [mudarStatus] = useMudarStatusDoPedidoMutation();
  const [responderChamada, resposta] = useResponderChamadaMutation();
  const [mudando, setMudando] = useState<{ id: number; para: PedidoStatus } | null>(null);
  const [cancelando, setCancelando] = useState<Pedido | null>(null);
  const agora = useAgora(tela === 'monitor' ? 15_000 : 30_000);
  const limites = config.data ?? LIMITES_PADRAO;

  // 'Erro ao carregar pedidos' once per failure, not on every poll.
  const falhou = pedidos.isError;
  useEffect(() => {
    if (falhou) notify.error('Erro ao carregar pedidos');
  }, [falhou]);

  // Last time the list changed (an answer or a push), for the footer.
  const [ultimaAtualizacao, setUltimaAtualizacao] = useState<number | null>(null);
  const lista = pedidos.data;
  const recebidoEm = pedidos.fulfilledTimeStamp;
  useEffect(() => {
    if (lista) setUltimaAtualizacao(Date.now());
  }, [lista, recebidoEm]);

  const secoes = useMemo(() => {
    const todos = lista ?? [];
    const ativos = todos.filter(ativo).sort(maisAntigoPrimeiro);
    const cancelados = todos.filter((p) => p.status === 'cancelado');
    const concluidos = todos.filter((p) => !ativo(p) && p.status !== 'cancelado');
    return { ativos, cancelados, concluidos };
  }, [lista]);

  // The board (staff) hears what the kitchen has not seen; the monitor is the kitchen itself.
  const cozinha = useCozinha(
    tela === 'quadro' && acesso?.sessao === 'cliente' ? acesso.empresaId : null,
  );
  const novos = secoes.ativos.filter(
    (p) => p.status === 'pendente' && (contaNoSom ? contaNoSom(p) : true),
  ).length;
  const som = useAlertaSonoro({
    pedidos: novos,
    chamadas: chamadas.data?.length ?? 0,
    cozinha: cozinha.tocando,
  });
  useAvisosDeChamadas(pular ? undefined : chamadas.data);

  async function aplicarStatus(pedido: Pedido, para: PedidoStatus) {
    if (!acesso) return;
    setMudando({ id: pedido.id, para });
    try {
      const resultado = await mudarStatus({ id: pedido.id, status: para, acesso }).unwrap();
      notify.success(resultado.mensagem || 'Status atualizado com sucesso!');
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao atualizar status'));
    } finally {
      setMudando(null);
    }
  }

  /** Cancelling asks first; every other move happens at once. */
  function acao(pedido: Pedido, para: PedidoStatus) {
    if (para === 'cancelado') setCancelando(pedido);
    else void aplicarStatus(pedido, para);
  }

  async function responder(id: number, status: 'atendida' | 'cancelada') {
    if (!acesso) return;
    try {
      const resultado = await responderChamada({ id, status, acesso }).unwrap();
      notify.success(resultado.mensagem || 'Status da chamada atualizado com sucesso!');
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao atualizar status da chamada'));
    }
  }

  return {
    /** Who is looking (the print buttons call with the same token). */
    acesso,
    pedidos,
    chamadas: chamadas.data ?? [],
    secoes,
    agora,
    idade: (pedido: Pedido) => idadeDoPedido(pedido, agora, limites),
    /** The company's monitor settings (ageing thresholds, tolerance past a target). */
    limites,
    mudandoPara: (pedido: Pedido) => (mudando?.id === pedido.id ? mudando.para : null),
    acao,
    cancelamento: {
      pedido: cancelando,
      confirmar: async () => {
        if (cancelando) await aplicarStatus(cancelando, 'cancelado');
        setCancelando(null);
      },
      fechar: () => setCancelando(null),
    },
    responder,
    respondendoChamada: resposta.isLoading ? resposta.originalArgs?.id : undefined,
    semTelefone: () => notify.error('Este pedido não possui telefone para contato'),
    ultimaAtualizacao,
    som,
    cozinha: tela === 'quadro' ? cozinha : null,
    /** The board's kitchen mark of an order (none on the monitor). */
    naCozinha: (pedido: Pedido): NaCozinha | undefined =>
      tela === 'quadro'
        ? { recebido: cozinha.recebidoDe(pedido.id), alerta: !!cozinha.alertaDe(pedido.id) }
        : undefined,
  };
}

/** The live board's state and actions, as the order pages receive it. */
export type PainelDePedidos = ReturnType<typeof usePainelDePedidos>;
