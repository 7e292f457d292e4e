import { eq } from 'drizzle-orm';
import {
  DIAS_DA_SEMANA,
  type HorarioDia,
  type HorariosConfig,
  MENSAGENS_EMPRESA,
  type Publish,
  rooms,
  type StatusLoja,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { cacheKeys } from '../shared/cache-keys';
import { naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { horariosFuncionamento } from './schema';
import { lerLojaNoInstante } from '../ritmo/leitura';
import { calcularStatusDaLoja } from './status';

export interface HorariosDeps {
  db: Db;
  now: () => Date;
  invalidacao: Invalidacao;
  publish: Publish;
}

/** Opening hours of an empresa and whether it takes orders now. */
export function createHorariosService(deps: HorariosDeps) {
  const { db } = deps;

  async function listar(empresaId: number): Promise<HorarioDia[]> {
    const rows = await db
      .select({
        dia: horariosFuncionamento.dia,
        abertura: horariosFuncionamento.abertura,
        fechamento: horariosFuncionamento.fechamento,
        fechado: horariosFuncionamento.fechado,
      })
      .from(horariosFuncionamento)
      .where(eq(horariosFuncionamento.empresa_id, empresaId));
    // Monday first, as the staff screen shows the week.
    const ordem = [...DIAS_DA_SEMANA.slice(1), DIAS_DA_SEMANA[0]];
    return rows.sort((a, b) => ordem.indexOf(a.dia) - ordem.indexOf(b.dia));
  }

  return {
    async configuracao(empresaId: number): Promise<HorariosConfig> {
      return { horarios: await listar(empresaId) };
    },

    /**
     * Replaces the whole week in one transaction. The store opens or closes at once: the cached
     * status is dropped on every gateway and open menus are told to read it again.
     */
    async salvarConfiguracao(empresaId: number, config: HorariosConfig): Promise<HorariosConfig> {
      await db.transaction(async (tx) => {
        await tx
          .delete(horariosFuncionamento)
          .where(eq(horariosFuncionamento.empresa_id, empresaId));
        if (config.horarios.length)
          await tx
            .insert(horariosFuncionamento)
            .values(config.horarios.map((h) => ({ ...h, empresa_id: empresaId })));
      });
      deps.invalidacao.invalidar([cacheKeys.status(empresaId)]);
      deps.publish({
        empresaId: empresaId,
        name: 'cardapio:atualizado',
        rooms: [rooms.publico(empresaId)],
        payload: { empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
      return { horarios: await listar(empresaId) };
    },

    /**
     * One query: the company's timezone, its week and its flow of orders (ritmo, issue 31 §3).
     * Paused, or with every window full until the end of the open stretch, the store takes no
     * order (`aberto` false) and says why (`pausa`, `lotado`); a full current window offers the
     * next one with room (`proxima_janela`).
     */
    async status(empresaId: number, agora: Date = deps.now()): Promise<StatusLoja> {
      const lido = await lerLojaNoInstante(db, empresaId, agora);
      if (!lido?.empresa.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      const { empresa, lojaAberta, ritmo } = lido;
      const status = calcularStatusDaLoja(empresa.horarios, empresa.timezone, agora, lojaAberta);
      return {
        ...status,
        aberto: status.aberto && ritmo.pausa === null && !ritmo.lotado,
        pausa: ritmo.pausa,
        ocupado_min: ritmo.ocupado_min,
        proxima_janela: ritmo.proxima_janela,
        lotado: ritmo.lotado,
      };
    },
  };
}

export type HorariosService = ReturnType<typeof createHorariosService>;
