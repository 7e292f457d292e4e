import {
  type CapacidadeInput,
  type EstadoDoRitmo,
  MENSAGENS_EMPRESA,
  type PausaMin,
  type Publish,
  rooms,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { gravarNaEmpresa, type ConfiguracaoDoRitmo } from '../empresas/escritas';
import { cacheKeys } from '../shared/cache-keys';
import { naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { fimDaPausa } from './janelas';
import { lerLojaNoInstante } from './leitura';

export interface RitmoDeps {
  db: Db;
  now: () => Date;
  publish: Publish;
  invalidacao: Invalidacao;
  /** Busy minutes changed: the customers' expected times are computed again (pedidos' previsoes). */
  aoMudarOcupado?: (empresaId: number) => void;
}

/**
 * The flow of orders (issue 31 §3): what staff see and change while they run the evening. Every
 * change is written on the company (through empresas' writer), then announced: every gateway
 * drops the store's cached status and open menus read it again (cardapio:atualizado with
 * `apenas_status`: what the public sees of the flow is that status alone, so neither the menu
 * nor the company's page is read again), and the staff screens get the new state
 * ('ritmo:atualizado', room equipe).
 */
export function createRitmoService(deps: RitmoDeps) {
  const { db } = deps;

  async function estado(empresaId: number): Promise<EstadoDoRitmo> {
    const agora = deps.now();
    const lido = await lerLojaNoInstante(db, empresaId, agora);
    if (!lido) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    const { empresa, ritmo } = lido;
    return {
      empresa_id: empresaId,
      pausa: ritmo.pausa,
      ocupado_min: ritmo.ocupado_min,
      capacidade: { por_janela: empresa.capacidade, por: empresa.capacidadePor },
      janelas: ritmo.janelas,
      proxima_janela: ritmo.proxima_janela,
      updated_at: agora.toISOString(),
    };
  }

  /** Tells the staff screens the state as it is now. */
  async function anunciarParaEquipe(empresaId: number): Promise<EstadoDoRitmo> {
    const atual = await estado(empresaId);
    deps.publish({
      empresaId,
      name: 'ritmo:atualizado',
      rooms: [rooms.equipe(empresaId)],
      payload: atual,
    });
    return atual;
  }

  /**
   * What the public sees of the flow is the store's status alone: every gateway drops it, and
   * open menus read it again (cardapio:atualizado, `apenas_status`: not the whole menu).
   */
  function anunciarNoCardapio(empresaId: number, quando: Date): void {
    deps.invalidacao.invalidar([cacheKeys.status(empresaId)]);
    deps.publish({
      empresaId,
      name: 'cardapio:atualizado',
      rooms: [rooms.publico(empresaId)],
      payload: { empresa_id: empresaId, updated_at: quando.toISOString(), apenas_status: true },
    });
  }

  async function gravar(
    empresaId: number,
    colunas: Omit<ConfiguracaoDoRitmo, 'updated_at'>,
    agora = deps.now(),
  ): Promise<EstadoDoRitmo> {
    if (!(await gravarNaEmpresa(db, empresaId, { ...colunas, updated_at: agora })))
      throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    anunciarNoCardapio(empresaId, agora);
    return anunciarParaEquipe(empresaId);
  }

  return {
    estado,

    /** 'Pausar pedidos': the site and QR stop taking orders for `minutos` (null: until resumed). */
    pausar(empresaId: number, minutos: PausaMin | null): Promise<EstadoDoRitmo> {
      const agora = deps.now();
      return gravar(
        empresaId,
        { pausado_em: agora, pausado_ate: fimDaPausa(agora, minutos) },
        agora,
      );
    },

    /** 'Retomar': the menus take orders again at once. */
    retomar(empresaId: number): Promise<EstadoDoRitmo> {
      return gravar(empresaId, { pausado_em: null, pausado_ate: null });
    },

    /** Busy mode: every expected time and the menu's estimate grow by `minutos` (0: off). */
    async definirOcupado(empresaId: number, minutos: number): Promise<EstadoDoRitmo> {
      const novo = await gravar(empresaId, { ocupado_min: minutos });
      deps.aoMudarOcupado?.(empresaId);
      return novo;
    },

    /** The cap per 15-minute window (gestão); null: no cap. */
    definirCapacidade(empresaId: number, capacidade: CapacidadeInput): Promise<EstadoDoRitmo> {
      return gravar(empresaId, {
        capacidade_janela: capacidade.por_janela,
        capacidade_por: capacidade.por,
      });
    },

    /**
     * A window filled up or got room again (a checkout took its last place, a cancellation gave
     * one back): the menus' status is read again and the staff screens get the new windows.
     */
    async janelasMudaram(empresaId: number): Promise<void> {
      anunciarNoCardapio(empresaId, deps.now());
      await anunciarParaEquipe(empresaId);
    },
  };
}

export type RitmoService = ReturnType<typeof createRitmoService>;
