import {
  naCozinhaJa,
  PEDIDO_STATUS_EM_ABERTO,
  TEMPO_PREPARO_PADRAO,
  type Pedido,
  type PedidoStatus,
} from '@cardapio/shared-events';
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
import { statusDasAcoes } from './cancelamento';
import { idadeDoPedido, LIMITES_PADRAO, useAgora } from './idade';
import type { NaCozinha, TelaDoPedido } from './components/PedidoEquipeCard';
import { useCozinha } from '../../monitor/cozinha';
import { inicioDoPedido, naCozinhaAgora } from '../../ritmo/agendamento';

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

/**
 * Oldest first among active orders: the kitchen works in arrival order (a scheduled order
 * arrives when the kitchen must start it).
 */
const maisAntigoPrimeiro = (a: Pedido, b: Pedido) =>
  inicioDoPedido(a) - inicioDoPedido(b) || a.id - b.id;

/** setTimeout's longest wait (about 24 days); a later start is looked at again then. */
const ESPERA_MAXIMA_MS = 2_147_483_647;

/**
 * The kitchen's screens hold a scheduled order back until its kitchen start (issue 31 §3): the
 * list without it, and a timer that shows it at that moment (the server also announces it again
 * then, and any change of the list is looked at with the clock of that moment). Elsewhere
 * (`ligado` false) the list as it is.
 */
export function useLiberadosNaCozinha(
  lista: Pedido[] | undefined,
  ligado: boolean,
): Pedido[] | undefined {
  const [tique, setTique] = useState(0);
  const liberados = useMemo(
    () => (lista && ligado ? naCozinhaAgora(lista, Date.now()) : { pedidos: lista, proximo: null }),
    // `tique`: the timer's moment, when the next held order starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lista, ligado, tique],
  );
  const { proximo } = liberados;
  useEffect(() => {
    if (proximo === null) return;
    const espera = Math.min(ESPERA_MAXIMA_MS, Math.max(0, proximo - Date.now()) + 50);
    const id = window.setTimeout(() => setTique((t) => t + 1), espera);
    return () => window.clearTimeout(id);
  }, [proximo, tique]);
  return liberados.pedidos;
}

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
  // What this screen shows: the monitor holds scheduled orders back until their kitchen start.
  const lista = useLiberadosNaCozinha(pedidos.data, tela === 'monitor');
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
  // A scheduled order rings once the kitchen must start it (the board shows it before; the
  // monitor's list holds it back until then).
  const novos = secoes.ativos.filter(
    (p) =>
      p.status === 'pendente' &&
      (tela === 'monitor' || naCozinhaJa(p, agora, TEMPO_PREPARO_PADRAO)) &&
      (contaNoSom ? contaNoSom(p) : true),
  ).length;
  const som = useAlertaSonoro({
    pedidos: novos,
    chamadas: chamadas.data?.length ?? 0,
    cozinha: cozinha.tocando,
  });
  useAvisosDeChamadas(pular ? undefined : chamadas.data);

  async function aplicarStatus(pedido: Pedido, para: PedidoStatus, motivo?: string) {
    if (!acesso) return;
    setMudando({ id: pedido.id, para });
    try {
      const resultado = await mudarStatus({
        id: pedido.id,
        status: para,
        ...(motivo ? { motivo } : {}),
        acesso,
      }).unwrap();
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

  // The dialog follows the order live: started meanwhile, it asks for the reason; moved on
  // (out for delivery, delivered, cancelled elsewhere), it closes.
  const agoraCancelando = cancelando
    ? (lista?.find((p) => p.id === cancelando.id) ?? cancelando)
    : null;
  const pedidoACancelar =
    agoraCancelando && statusDasAcoes(agoraCancelando).includes('cancelado')
      ? agoraCancelando
      : null;

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
    /** The orders this screen shows (the monitor's without the scheduled ones not due yet). */
    lista,
    chamadas: chamadas.data ?? [],
    secoes,
    agora,
    idade: (pedido: Pedido) => idadeDoPedido(pedido, agora, limites),
    /** The company's monitor settings (ageing thresholds, tolerance past a target). */
    limites,
    mudandoPara: (pedido: Pedido) => (mudando?.id === pedido.id ? mudando.para : null),
    acao,
    cancelamento: {
      pedido: pedidoACancelar,
      carregando: pedidoACancelar !== null && mudando?.id === pedidoACancelar.id,
      /** `motivo`: required once the kitchen started it (issue 31 §1). */
      confirmar: async (motivo?: string) => {
        if (pedidoACancelar) await aplicarStatus(pedidoACancelar, 'cancelado', motivo);
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
