import { sql } from 'drizzle-orm';
import {
  CANAIS_PEDIDO,
  nomeDoMetodo,
  ROTULO_METODO_PAGAMENTO,
  TIPOS_PEDIDO,
  type CanalPedido,
  type FechamentoDoDia,
  type MetodoPagamentoConta,
  type TipoPedido,
} from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { diaDaEmpresa, limitesDosDias } from '../shared/dia-local';

/** The best sellers the closing lists. */
const PRODUTOS_DO_FECHAMENTO = 10;

const reais = (valor: unknown) => Math.round(Number(valor ?? 0) * 100) / 100;

/** How an order was paid, as the cashier reads it ('Dinheiro', 'Cartão', 'PIX pelo site'...). */
function rotuloDoPedido(metodo: string | null, detalhado: string | null): string {
  if (detalhado?.trim()) return nomeDoMetodo(detalhado.trim());
  return metodo === 'site' ? 'Pago pelo site' : 'Na entrega';
}

/**
 * The daily closing (issue 30: printed for the cashier): the company's local day `dia`
 * (today when absent). It counts what the reports count (relatorios/service.ts): orders not
 * cancelled by the local day of created_at, except a tab's kitchen orders, which are sold when
 * their tab is paid (by the local day of paga_em, for total_pago). Read straight from the day's
 * rows: one company, one day. By channel (issue 31), an order counts under its `canal` and a paid
 * tab under 'garcom', as in the reports' 'Vendas por canal'.
 */
export async function fechamentoDoDia(
  db: DbOrTx,
  empresaId: number,
  agora: Date,
  dia?: string,
): Promise<FechamentoDoDia> {
  const { timezone: tz, dia: oDia } = await diaDaEmpresa(db, empresaId, agora, dia);
  const { inicio, fim } = limitesDosDias(tz, oDia);

  const { rows: pedidosDoDia } = (await db.execute(sql`
    select tipo_pedido, canal, status = 'cancelado' as cancelado, metodo_pagamento,
      metodo_pagamento_detalhado, count(*)::int as quantidade, coalesce(sum(total), 0) as total,
      coalesce(sum(valor_frete), 0) as frete, coalesce(sum(desconto), 0) as desconto
    from pedidos
    where empresa_id = ${empresaId} and comanda_id is null
      and created_at >= ${inicio} and created_at < ${fim}
    group by 1, 2, 3, 4, 5`)) as unknown as {
    rows: {
      tipo_pedido: TipoPedido;
      canal: CanalPedido;
      cancelado: boolean;
      metodo_pagamento: string | null;
      metodo_pagamento_detalhado: string | null;
      quantidade: number;
      total: string;
      frete: string;
      desconto: string;
    }[];
  };
  const { rows: comandasDoDia } = (await db.execute(sql`
    select metodo_pagamento, count(*)::int as quantidade, coalesce(sum(total_pago), 0) as total,
      coalesce(sum(taxa_servico), 0) as taxa_servico
    from comandas
    where empresa_id = ${empresaId} and status = 'paga'
      and paga_em >= ${inicio} and paga_em < ${fim}
    group by 1`)) as unknown as {
    rows: {
      metodo_pagamento: MetodoPagamentoConta | null;
      quantidade: number;
      total: string;
      taxa_servico: string;
    }[];
  };
  const { rows: produtos } = (await db.execute(sql`
    select nome, sum(quantidade)::int as quantidade from (
      select i.produto_nome as nome, i.quantidade
      from pedido_itens i join pedidos p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
      where p.empresa_id = ${empresaId} and p.comanda_id is null and p.status <> 'cancelado'
        and i.cancelado_em is null and p.created_at >= ${inicio} and p.created_at < ${fim}
      union all
      select i.produto_nome, i.quantidade
      from comanda_itens i join comandas c on c.empresa_id = i.empresa_id and c.id = i.comanda_id
      where c.empresa_id = ${empresaId} and c.status = 'paga' and i.status <> 'cancelado'
        and c.paga_em >= ${inicio} and c.paga_em < ${fim}
    ) v group by nome order by 2 desc, nome limit ${PRODUTOS_DO_FECHAMENTO}`)) as unknown as {
    rows: { nome: string; quantidade: number }[];
  };

  const porTipo = Object.fromEntries(
    TIPOS_PEDIDO.map((t) => [t, { quantidade: 0, total: 0 }]),
  ) as FechamentoDoDia['por_tipo'];
  const porCanal = Object.fromEntries(
    CANAIS_PEDIDO.map((c) => [c, { quantidade: 0, total: 0 }]),
  ) as FechamentoDoDia['por_canal'];
  const somarEm = (s: { quantidade: number; total: number }, quantidade: number, total: number) => {
    s.quantidade += quantidade;
    s.total = reais(s.total + total);
  };
  const porPagamento = new Map<string, { quantidade: number; total: number }>();
  const somarPagamento = (metodo: string, quantidade: number, total: number) => {
    const atual = porPagamento.get(metodo) ?? { quantidade: 0, total: 0 };
    porPagamento.set(metodo, {
      quantidade: atual.quantidade + quantidade,
      total: reais(atual.total + total),
    });
  };
  const pedidos = { quantidade: 0, total: 0 };
  const cancelados = { quantidade: 0, total: 0 };
  let frete = 0;
  let desconto = 0;
  for (const r of pedidosDoDia) {
    const total = reais(r.total);
    if (r.cancelado) {
      cancelados.quantidade += r.quantidade;
      cancelados.total = reais(cancelados.total + total);
      continue;
    }
    pedidos.quantidade += r.quantidade;
    pedidos.total = reais(pedidos.total + total);
    somarEm(porTipo[r.tipo_pedido], r.quantidade, total);
    somarEm(porCanal[r.canal], r.quantidade, total);
    frete = reais(frete + reais(r.frete));
    desconto = reais(desconto + reais(r.desconto));
    somarPagamento(
      rotuloDoPedido(r.metodo_pagamento, r.metodo_pagamento_detalhado),
      r.quantidade,
      total,
    );
  }
  const comandas = { quantidade: 0, total: 0, taxa_servico: 0 };
  for (const r of comandasDoDia) {
    const total = reais(r.total);
    comandas.quantidade += r.quantidade;
    comandas.total = reais(comandas.total + total);
    comandas.taxa_servico = reais(comandas.taxa_servico + reais(r.taxa_servico));
    // A tab is a waiter's sale.
    somarEm(porCanal.garcom, r.quantidade, total);
    somarPagamento(
      r.metodo_pagamento ? ROTULO_METODO_PAGAMENTO[r.metodo_pagamento] : 'Outro',
      r.quantidade,
      total,
    );
  }
  const total = reais(pedidos.total + comandas.total);
  const vendas = pedidos.quantidade + comandas.quantidade;
  return {
    dia: oDia,
    gerado_em: agora.toISOString(),
    pedidos,
    por_tipo: porTipo,
    por_canal: porCanal,
    frete,
    desconto,
    comandas,
    por_pagamento: [...porPagamento]
      .map(([metodo, s]) => ({ metodo, ...s }))
      .sort((a, b) => b.total - a.total || a.metodo.localeCompare(b.metodo, 'pt-BR')),
    cancelados,
    total,
    ticket_medio: vendas > 0 ? reais(total / vendas) : null,
    produtos,
  };
}
