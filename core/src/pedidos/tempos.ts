import { sql } from 'drizzle-orm';
import type { TempoMedio, TemposDaCozinha } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { estacoes } from '../estacoes/schema';
import { pedidoItens, pedidos } from './schema';

type Linha = {
  estacao_id: number | null;
  hoje_seg: number | string | null;
  ultima_hora_seg: number | string | null;
  feitos_hoje: number | string;
};

const tempo = (l: Linha | undefined): TempoMedio => ({
  hoje_seg: l?.hoje_seg === null || l === undefined ? null : Math.round(Number(l.hoje_seg)),
  ultima_hora_seg:
    l?.ultima_hora_seg === null || l === undefined ? null : Math.round(Number(l.ultima_hora_seg)),
  feitos_hoje: Number(l?.feitos_hoje ?? 0),
});

/**
 * The kitchen's live average ticket times (issue 29 §3): for each station, from the order's
 * creation to the moment its part's last item was bumped; for the whole kitchen, to the moment
 * the order's last item was. Today is the company's day (its timezone); the last hour counts
 * tickets finished in the last 60 minutes. One statement.
 */
export async function temposDaCozinha(
  db: Db,
  empresaId: number,
  agora: Date,
): Promise<TemposDaCozinha> {
  const { rows } = (await db.execute(sql`
    with inicio as (
      select (date_trunc('day', ${agora}::timestamptz at time zone e.timezone) at time zone e.timezone) as dia
      from ${empresas} e where e.id = ${empresaId}
    ),
    itens as (
      select i.pedido_id, i.estacao_id, i.pronto_em,
        coalesce(i.adicionado_em, p.created_at) as created_at
      from ${pedidoItens} i
      join ${pedidos} p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
      where i.empresa_id = ${empresaId}
        and p.created_at >= (select dia from inicio) - interval '1 day'
        and p.status <> 'cancelado' and i.cancelado_em is null
    ),
    partes as (
      select pedido_id, estacao_id, max(pronto_em) as feito, created_at from itens
      group by pedido_id, estacao_id, created_at
      having bool_and(pronto_em is not null)
    ),
    pedidos_feitos as (
      select pedido_id, max(pronto_em) as feito, created_at from itens
      group by pedido_id, created_at
      having bool_and(pronto_em is not null)
    ),
    medias as (
      select estacao_id,
        avg(extract(epoch from feito - created_at)) filter (where feito >= (select dia from inicio)) as hoje_seg,
        avg(extract(epoch from feito - created_at)) filter (where feito >= ${agora}::timestamptz - interval '1 hour') as ultima_hora_seg,
        count(*) filter (where feito >= (select dia from inicio)) as feitos_hoje,
        false as total
      from partes where estacao_id is not null group by estacao_id
      union all
      select null,
        avg(extract(epoch from feito - created_at)) filter (where feito >= (select dia from inicio)),
        avg(extract(epoch from feito - created_at)) filter (where feito >= ${agora}::timestamptz - interval '1 hour'),
        count(*) filter (where feito >= (select dia from inicio)),
        true
      from pedidos_feitos
    )
    select * from medias`)) as unknown as { rows: (Linha & { total: boolean })[] };
  const lista = await db
    .select({ id: estacoes.id, nome: estacoes.nome, cor: estacoes.cor, ordem: estacoes.ordem })
    .from(estacoes)
    .where(sql`${estacoes.empresa_id} = ${empresaId} and ${estacoes.ativo}`)
    .orderBy(estacoes.ordem, estacoes.nome);
  const porEstacao = new Map(
    rows.filter((r) => !r.total).map((r) => [Number(r.estacao_id), r] as const),
  );
  return {
    empresa_id: empresaId,
    cozinha: tempo(rows.find((r) => r.total)),
    estacoes: lista.map((e) => ({
      estacao_id: e.id,
      nome: e.nome,
      cor: e.cor,
      ...tempo(porEstacao.get(e.id)),
    })),
    updated_at: agora.toISOString(),
  };
}

/** How long the averages a bump just computed serve the expected times' pass that follows it. */
const TEMPOS_RECENTES_MS = 1_000;

/**
 * The averages, computed once per change: a bump computes them fresh for the screens
 * (`calcular`) and the customers' expected times that follow it a moment later reuse them
 * (`recentes`) instead of running the same statement again.
 */
export function criarTemposDaCozinha(db: Db) {
  const ultimos = new Map<number, { em: number; tempos: Promise<TemposDaCozinha> }>();
  function calcular(empresaId: number, agora: Date): Promise<TemposDaCozinha> {
    const tempos = temposDaCozinha(db, empresaId, agora);
    ultimos.set(empresaId, { em: agora.getTime(), tempos });
    tempos.catch(() => ultimos.delete(empresaId));
    return tempos;
  }
  return {
    calcular,
    recentes(empresaId: number, agora: Date): Promise<TemposDaCozinha> {
      const ultimo = ultimos.get(empresaId);
      if (ultimo && Math.abs(agora.getTime() - ultimo.em) < TEMPOS_RECENTES_MS)
        return ultimo.tempos;
      return calcular(empresaId, agora);
    },
  };
}

export type TemposCompartilhados = ReturnType<typeof criarTemposDaCozinha>;
