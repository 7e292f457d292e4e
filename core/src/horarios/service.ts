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
import { empresaNoAr } from '../empresas/no-ar';
import { empresas } from '../empresas/schema';
import { cacheKeys } from '../shared/cache-keys';
import { naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { horariosFuncionamento } from './schema';
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

    /** One query: the company's timezone and its week. */
    async status(empresaId: number, agora: Date = deps.now()): Promise<StatusLoja> {
      const rows = await db
        .select({
          timezone: empresas.timezone,
          ativo: empresaNoAr,
          lojaAbertaEm: empresas.loja_aberta_em,
          dia: horariosFuncionamento.dia,
          abertura: horariosFuncionamento.abertura,
          fechamento: horariosFuncionamento.fechamento,
          fechado: horariosFuncionamento.fechado,
        })
        .from(empresas)
        .leftJoin(horariosFuncionamento, eq(horariosFuncionamento.empresa_id, empresas.id))
        .where(eq(empresas.id, empresaId));
      const empresa = rows[0];
      if (!empresa?.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      const horarios = rows.flatMap((r) =>
        r.dia
          ? [{ dia: r.dia, abertura: r.abertura!, fechamento: r.fechamento!, fechado: r.fechado! }]
          : [],
      );
      return calcularStatusDaLoja(horarios, empresa.timezone, agora, empresa.lojaAbertaEm !== null);
    },
  };
}

export type HorariosService = ReturnType<typeof createHorariosService>;
