import { sql } from 'drizzle-orm';
import {
  MOTIVO_PREVISAO_MAIS_TARDE,
  PREVISAO_MUDA_APOS_MS,
  preverPedidos,
  rooms,
  TEMPO_PREPARO_PADRAO,
  type PedidoNaFila,
  type Publish,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { produtos } from '../cardapio/schema';
import { estacoes } from '../estacoes/schema';
import { janelasDosPedidos } from '../ritmo/schema';
import { pedidoItens, pedidos } from './schema';
import type { TemposCompartilhados } from './tempos';

export interface PrevisoesDeps {
  db: Db;
  now: () => Date;
  publish: Publish;
  /** The averages a bump just computed, reused (pedidos/tempos.ts). */
  tempos: TemposCompartilhados;
}

/** Orders older than this are not in the kitchen's queue any more (a forgotten test order). */
const FILA_ATE_MS = 12 * 3_600_000;

type Linha = {
  id: number;
  created_at: Date | string;
  tipo_pedido: PedidoNaFila['tipo_pedido'];
  distancia_km: string | number | null;
  usuario_id: number | null;
  previsao_em: Date | string | null;
  /** A scheduled order's time, and the window the order took (ritmo, issue 31 §3). */
  agendado_para: Date | string | null;
  janela: Date | string | null;
  estacao_id: number | null;
  alvo_min: number | string;
};

/**
 * The customers' expected times from the kitchen's real queue (issue 29 §3): recomputed for a
 * company's open kitchen orders whenever one of its orders changes (placed, bumped, moved on),
 * written on the order when it moves by a minute or more (without touching updated_at: it is
 * not a change of the order), and told to the customer ('pedido:previsao'). A later time than
 * the one shown carries its reason.
 */
export function criarPrevisoes(deps: PrevisoesDeps) {
  const { db } = deps;

  async function atualizar(empresaId: number): Promise<number> {
    const agora = deps.now();
    const { rows } = (await db.execute(sql`
      select p.id, p.created_at, p.tipo_pedido, p.detalhes_pagamento->>'distanciaKm' as distancia_km,
        p.usuario_id, p.previsao_em, p.agendado_para, i.estacao_id,
        (select jp.inicio from ${janelasDosPedidos} jp
          where jp.empresa_id = p.empresa_id and jp.pedido_id = p.id) as janela,
        coalesce(max(st.alvo_min),
          max(coalesce(i.alvo_min, pr.tempo_preparo, ${TEMPO_PREPARO_PADRAO}))) as alvo_min
      from ${pedidos} p
      join ${pedidoItens} i on i.empresa_id = p.empresa_id and i.pedido_id = p.id
        and i.pronto_em is null and i.cancelado_em is null
      left join ${produtos} pr on pr.empresa_id = i.empresa_id and pr.id = i.produto_id
      left join ${estacoes} st on st.empresa_id = i.empresa_id and st.id = i.estacao_id
      where p.empresa_id = ${empresaId} and p.status in ('pendente', 'preparando')
        and p.created_at >= ${new Date(agora.getTime() - FILA_ATE_MS)}::timestamptz
      group by p.empresa_id, p.id, i.estacao_id
      order by p.created_at, p.id, i.estacao_id`)) as unknown as { rows: Linha[] };
    if (rows.length === 0) return 0;

    const fila: PedidoNaFila[] = [];
    const dados = new Map<
      number,
      {
        usuario_id: number | null;
        previsao_em: number | null;
        /** Not sooner than this: its chosen time, or the window it took. */
        piso: number | null;
        agendado: number | null;
      }
    >();
    for (const r of rows) {
      const id = Number(r.id);
      let pedido = fila.at(-1);
      if (pedido?.id !== id) {
        pedido = {
          id,
          created_at: new Date(r.created_at).toISOString(),
          tipo_pedido: r.tipo_pedido,
          distancia_km: r.distancia_km === null ? null : Number(r.distancia_km),
          partes: [],
        };
        fila.push(pedido);
        const agendado = r.agendado_para === null ? null : new Date(r.agendado_para).getTime();
        const janela = r.janela === null ? null : new Date(r.janela).getTime();
        dados.set(id, {
          usuario_id: r.usuario_id === null ? null : Number(r.usuario_id),
          previsao_em: r.previsao_em === null ? null : new Date(r.previsao_em).getTime(),
          piso: Math.max(agendado ?? 0, janela ?? 0) || null,
          agendado,
        });
      }
      pedido.partes.push({
        estacao_id: r.estacao_id === null ? null : Number(r.estacao_id),
        alvo_min: Number(r.alvo_min),
      });
    }

    const [empresa] = await db
      .select({
        padrao: empresas.tempo_preparo_padrao,
        porKm: empresas.tempo_por_km,
        ocupado: empresas.ocupado_min,
      })
      .from(empresas)
      .where(sql`${empresas.id} = ${empresaId}`);
    const tempos = await deps.tempos.recentes(empresaId, agora);
    // A scheduled order the kitchen has not started yet is not in its queue: it is expected at
    // its chosen time, and the orders behind it are not delayed by it.
    const naCozinha = fila.filter((pedido) => {
      const { agendado } = dados.get(pedido.id)!;
      const alvo = Math.max(...pedido.partes.map((parte) => parte.alvo_min));
      return agendado === null || agendado - alvo * 60_000 <= agora.getTime();
    });
    const previsoes = preverPedidos(
      naCozinha,
      {
        porEstacao: new Map(
          tempos.estacoes.map((e) => [e.estacao_id, e.ultima_hora_seg ?? e.hoje_seg]),
        ),
        cozinha: tempos.cozinha.ultima_hora_seg ?? tempos.cozinha.hoje_seg,
        padraoMin: empresa?.padrao ?? 30,
        minutosPorKm: Number(empresa?.porKm ?? 0),
      },
      agora.getTime(),
    );
    // Busy mode (ritmo): every expected time grows by the minutes staff set; none is sooner
    // than its chosen time or the window it took.
    const ocupadoMs = (empresa?.ocupado ?? 0) * 60_000;
    for (const pedido of fila) {
      const { piso } = dados.get(pedido.id)!;
      const previsao = previsoes.get(pedido.id);
      const comOcupado = previsao === undefined ? null : previsao + ocupadoMs;
      const final = Math.max(comOcupado ?? 0, piso ?? 0);
      if (final > 0) previsoes.set(pedido.id, final);
    }

    const mudancas: Array<{ pedidoId: number; previsaoEm: Date; motivo: string | null }> = [];
    for (const [pedidoId, previsao] of previsoes) {
      const antes = dados.get(pedidoId)!;
      if (
        antes.previsao_em !== null &&
        Math.abs(previsao - antes.previsao_em) < PREVISAO_MUDA_APOS_MS
      )
        continue;
      const motivo =
        antes.previsao_em !== null && previsao > antes.previsao_em
          ? MOTIVO_PREVISAO_MAIS_TARDE
          : null;
      mudancas.push({ pedidoId, previsaoEm: new Date(previsao), motivo });
    }
    if (mudancas.length === 0) return 0;
    // Every order whose time moved, in one statement (a long queue moves many at once).
    await db.execute(sql`
      update ${pedidos} set previsao_em = v.previsao_em, previsao_motivo = v.motivo
      from json_to_recordset(${JSON.stringify(
        mudancas.map((m) => ({ id: m.pedidoId, previsao_em: m.previsaoEm, motivo: m.motivo })),
      )}::json) as v(id int, previsao_em timestamptz, motivo text)
      where ${pedidos.empresa_id} = ${empresaId} and ${pedidos.id} = v.id`);
    for (const { pedidoId, previsaoEm, motivo } of mudancas) {
      const { usuario_id } = dados.get(pedidoId)!;
      if (usuario_id !== null)
        deps.publish({
          empresaId,
          name: 'pedido:previsao',
          rooms: [rooms.usuario(usuario_id)],
          payload: {
            empresa_id: empresaId,
            pedido_id: pedidoId,
            previsao_em: previsaoEm.toISOString(),
            previsao_motivo: motivo,
            calculada_em: agora.toISOString(),
          },
        });
    }
    return mudancas.length;
  }

  /** Recomputes shortly after a change (several changes at once cost one pass per company). */
  const pendentes = new Map<number, ReturnType<typeof setTimeout>>();
  const emCurso = new Set<Promise<unknown>>();
  let parado = false;
  function agendar(empresaId: number): void {
    if (parado || pendentes.has(empresaId)) return;
    const timer = setTimeout(() => {
      pendentes.delete(empresaId);
      const passo = atualizar(empresaId)
        .catch((erro: unknown) =>
          console.warn(
            `[previsao] empresa ${empresaId}: ${(erro as Error & { cause?: Error })?.cause?.message ?? (erro as Error)?.message ?? erro}`,
          ),
        )
        .finally(() => emCurso.delete(passo));
      emCurso.add(passo);
    }, 100);
    timer.unref?.();
    pendentes.set(empresaId, timer);
  }

  /** Before the database closes: nothing scheduled runs, what runs ends. */
  async function parar(): Promise<void> {
    parado = true;
    for (const timer of pendentes.values()) clearTimeout(timer);
    pendentes.clear();
    await Promise.all(emCurso);
  }

  return { atualizar, agendar, parar };
}

export type Previsoes = ReturnType<typeof criarPrevisoes>;
