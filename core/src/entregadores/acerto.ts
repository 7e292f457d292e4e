import { sql } from 'drizzle-orm';
import { type AcertoDoDia, type AcertoDoEntregador } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { diaDaEmpresa, limitesDosDias } from '../shared/dia-local';
import { deCentavos, paraCentavos } from '../shared/money';

interface LinhaSql {
  dia: string;
  entregador_id: number;
  nome: string;
  entregas: number;
  nao_entregues: number;
  em_rota: number;
  taxas: string;
  dinheiro: string;
  outros: string;
}

/** One courier on one local day. */
export type AcertoDoEntregadorNoDia = AcertoDoEntregador & { dia: string };

/**
 * The couriers' settlement ('acerto do motoboy', issue 32 §1) per local day and courier, from
 * the deliveries dispatched in the days `primeiroDia`..`ultimoDia` (inclusive, the company's
 * timezone): each courier's delivered and returned orders, the fee of each delivered order, the
 * cash collected at the door (to hand back) and what was taken on the card machine or by PIX
 * (already in the company's account). `saldo` = cash − fees: what the courier hands over, or
 * (negative) what the store owes them. By day, then by name.
 */
export async function acertoPorDia(
  db: DbOrTx,
  janela: { empresaId: number; timezone: string; primeiroDia: string; ultimoDia: string },
): Promise<AcertoDoEntregadorNoDia[]> {
  const { empresaId, timezone: tz } = janela;
  const { inicio, fim } = limitesDosDias(tz, janela.primeiroDia, janela.ultimoDia);
  const { rows } = (await db.execute(sql`
    select to_char(despachado_em at time zone ${tz}, 'YYYY-MM-DD') as dia, entregador_id,
      max(entregador_nome) as nome,
      count(*) filter (where status = 'entregue')::int as entregas,
      count(*) filter (where status = 'nao_entregue')::int as nao_entregues,
      count(*) filter (where status = 'em_rota')::int as em_rota,
      coalesce(sum(taxa) filter (where status = 'entregue'), 0) as taxas,
      coalesce(sum(a_cobrar) filter (where status = 'entregue' and cobranca = 'dinheiro'), 0)
        as dinheiro,
      coalesce(sum(a_cobrar) filter (where status = 'entregue' and cobranca in ('cartao', 'pix')), 0)
        as outros
    from entregas
    where empresa_id = ${empresaId} and despachado_em >= ${inicio} and despachado_em < ${fim}
    group by 1, 2
    order by 1, 3, 2`)) as unknown as { rows: LinhaSql[] };
  return rows.map((r) => {
    const taxas = paraCentavos(r.taxas);
    const dinheiro = paraCentavos(r.dinheiro);
    return {
      dia: r.dia,
      entregador_id: r.entregador_id,
      nome: r.nome,
      entregas: r.entregas,
      nao_entregues: r.nao_entregues,
      em_rota: r.em_rota,
      taxas: deCentavos(taxas),
      dinheiro_recebido: deCentavos(dinheiro),
      outros_recebidos: deCentavos(paraCentavos(r.outros)),
      saldo: deCentavos(dinheiro - taxas),
    };
  });
}

/** The sum of several couriers' (or days') settlements. */
export function somarAcertos(linhas: AcertoDoEntregador[]): AcertoDoDia['totais'] {
  const centavos = (campo: 'taxas' | 'dinheiro_recebido' | 'outros_recebidos' | 'saldo') =>
    deCentavos(linhas.reduce((total, e) => total + paraCentavos(e[campo]), 0));
  const contar = (campo: 'entregas' | 'nao_entregues' | 'em_rota') =>
    linhas.reduce((total, e) => total + e[campo], 0);
  return {
    entregas: contar('entregas'),
    nao_entregues: contar('nao_entregues'),
    em_rota: contar('em_rota'),
    taxas: centavos('taxas'),
    dinheiro_recebido: centavos('dinheiro_recebido'),
    outros_recebidos: centavos('outros_recebidos'),
    saldo: centavos('saldo'),
  };
}

/** GET /api/entregadores/acerto: the company's local day `dia` (today when absent). */
export async function acertoDoDia(
  db: DbOrTx,
  empresaId: number,
  agora: Date,
  dia?: string,
): Promise<AcertoDoDia> {
  const { timezone, dia: oDia } = await diaDaEmpresa(db, empresaId, agora, dia);
  const linhas = await acertoPorDia(db, {
    empresaId,
    timezone,
    primeiroDia: oDia,
    ultimoDia: oDia,
  });
  const entregadores = linhas.map(({ dia: _dia, ...acerto }) => acerto);
  return { dia: oDia, entregadores, totais: somarAcertos(entregadores) };
}
