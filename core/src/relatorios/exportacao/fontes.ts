import { sql } from 'drizzle-orm';
import {
  type CanalPedido,
  type CategoriaDoRelatorio,
  MENSAGENS_EMPRESA,
  MENSAGENS_RELATORIOS,
  type PeriodoRelatorio,
  type ProdutoDoRelatorio,
} from '@cardapio/shared-events';
import type { Db } from '../../db/client';
import { naoEncontrado } from '../../shared/errors';
import { deCentavos, paraCentavos } from '../../shared/money';

/** Local days each period covers, today included (7d/30d/90d/1y). */
export const DIAS_DO_PERIODO: Record<PeriodoRelatorio, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/**
 * The instants a period covers for one company: from local midnight of its first day to local
 * midnight after today, in the company's timezone (America/Sao_Paulo by default).
 */
export interface JanelaDoRelatorio {
  empresaId: number;
  timezone: string;
  /** timestamptz texts (exact to the microsecond), for the queries. */
  inicio: string;
  fim: string;
  /** AAAA-MM-DD, inclusive. */
  primeiroDia: string;
  ultimoDia: string;
}

/** One row of the sales sheet: an order, or a paid tab (on the day it was paid). */
export interface LinhaDeVenda {
  origem: 'pedido' | 'comanda';
  id: number;
  /** The local wall-clock time as if it were UTC (what a spreadsheet date cell holds). */
  dataLocal: Date;
  /** AAAA-MM-DD, the company's local day. */
  dia: string;
  cliente: string;
  tipo: string;
  /** How it came in (issue 31): an order's `canal`; a paid tab is 'garcom'. */
  canal: CanalPedido;
  itensCentavos: number;
  freteCentavos: number;
  /** A paid tab's service charge (0 for orders). */
  taxaCentavos: number;
  descontoCentavos: number;
  totalCentavos: number;
  statusPagamento: string;
}

/** Where the keyset pagination of the sales rows stands: after this (instant, origin, id). */
export interface CursorDeVendas {
  momento: string;
  origem: 0 | 1;
  id: number;
}

/**
 * Where an export reads its rows. These queries are the export's own; the reports API service
 * (core/src/relatorios/service.ts) may later answer produtos/categorias for both.
 */
export interface FonteDoRelatorio {
  janela(empresaId: number, periodo: PeriodoRelatorio, agora: Date): Promise<JanelaDoRelatorio>;
  /** How many sales rows the period has (orders that count plus paid tabs). */
  contarVendas(janela: JanelaDoRelatorio): Promise<number>;
  /** The next page of sales rows after the cursor (null: from the start), by time. */
  paginaDeVendas(
    janela: JanelaDoRelatorio,
    depoisDe: CursorDeVendas | null,
    limite: number,
  ): Promise<{ linhas: LinhaDeVenda[]; cursor: CursorDeVendas | null }>;
  produtosVendidos(janela: JanelaDoRelatorio): Promise<ProdutoDoRelatorio[]>;
  categoriasVendidas(janela: JanelaDoRelatorio): Promise<CategoriaDoRelatorio[]>;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const TIPOS: Record<string, string> = {
  entrega: 'Entrega',
  retirada: 'Retirada',
  mesa: 'Mesa',
  comanda: 'Comanda',
};
const STATUS_PAGAMENTO: Record<string, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
  cancelado: 'Cancelado',
};

interface LinhaSql {
  origem: number;
  id: number;
  momento: string;
  local_ms: string | number;
  cliente: string | null;
  tipo: string;
  canal: CanalPedido;
  itens: string;
  frete: string;
  taxa: string;
  desconto: string;
  total: string;
  status_pagamento: string;
}

interface ItemSql {
  produto_id: number | null;
  nome: string;
  categoria_id: number | null;
  categoria: string | null;
  quantidade: string | number;
  centavos: string | number;
}

/**
 * The export's queries, in SQL: what counts is what the dashboard counts (core/src/dashboard):
 * orders not cancelled created in the period, without a tab's kitchen orders; paid tabs for
 * their total_pago on the local day they were paid.
 */
export function fonteSql(db: Db): FonteDoRelatorio {
  /** Items sold in the period: orders' items and paid tabs' items (not cancelled). */
  const itensVendidos = (j: JanelaDoRelatorio) => sql`
    select i.produto_id, i.produto_nome, i.quantidade, i.preco_unitario
      from pedido_itens i
      join pedidos p on p.id = i.pedido_id and p.empresa_id = i.empresa_id
     where i.empresa_id = ${j.empresaId} and p.empresa_id = ${j.empresaId}
       and p.status <> 'cancelado' and p.comanda_id is null
       and p.created_at >= ${j.inicio}::timestamptz and p.created_at < ${j.fim}::timestamptz
    union all
    select ci.produto_id, ci.produto_nome, ci.quantidade, ci.preco_unitario
      from comanda_itens ci
      join comandas c on c.id = ci.comanda_id and c.empresa_id = ci.empresa_id
     where ci.empresa_id = ${j.empresaId} and c.empresa_id = ${j.empresaId}
       and c.status = 'paga' and ci.status <> 'cancelado'
       and c.paga_em >= ${j.inicio}::timestamptz and c.paga_em < ${j.fim}::timestamptz`;

  async function itensAgrupados(j: JanelaDoRelatorio): Promise<ItemSql[]> {
    // One row per product (a deleted product by the name it was sold under), in cents.
    return rowsOf<ItemSql>(
      db,
      sql`
      select v.produto_id,
             coalesce(min(pr.nome), min(v.produto_nome)) as nome,
             min(pr.categoria_id) as categoria_id,
             min(cat.nome) as categoria,
             sum(v.quantidade)::bigint::text as quantidade,
             sum(round(v.preco_unitario * 100) * v.quantidade)::bigint::text as centavos
        from (${itensVendidos(j)}) v
        left join produtos pr on pr.id = v.produto_id and pr.empresa_id = ${j.empresaId}
        left join categorias cat on cat.id = pr.categoria_id and cat.empresa_id = ${j.empresaId}
       group by v.produto_id, case when v.produto_id is null then v.produto_nome end`,
    );
  }

  return {
    async janela(empresaId, periodo, agora) {
      const dias = DIAS_DO_PERIODO[periodo];
      const [row] = await rowsOf<{
        timezone: string;
        primeiro: string;
        ultimo: string;
        inicio: string;
        fim: string;
      }>(
        db,
        sql`
        with e as (
          select timezone, (${agora.toISOString()}::timestamptz at time zone timezone)::date as hoje
            from empresas where id = ${empresaId}
        )
        select timezone,
               (hoje - ${dias - 1}::int)::text as primeiro,
               hoje::text as ultimo,
               ((hoje - ${dias - 1}::int)::timestamp at time zone timezone)::text as inicio,
               ((hoje + 1)::timestamp at time zone timezone)::text as fim
          from e`,
      );
      if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      return {
        empresaId,
        timezone: row.timezone,
        inicio: row.inicio,
        fim: row.fim,
        primeiroDia: row.primeiro,
        ultimoDia: row.ultimo,
      };
    },

    async contarVendas(j) {
      const [row] = await rowsOf<{ n: string | number }>(
        db,
        sql`
        select (
          (select count(*) from pedidos
            where empresa_id = ${j.empresaId} and status <> 'cancelado' and comanda_id is null
              and created_at >= ${j.inicio}::timestamptz and created_at < ${j.fim}::timestamptz)
        + (select count(*) from comandas
            where empresa_id = ${j.empresaId} and status = 'paga'
              and paga_em >= ${j.inicio}::timestamptz and paga_em < ${j.fim}::timestamptz)
        )::text as n`,
      );
      return Number(row?.n ?? 0);
    },

    async paginaDeVendas(j, depoisDe, limite) {
      // Keyset pagination on (instant, origin, id): each page is an index range scan of
      // pedidos (empresa_id, created_at) and comandas (empresa_id, paga_em), never an OFFSET.
      const c = depoisDe ?? { momento: j.inicio, origem: -1, id: 0 };
      const tz = j.timezone;
      const rows = await rowsOf<LinhaSql>(
        db,
        sql`
        select * from (
          (select 0 as origem, p.id, p.created_at as ts, p.created_at::text as momento,
                  (extract(epoch from (p.created_at at time zone ${tz})) * 1000)::bigint::text as local_ms,
                  nullif(trim(concat_ws(' ', p.nome_cliente, p.sobrenome_cliente)), '') as cliente,
                  p.tipo_pedido as tipo, p.canal,
                  p.total_sem_frete::text as itens, p.valor_frete::text as frete, '0' as taxa,
                  p.desconto::text as desconto, p.total::text as total,
                  p.status_pagamento
             from pedidos p
            where p.empresa_id = ${j.empresaId} and p.status <> 'cancelado' and p.comanda_id is null
              and p.created_at >= ${c.momento}::timestamptz and p.created_at < ${j.fim}::timestamptz
              and (p.created_at, 0, p.id) > (${c.momento}::timestamptz, ${c.origem}::int, ${c.id}::int)
            order by p.created_at, p.id
            limit ${limite})
          union all
          (select 1, c.id, c.paga_em, c.paga_em::text,
                  (extract(epoch from (c.paga_em at time zone ${tz})) * 1000)::bigint::text,
                  coalesce(m.nome, cf.nome, 'Comanda avulsa'),
                  'comanda', 'garcom',
                  (c.total_pago - coalesce(c.taxa_servico, 0))::text, '0',
                  coalesce(c.taxa_servico, 0)::text, '0', c.total_pago::text,
                  'pago'
             from comandas c
             left join mesas m on m.id = c.mesa_id and m.empresa_id = c.empresa_id
             left join comandas_fisicas cf on cf.id = c.comanda_fisica_id and cf.empresa_id = c.empresa_id
            where c.empresa_id = ${j.empresaId} and c.status = 'paga'
              and c.paga_em >= ${c.momento}::timestamptz and c.paga_em < ${j.fim}::timestamptz
              and (c.paga_em, 1, c.id) > (${c.momento}::timestamptz, ${c.origem}::int, ${c.id}::int)
            order by c.paga_em, c.id
            limit ${limite})
        ) v
        order by ts, origem, id
        limit ${limite}`,
      );
      const linhas = rows.map((r): LinhaDeVenda => {
        const dataLocal = new Date(Number(r.local_ms));
        return {
          origem: Number(r.origem) === 0 ? 'pedido' : 'comanda',
          id: Number(r.id),
          dataLocal,
          // The local wall clock read as UTC: its UTC date is the local day.
          dia: dataLocal.toISOString().slice(0, 10),
          cliente: r.cliente ?? '',
          tipo: TIPOS[r.tipo] ?? r.tipo,
          canal: r.canal,
          itensCentavos: paraCentavos(r.itens),
          freteCentavos: paraCentavos(r.frete),
          taxaCentavos: paraCentavos(r.taxa),
          descontoCentavos: paraCentavos(r.desconto),
          totalCentavos: paraCentavos(r.total),
          statusPagamento: STATUS_PAGAMENTO[r.status_pagamento] ?? r.status_pagamento,
        };
      });
      const ultima = rows[rows.length - 1];
      return {
        linhas,
        cursor:
          rows.length < limite || !ultima
            ? null
            : {
                momento: ultima.momento,
                origem: Number(ultima.origem) as 0 | 1,
                id: Number(ultima.id),
              },
      };
    },

    async produtosVendidos(j) {
      const itens = await itensAgrupados(j);
      return itens
        .map((i) => ({
          produto_id: i.produto_id === null ? null : Number(i.produto_id),
          nome: i.nome,
          quantidade_vendida: Number(i.quantidade),
          receita: deCentavos(Number(i.centavos)),
        }))
        .sort(
          (a, b) =>
            b.quantidade_vendida - a.quantidade_vendida ||
            b.receita - a.receita ||
            a.nome.localeCompare(b.nome, 'pt-BR'),
        );
    },

    async categoriasVendidas(j) {
      const itens = await itensAgrupados(j);
      const porCategoria = new Map<string, CategoriaDoRelatorio & { centavos: number }>();
      for (const i of itens) {
        const chave = i.categoria_id === null ? 'sem' : String(i.categoria_id);
        const atual = porCategoria.get(chave) ?? {
          categoria_id: i.categoria_id === null ? null : Number(i.categoria_id),
          categoria: i.categoria ?? MENSAGENS_RELATORIOS.semCategoria,
          quantidade: 0,
          receita: 0,
          centavos: 0,
        };
        atual.quantidade += Number(i.quantidade);
        atual.centavos += Number(i.centavos);
        porCategoria.set(chave, atual);
      }
      return [...porCategoria.values()]
        .map(({ centavos, ...c }) => ({ ...c, receita: deCentavos(centavos) }))
        .sort((a, b) => b.receita - a.receita || a.categoria.localeCompare(b.categoria, 'pt-BR'));
    },
  };
}
