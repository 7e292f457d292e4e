import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  type AutorDaMudanca,
  type FiltroPedidos,
  MENSAGENS_PEDIDO,
  type MotivoCancelamento,
  type NovoPedidoInput,
  type PagamentoManual,
  type Pedido,
  type PedidoItem,
  PEDIDO_STATUS_EM_ABERTO,
  type PedidoHistoricoEntrada,
  type PedidoStatus,
  type Personalizacao,
  type Publish,
  recusaDoStatus,
  rooms,
  somaDasLinhas,
  PEDIDO_STATUS_NA_COZINHA as NA_COZINHA,
  type StatusPagamento,
} from '@cardapio/shared-events';
import { apagarCarrinhoNoPedido } from '../carrinho/escritas';
import {
  totalDoCheckout,
  type Checkout,
  type ContextoDoCheckout,
  type EtapaDoCheckout,
} from '../checkout/pipeline';
import type { Db, DbOrTx, Tx } from '../db/client';
import { sqlPreparado } from '../db/preparadas';
import { conflito, naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import { telasMonitor } from '../monitor/schema';
import { usuarios } from '../usuarios/schema';
import { entregadores } from '../entregadores/schema';
import { estacaoDoProduto } from '../estacoes';
import { produtos } from '../cardapio/schema';
import { pedidoItens, pedidos, pedidoStatusHistorico } from './schema';
import { versaoSeguinte } from '../shared/versao';
import { paraPedido, type PedidoRow } from './serialize';
import type { RelatoriosService } from '../relatorios/service';
import { mudarStatusPagamento, travarPedido, type PedidoTravado } from './status-pagamento';

export type { PagamentoDoCheckout } from '../checkout/pipeline';

export interface PedidosDeps {
  db: Db;
  /** The checkout pipeline: orders are created by it and cancellations undo its steps. */
  checkout: Checkout;
  publish: Publish;
  now: () => Date;
  /** The reports' daily rollups: an order is added when created and taken back when cancelled. */
  relatorios: Pick<RelatoriosService, 'tirarPedido' | 'somarPedidoCriado'>;
}

/** One status change of an order, as its listeners hear it. */
export interface MudancaDeStatus {
  empresaId: number;
  pedidoId: number;
  /** The waiter's tab the order came from, if any. */
  comandaId: number | null;
  de: PedidoStatus;
  para: PedidoStatus;
}

/** What a status change may carry besides the new status. */
export interface OpcoesDaMudanca {
  /** Only once every item of the kitchen is done (the stations' last 'Pronto'). */
  seCozinhaFeita?: boolean;
  /** Why staff cancel an order the kitchen started (required then). */
  motivo?: string;
  /** The courier it goes out with (issue 32), or null to go out without one. */
  entregador?: { id: number; nome: string } | null;
  /** A courier brought it back (saiu_para_entrega → pronto): why. */
  devolucao?: string;
  /** Only from this status (a courier's action): otherwise someone else moved it first. */
  de?: PedidoStatus;
}

/**
 * Another module that follows the orders' status (a waiter's tab follows its kitchen orders):
 * registered once with `pedidos.ouvirStatus` in core.ts.
 */
export interface OuvinteDeStatus {
  /** Inside the status change's transaction; may answer work for after the commit. */
  aoMudar(tx: Tx, mudanca: MudancaDeStatus): Promise<(() => Promise<void>) | void>;
  /** After the commit, with the order as it now stands. */
  depoisDoCommit?(mudanca: MudancaDeStatus, pedido: Pedido): Promise<void>;
}

/** Who changed a status, as the history records it. */
export interface AutorComNome {
  tipo: AutorDaMudanca['tipo'];
  id: number | null;
  nome: string | null;
}

/** A kitchen order from a waiter's tab (tipo_pedido 'mesa'): no customer, no payment yet. */
/** Items that reached the kitchen: a new order, lines added to one, or lines cancelled. */
export interface EnvioACozinha {
  empresaId: number;
  pedido: Pedido;
  itens: PedidoItem[];
  marcas: { adicional?: { comanda: string } | null; cancelado?: boolean; alterado?: boolean };
}

/**
 * Told inside the transaction that sends items to the kitchen (the printers' queue, issue 30):
 * answers the work for after the commit, if any.
 */
export interface OuvinteDaCozinha {
  aoEnviar(tx: Tx, envio: EnvioACozinha): Promise<(() => Promise<void>) | void>;
}

export interface PedidoDaComanda {
  comandaId: number;
  /** The table's number, or 'Balcão N' for a standalone tab. */
  mesa: string;
  itens: Array<
    Omit<typeof pedidoItens.$inferInsert, 'id' | 'empresa_id' | 'pedido_id' | 'personalizacoes'> & {
      personalizacoes: Personalizacao[];
    }
  >;
  /** Who sent it: a waiter, or the table's QR guest (no account: id null). */
  autor: { tipo?: 'garcom' | 'cliente'; id: number | null; nome: string };
  /** garcom (default), or mesa_qr for a QR guest's items (issue 31 §2). */
  canal?: 'garcom' | 'mesa_qr';
}

/** The columns of an order that the checkout writes (all but id and the two timestamps). */
/**
 * The expected time (previsao_*) is written later, by pedidos/previsoes; the courier
 * (entregador_*, entrega_motivo) by a dispatch (issue 32).
 */
type ValoresDoPedido = Omit<
  PedidoRow,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'previsao_em'
  | 'previsao_motivo'
  | 'entregador_id'
  | 'entregador_nome'
  | 'entrega_motivo'
  | 'whatsapp_mensagem_id'
  | 'whatsapp_evento'
  | 'whatsapp_status'
  | 'whatsapp_erro'
>;

const COLUNAS_DO_PEDIDO = [
  'empresa_id',
  'usuario_id',
  'status',
  'status_pagamento',
  'tipo_pedido',
  'canal',
  'agendado_para',
  'mesa',
  'total',
  'total_sem_frete',
  'valor_frete',
  'desconto',
  'cupom_codigo',
  'promocao_id',
  'observacoes',
  'nome_cliente',
  'sobrenome_cliente',
  'telefone_cliente',
  'email_cliente',
  'endereco_entrega',
  'metodo_pagamento',
  'metodo_pagamento_detalhado',
  'precisa_troco',
  'valor_troco',
  'detalhes_pagamento',
  'cancelado_motivo',
  'comanda_id',
  'whatsapp_aceito',
] as const satisfies ReadonlyArray<keyof ValoresDoPedido>;

// Every column written, and no other (a column added to the table must be added here).
type Faltando = Exclude<keyof ValoresDoPedido, (typeof COLUNAS_DO_PEDIDO)[number]>;
const todasAsColunas: [Faltando] extends [never] ? true : Faltando = true;
void todasAsColunas;

const ph = sql.placeholder;

/** A product's tempo_preparo as the order's item keeps it (the ticket's target). */
const alvoDoProduto = (empresaId: SQL | number, produtoId: SQL | number): SQL =>
  sql`(select ${produtos.tempo_preparo} from ${produtos} where ${produtos.empresa_id} = ${empresaId} and ${produtos.id} = ${produtoId})`;

/**
 * 'criar-pedido' in ONE statement (data-modifying CTEs): the order, its items (a JSON array,
 * so the text is the same for any number of lines), its first history entry and the cart's
 * deletion; it answers only what the database chose (ids, time). Built once (preparadas.ts).
 */
const inserirPedido = sqlPreparado<
  ValoresDoPedido & {
    itens: string;
    /** The cart the order consumes; null: a staff order's lines (no cart). */
    carrinho_id: number | null;
    historico_para: 'pendente';
    historico_autor_tipo: 'cliente' | 'equipe';
    historico_autor_id: number | null;
    historico_autor_nome: string;
    /** An id taken before the transaction (reservarId), or null for the next one. */
    id_reservado: number | null;
  },
  {
    criado: {
      id: number;
      criado_ms: number;
      itens: [id: number, estacao: number | null, alvo: number | null][];
    };
  }
>((db) => {
  const idDoPedido = sql`(select id from novo_pedido)`;
  const id = sql`coalesce(${ph('id_reservado')}::int, nextval(pg_get_serial_sequence('pedidos', 'id'))::int)`;
  return sql`
    with novo_pedido as (${db
      .insert(pedidos)
      .values({
        id,
        ...Object.fromEntries(COLUNAS_DO_PEDIDO.map((c) => [c, ph(c)])),
        // A timestamp placeholder is mapped by its column (toISOString), which a null breaks.
        agendado_para: sql`${ph('agendado_para')}::timestamptz`,
      } as never)
      .returning({ id: pedidos.id, created_at: pedidos.created_at })
      .getSQL()}),
    itens as (
      insert into ${pedidoItens} (empresa_id, pedido_id, produto_id, produto_nome, imagem_url,
        quantidade, preco_unitario, observacoes, personalizacoes, estacao_id, alvo_min)
      select ${ph('empresa_id')}, ${idDoPedido}, (e.item->>'produto_id')::int,
        e.item->>'produto_nome', e.item->>'imagem_url', (e.item->>'quantidade')::int,
        (e.item->>'preco_unitario')::numeric, e.item->>'observacoes', e.item->'personalizacoes',
        ${estacaoDoProduto(sql`${ph('empresa_id')}::int`, sql`(e.item->>'produto_id')::int`)},
        ${alvoDoProduto(sql`${ph('empresa_id')}::int`, sql`(e.item->>'produto_id')::int`)}
      from jsonb_array_elements(${ph('itens')}::jsonb) with ordinality as e(item, ordem)
      order by e.ordem
      returning id, estacao_id, alvo_min),
    historico as (${db
      .insert(pedidoStatusHistorico)
      .values({
        empresa_id: ph('empresa_id'),
        pedido_id: idDoPedido,
        de: sql`null`,
        para: ph('historico_para'),
        autor_tipo: ph('historico_autor_tipo'),
        autor_id: ph('historico_autor_id'),
        autor_nome: ph('historico_autor_nome'),
      })
      .getSQL()}),
    carrinho as (${apagarCarrinhoNoPedido(db)})
    select json_build_object(
      'id', id,
      'criado_ms', (extract(epoch from created_at) * 1000)::float8,
      'itens', (select json_agg(json_build_array(id, estacao_id, alvo_min) order by id) from itens)) as criado
    from novo_pedido`;
});

/** Orders: a customer's checkout from the server-side cart, history, and status changes. */
export function createPedidosService(deps: PedidosDeps) {
  const { db } = deps;

  /** A table order's total after its lines changed: the lines not cancelled. A newer version. */
  async function recalcularTotal(tx: Tx, empresaId: number, pedidoId: number, agora: Date) {
    await tx.execute(sql`
      update ${pedidos} set total = s.soma, total_sem_frete = s.soma,
        updated_at = ${versaoSeguinte(pedidos.updated_at, agora)}
      from (select coalesce(sum(i.preco_unitario * i.quantidade), 0) as soma from ${pedidoItens} i
        where i.empresa_id = ${empresaId} and i.pedido_id = ${pedidoId} and i.cancelado_em is null) s
      where ${pedidos.empresa_id} = ${empresaId} and ${pedidos.id} = ${pedidoId}`);
  }

  /**
   * Inserts a waiter's table order inside the caller's transaction (the tab is locked there);
   * the caller announces it with `anunciarCriado` after the commit.
   */
  async function criarDaComanda(
    tx: Tx,
    empresaId: number,
    dados: PedidoDaComanda,
  ): Promise<Pedido> {
    const total = somaDasLinhas(dados.itens);
    const [pedido] = await tx
      .insert(pedidos)
      .values({
        empresa_id: empresaId,
        usuario_id: null,
        tipo_pedido: 'mesa',
        canal: dados.canal ?? 'garcom',
        mesa: dados.mesa,
        total: centavosParaNumeric(total),
        total_sem_frete: centavosParaNumeric(total),
        valor_frete: '0.00',
        comanda_id: dados.comandaId,
      })
      .returning();
    const linhas = await tx
      .insert(pedidoItens)
      .values(
        dados.itens.map((i) => ({
          ...i,
          empresa_id: empresaId,
          pedido_id: pedido!.id,
          estacao_id:
            i.produto_id === null || i.produto_id === undefined
              ? null
              : estacaoDoProduto(empresaId, i.produto_id),
          alvo_min:
            i.produto_id === null || i.produto_id === undefined
              ? null
              : alvoDoProduto(empresaId, i.produto_id),
        })),
      )
      .returning();
    await tx.insert(pedidoStatusHistorico).values({
      empresa_id: empresaId,
      pedido_id: pedido!.id,
      de: null,
      para: 'pendente',
      autor_tipo: dados.autor.tipo ?? 'garcom',
      autor_id: dados.autor.id,
      autor_nome: dados.autor.nome,
    });
    return paraPedido(pedido!, linhas);
  }

  async function carregar(ids: number[], tx: DbOrTx = db): Promise<Map<number, Pedido>> {
    const mapa = new Map<number, Pedido>();
    if (ids.length === 0) return mapa;
    const rows = await tx.select().from(pedidos).where(inArray(pedidos.id, ids));
    const itens = await tx.select().from(pedidoItens).where(inArray(pedidoItens.pedido_id, ids));
    for (const row of rows)
      mapa.set(
        row.id,
        paraPedido(
          row,
          itens.filter((i) => i.pedido_id === row.id).sort((a, b) => a.id - b.id),
        ),
      );
    return mapa;
  }

  async function nomeDoAutor(empresaId: number, autor: AutorDaMudanca): Promise<string | null> {
    if (autor.id === null) return null;
    if (autor.tipo === 'monitor') {
      const [tela] = await db
        .select({ nome: telasMonitor.nome })
        .from(telasMonitor)
        .where(and(eq(telasMonitor.id, autor.id), eq(telasMonitor.empresa_id, empresaId)));
      return tela ? `Tela: ${tela.nome}` : null;
    }
    if (autor.tipo === 'entregador') {
      const [entregador] = await db
        .select({ nome: entregadores.nome })
        .from(entregadores)
        .where(and(eq(entregadores.id, autor.id), eq(entregadores.empresa_id, empresaId)));
      return entregador ? `Entregador: ${entregador.nome}` : null;
    }
    if (autor.tipo !== 'equipe' && autor.tipo !== 'cliente') return null;
    const [u] = await db
      .select({ nome: usuarios.nome, sobrenome: usuarios.sobrenome })
      .from(usuarios)
      .where(and(eq(usuarios.id, autor.id), eq(usuarios.empresa_id, empresaId)));
    return u ? [u.nome, u.sobrenome].filter(Boolean).join(' ') : null;
  }

  function avisar(nome: 'pedido:criado' | 'pedido:atualizado', pedido: Pedido) {
    deps.publish({
      empresaId: pedido.empresa_id,
      name: nome,
      rooms: [
        rooms.equipe(pedido.empresa_id),
        ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
      ],
      payload: pedido,
    });
  }

  /**
   * 'criar-pedido' of a staff correction (issue 31 §1): the same order (number, customer account,
   * channel, creation time) with the new lines, address, payment and totals, a newer version, and
   * the correction noted in its details. Its rollup is added back (the correction took it out),
   * the kitchen gets a ticket marked 'PEDIDO ALTERADO' where printing is on, and every screen the
   * order as it now is.
   */
  /** The checkout's order into the day's rollup (at the end of its transaction). */
  const somarNoRelatorio = (tx: Tx, ctx: ContextoDoCheckout) =>
    deps.relatorios.somarPedidoCriado(tx, {
      empresaId: ctx.empresaId,
      timezone: ctx.empresa.timezone,
      canal: ctx.canal,
      itensCentavos: ctx.subtotalCentavos,
      freteCentavos: ctx.freteCentavos,
      descontoCentavos: ctx.descontoCentavos,
      linhas: ctx.linhas,
    });

  /** The checkout's order to the kitchen's printers, where one prints by itself. */
  async function imprimirNaCozinha(
    tx: Tx,
    ctx: ContextoDoCheckout,
    marcas: EnvioACozinha['marcas'],
  ) {
    // A scheduled order is printed when the kitchen must start it ('ritmo.liberar').
    if (!ctx.empresa.imprimeCozinha || ctx.agendadoPara) return;
    const pedido = ctx.pedido!;
    for (const trabalho of await avisarCozinha(tx, {
      empresaId: ctx.empresaId,
      pedido,
      itens: pedido.itens,
      marcas,
    }))
      ctx.depoisDoCommit.push(trabalho);
  }

  async function reescrever(
    ctx: ContextoDoCheckout,
    pedidoId: number,
    valores: ValoresDoPedido,
    itens: Array<Omit<typeof pedidoItens.$inferInsert, 'pedido_id'>>,
  ): Promise<void> {
    const { empresaId } = ctx;
    const autor = ctx.equipe!.autor;
    const { empresa_id: _e, usuario_id: _u, canal: _c, status: _s, ...mudados } = valores;
    // At the end of the transaction, after the correction took the old order out of the rollup
    // (its `antes` queued that first): the rollup's rows are locked from there to the commit only,
    // as in any checkout, and are taken out with the values they were added with.
    ctx.antesDoCommit.push(async (tx) => {
      await tx
        .update(pedidos)
        .set({
          ...mudados,
          detalhes_pagamento: {
            ...valores.detalhes_pagamento,
            correcao: { por: autor.nome, por_id: autor.id, em: ctx.agora.toISOString() },
          },
          updated_at: versaoSeguinte(pedidos.updated_at, ctx.agora),
        })
        .where(and(eq(pedidos.empresa_id, empresaId), eq(pedidos.id, pedidoId)));
      await tx
        .delete(pedidoItens)
        .where(and(eq(pedidoItens.empresa_id, empresaId), eq(pedidoItens.pedido_id, pedidoId)));
      await tx.insert(pedidoItens).values(
        itens.map((item) => ({
          ...item,
          pedido_id: pedidoId,
          estacao_id: item.produto_id == null ? null : estacaoDoProduto(empresaId, item.produto_id),
          alvo_min: item.produto_id == null ? null : alvoDoProduto(empresaId, item.produto_id),
        })),
      );
      ctx.pedido = (await carregar([pedidoId], tx)).get(pedidoId)!;
      await somarNoRelatorio(tx, ctx);
      await imprimirNaCozinha(tx, ctx, { alterado: true });
      ctx.depoisDoCommit.push(() => avisar('pedido:atualizado', ctx.pedido!));
    });
  }

  /**
   * 'criar-pedido': the order, its items and its first history entry from what the earlier
   * steps computed; the cart is consumed. All of it is ONE statement (data-modifying CTEs) that
   * answers only what the database chose (ids, time): the order is built from the values
   * written, with no read-back. The report's rollup is queued for the end of the transaction
   * (its rows are hot: held from there to the commit only). The order is announced after the
   * commit, as the payment step left it.
   */
  const etapaDoCheckout: EtapaDoCheckout = {
    nome: 'criar-pedido',
    async executar(tx, ctx) {
      const { empresaId, usuarioId, cliente, pagamento, entrega } = ctx;
      const carrinho = ctx.carrinho!;
      const total = totalDoCheckout(ctx);
      // A total of R$ 0,00 (a 100 % coupon with pickup) needs no payment: the order is placed
      // paid, with nothing to collect on delivery (no change either) and no PIX charge.
      const nadaAPagar = total === 0;
      const { equipe } = ctx;
      const precisaTroco = pagamento.precisaTroco && !nadaAPagar;
      const { valorTroco } = pagamento;
      if (precisaTroco && (valorTroco === null || paraCentavos(valorTroco) < total))
        throw validacao(MENSAGENS_PEDIDO.trocoInsuficiente);
      const dados = ctx.input.dados_cliente;
      const telefone = dados?.telefone || cliente.telefone;
      const valores = {
        empresa_id: empresaId,
        usuario_id: usuarioId,
        status: 'pendente',
        status_pagamento: nadaAPagar || pagamento.pagoNaHora ? 'pago' : 'pendente',
        tipo_pedido: entrega.retirada ? 'retirada' : 'entrega',
        canal: ctx.canal,
        agendado_para: ctx.agendadoPara,
        mesa: equipe?.balcao ? 'Balcão' : entrega.retirada ? 'Retirada' : 'Entrega',
        total: centavosParaNumeric(total),
        total_sem_frete: centavosParaNumeric(ctx.subtotalCentavos),
        valor_frete: centavosParaNumeric(ctx.freteCentavos),
        desconto: centavosParaNumeric(ctx.descontoCentavos),
        cupom_codigo: ctx.cupom?.codigo ?? null,
        promocao_id: ctx.cupom?.promocaoId ?? null,
        observacoes: ctx.input.observacoes ?? carrinho.observacoes,
        nome_cliente: dados?.nome || cliente.nome,
        sobrenome_cliente: dados?.sobrenome || cliente.sobrenome,
        telefone_cliente: telefone,
        email_cliente: cliente.email || null,
        endereco_entrega: entrega.endereco,
        metodo_pagamento: pagamento.metodo_pagamento,
        metodo_pagamento_detalhado: pagamento.detalhado,
        precisa_troco: precisaTroco,
        valor_troco:
          precisaTroco && valorTroco !== null
            ? centavosParaNumeric(paraCentavos(valorTroco))
            : null,
        detalhes_pagamento: {
          metodo: pagamento.metodo,
          precisaTroco,
          valorTroco: precisaTroco ? valorTroco : null,
          troco:
            precisaTroco && valorTroco !== null
              ? deCentavos(paraCentavos(valorTroco) - total)
              : null,
          entregaGratis: ctx.entregaGratis,
          distanciaKm: entrega.frete?.distancia ?? null,
          ...(nadaAPagar ? { nada_a_pagar: true } : {}),
        },
        cancelado_motivo: null,
        comanda_id: null,
        // WhatsApp messages (issue 32 §2): asked at checkout, on by default with a phone, and
        // only where the store sends them (read with the checkout's context, no extra query).
        whatsapp_aceito:
          ctx.empresa.enviaWhatsapp && Boolean(telefone) && ctx.input.whatsapp_aceito !== false,
      } satisfies ValoresDoPedido;
      const itens = ctx.linhas.map((linha) => ({
        empresa_id: empresaId,
        produto_id: linha.produto_id,
        produto_nome: linha.produto_nome,
        imagem_url: linha.imagem_url,
        quantidade: linha.quantidade,
        preco_unitario: centavosParaNumeric(linha.precoUnitarioCentavos),
        observacoes: linha.observacoes,
        personalizacoes: linha.personalizacoes,
      }));
      if (ctx.corrigindo !== null) return reescrever(ctx, ctx.corrigindo, valores, itens);
      const [criado] = await inserirPedido(tx, {
        ...valores,
        itens: JSON.stringify(itens),
        carrinho_id: carrinho.id,
        historico_para: 'pendente',
        historico_autor_tipo: equipe ? 'equipe' : 'cliente',
        historico_autor_id: equipe ? equipe.autor.id : usuarioId,
        historico_autor_nome: equipe
          ? equipe.autor.nome
          : [cliente.nome, cliente.sobrenome].filter(Boolean).join(' '),
        id_reservado: ctx.idDoPedido,
      });
      const { id, criado_ms, itens: idsDosItens } = criado!.criado;
      // created_at and updated_at both default to now(), the transaction's start.
      const criadoEm = new Date(criado_ms);
      ctx.pedido = paraPedido(
        {
          ...valores,
          id,
          created_at: criadoEm,
          updated_at: criadoEm,
          previsao_em: null,
          previsao_motivo: null,
          entregador_id: null,
          entregador_nome: null,
          entrega_motivo: null,
          whatsapp_mensagem_id: null,
          whatsapp_evento: null,
          whatsapp_status: null,
          whatsapp_erro: null,
        },
        itens.map((item, i) => ({
          ...item,
          id: idsDosItens[i]![0],
          estacao_id: idsDosItens[i]![1],
          alvo_min: idsDosItens[i]![2],
          pronto_em: null,
          pronto_por: null,
          comanda_item_id: null,
          adicionado_em: null,
          cancelado_em: null,
          cancelado_motivo: null,
          cancelado_por: null,
          observacoes_alteradas_em: null,
          pedido_id: id,
        })),
      );
      ctx.antesDoCommit.push((txDoCommit) => somarNoRelatorio(txDoCommit, ctx));
      // Printed on the restaurant's printers (a company without one spends nothing here).
      if (ctx.empresa.imprimeCozinha)
        ctx.antesDoCommit.push((txDoCommit) => imprimirNaCozinha(txDoCommit, ctx, {}));
      ctx.depoisDoCommit.push(() => avisar('pedido:criado', ctx.pedido!));
      ctx.depoisDoCommit.push(async () => {
        for (const ouvinte of ouvintesDeCriacao) await ouvinte(ctx.pedido!);
      });
    },
  };

  const ouvintes: OuvinteDeStatus[] = [];
  const ouvintesDeCriacao: Array<(pedido: Pedido) => Promise<void>> = [];
  const ouvintesDaCozinha: OuvinteDaCozinha[] = [];

  /** Tells the kitchen's listeners, in the sending transaction; answers their after-commit work. */
  async function avisarCozinha(tx: Tx, envio: EnvioACozinha): Promise<Array<() => Promise<void>>> {
    const depois: Array<() => Promise<void>> = [];
    if (envio.itens.length === 0) return depois;
    for (const ouvinte of ouvintesDaCozinha) {
      const trabalho = await ouvinte.aoEnviar(tx, envio);
      if (trabalho) depois.push(trabalho);
    }
    return depois;
  }

  /**
   * Inside a status change's transaction, after the row moved: the history entry, the
   * listeners, and for a cancellation the checkout's reverse steps. Answers the work for after
   * the commit.
   */
  async function registrarMudanca(
    tx: Tx,
    mudanca: MudancaDeStatus,
    autor: AutorComNome,
    agora: Date,
  ): Promise<{ desfeito: () => Promise<void>; ouvir: (pedido: Pedido) => Promise<void> }> {
    await tx.insert(pedidoStatusHistorico).values({
      empresa_id: mudanca.empresaId,
      pedido_id: mudanca.pedidoId,
      de: mudanca.de,
      para: mudanca.para,
      autor_tipo: autor.tipo,
      autor_id: autor.id,
      autor_nome: autor.nome,
    });
    const depois: Array<() => Promise<void>> = [];
    for (const ouvinte of ouvintes) {
      const trabalho = await ouvinte.aoMudar(tx, mudanca);
      if (trabalho) depois.push(trabalho);
    }
    const desfeito =
      mudanca.para === 'cancelado'
        ? await deps.checkout.desfazer(tx, {
            empresaId: mudanca.empresaId,
            pedidoId: mudanca.pedidoId,
            agora,
          })
        : undefined;
    // After the reverse steps: the rollup row is the last lock a cancellation takes, as in the
    // checkout (no lock-order deadlock with an order being placed). 'cancelado' is final, so
    // an order is taken back once.
    if (mudanca.para === 'cancelado')
      await deps.relatorios.tirarPedido(tx, mudanca.empresaId, mudanca.pedidoId);
    return {
      desfeito: async () => desfeito?.(),
      ouvir: async (pedido) => {
        for (const trabalho of depois) await trabalho();
        for (const ouvinte of ouvintes) await ouvinte.depoisDoCommit?.(mudanca, pedido);
      },
    };
  }

  /**
   * Several orders' status changes in one transaction (a courier's dispatch, issue 32): all
   * happen or none. Each follows the state machine unless it is a courier's return; each is a
   * conditional update (one winner), records its history and hears its listeners; `naTransacao`
   * lets the caller write its own rows in the same transaction. Answers the orders as they now
   * stand, in the order asked.
   */
  async function mudarVarios(
    empresaId: number,
    mudancas: Array<{ pedidoId: number; para: PedidoStatus } & OpcoesDaMudanca>,
    autor: AutorDaMudanca,
    naTransacao?: (tx: Tx, pedidos: Array<{ id: number; de: PedidoStatus }>) => Promise<void>,
  ): Promise<Pedido[]> {
    const ids = mudancas.map((m) => m.pedidoId);
    const atuais = await db
      .select({
        id: pedidos.id,
        status: pedidos.status,
        tipo_pedido: pedidos.tipo_pedido,
        comanda_id: pedidos.comanda_id,
      })
      .from(pedidos)
      .where(and(inArray(pedidos.id, ids), eq(pedidos.empresa_id, empresaId)));
    const porId = new Map(atuais.map((a) => [a.id, a]));
    const aMudar: Array<{ mudanca: MudancaDeStatus; opcoes: OpcoesDaMudanca }> = [];
    for (const { pedidoId, para, ...opcoes } of mudancas) {
      const atual = porId.get(pedidoId);
      if (!atual) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
      if (opcoes.de !== undefined && atual.status !== opcoes.de)
        throw conflito(MENSAGENS_PEDIDO.alteradoPorOutro);
      if (atual.status === para) continue;
      // A started order (not yet out or delivered) is cancelled only with a reason, by staff.
      const jaIniciado = ['preparando', 'pronto'].includes(atual.status);
      const cancelarIniciado = para === 'cancelado' && jaIniciado && autor.tipo !== 'cliente';
      if (cancelarIniciado && !opcoes.motivo)
        throw validacao(MENSAGENS_PEDIDO.motivoDoCancelamento);
      // A courier brings an order back to the store: it is ready to go out again.
      const devolvido =
        opcoes.devolucao !== undefined && atual.status === 'saiu_para_entrega' && para === 'pronto';
      const recusa = cancelarIniciado || devolvido ? null : recusaDoStatus(atual, para);
      if (recusa) throw conflito(recusa);
      aMudar.push({
        mudanca: { empresaId, pedidoId, comandaId: atual.comanda_id, de: atual.status, para },
        opcoes,
      });
    }
    let todos: Map<number, Pedido> | undefined;
    if (aMudar.length > 0 || naTransacao) {
      // Rows are locked in id order, as everywhere: two batches never wait on each other in a circle.
      aMudar.sort((a, b) => a.mudanca.pedidoId - b.mudanca.pedidoId);
      const autorNome = await nomeDoAutor(empresaId, autor);
      const agora = deps.now();
      const depois = await db.transaction(async (tx) => {
        const trabalhos = [];
        for (const { mudanca, opcoes } of aMudar) {
          const { pedidoId, de, para } = mudanca;
          const mudados = await tx
            .update(pedidos)
            .set({
              status: para,
              updated_at: agora,
              ...(para === 'cancelado' && opcoes.motivo ? { cancelado_motivo: opcoes.motivo } : {}),
              ...(opcoes.entregador !== undefined
                ? {
                    entregador_id: opcoes.entregador?.id ?? null,
                    entregador_nome: opcoes.entregador?.nome ?? null,
                    entrega_motivo: null,
                  }
                : {}),
              ...(opcoes.devolucao !== undefined
                ? { entregador_id: null, entregador_nome: null, entrega_motivo: opcoes.devolucao }
                : {}),
            })
            .where(
              and(
                eq(pedidos.empresa_id, empresaId),
                eq(pedidos.id, pedidoId),
                eq(pedidos.status, de),
                opcoes.seCozinhaFeita
                  ? sql`not exists (select 1 from ${pedidoItens} i where i.empresa_id = ${empresaId}
                    and i.pedido_id = ${pedidoId} and i.pronto_em is null and i.cancelado_em is null)`
                  : undefined,
              ),
            )
            .returning({ id: pedidos.id });
          if (mudados.length === 0) throw conflito(MENSAGENS_PEDIDO.alteradoPorOutro);
          if (para === 'cancelado') {
            // A pending payment is cancelled with the order (a paid one stays paid: a refund is owed).
            const travado = await travarPedido(tx, empresaId, pedidoId);
            if (travado.status_pagamento === 'pendente')
              await mudarStatusPagamento(tx, travado, 'cancelado', agora);
          }
          trabalhos.push(
            await registrarMudanca(
              tx,
              mudanca,
              { tipo: autor.tipo, id: autor.id, nome: autorNome },
              agora,
            ),
          );
        }
        await naTransacao?.(
          tx,
          aMudar.map(({ mudanca }) => ({ id: mudanca.pedidoId, de: mudanca.de })),
        );
        return trabalhos;
      });
      for (const trabalho of depois) await trabalho.desfeito();
      // One read for the events and the answer: the orders as the commit left them.
      todos = await carregar(ids);
      for (const [i, trabalho] of depois.entries()) {
        const pedido = todos.get(aMudar[i]!.mudanca.pedidoId)!;
        avisar('pedido:atualizado', pedido);
        await trabalho.ouvir(pedido);
      }
    }
    todos ??= await carregar(ids);
    return ids.map((id) => todos.get(id)!);
  }

  return {
    /** Checkout paying on delivery (POST /api/pedidos); orders paid on the site come from pagar-pix. */
    async criar(empresaId: number, usuarioId: number, input: NovoPedidoInput): Promise<Pedido> {
      if (input.metodo_pagamento === 'site') throw validacao(MENSAGENS_PEDIDO.pagamentoSite);
      const pagamento = input.detalhes_pagamento;
      if (!pagamento) throw validacao(MENSAGENS_PEDIDO.semPagamento);
      const precisaTroco =
        pagamento.metodo === 'dinheiro' &&
        Boolean(pagamento.precisaTroco ?? pagamento.precisa_troco);
      const valorTroco = pagamento.valorTroco ?? pagamento.valor_troco ?? null;
      const { pedido } = await deps.checkout.finalizar(empresaId, usuarioId, input, {
        metodo_pagamento: 'entrega',
        metodo: pagamento.metodo,
        detalhado: pagamento.metodo,
        precisaTroco,
        valorTroco,
      });
      return pedido;
    },

    /** The 'criar-pedido' step of the checkout (core.ts registers it). */
    etapaDoCheckout,

    /**
     * The next order id, taken before the checkout's transaction (ctx.idDoPedido): a PIX charge
     * is created outside it and names its order. An id taken by a run that then fails is a gap.
     */
    async reservarId(): Promise<number> {
      const { rows } = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('pedidos', 'id'))::int as id`,
      )) as unknown as { rows: Array<{ id: number }> };
      return Number(rows[0]!.id);
    },

    /** Registers a module that follows every status change (once, in core.ts). */
    ouvirStatus(ouvinte: OuvinteDeStatus): void {
      ouvintes.push(ouvinte);
    },

    /**
     * An order's copy of its last WhatsApp message (issue 32 §2), written by the sending and the
     * status webhooks: a newer version when it changed, so the board follows it live. An older
     * message's late receipt never replaces a newer message's state. Answers the order as it now
     * stands when it changed.
     */
    async registrarMensagemWhatsapp(
      empresaId: number,
      pedidoId: number,
      m: { id: number; evento: string; status: string; erro: string | null },
    ): Promise<Pedido | null> {
      const mudou = await db
        .update(pedidos)
        .set({
          whatsapp_mensagem_id: m.id,
          whatsapp_evento: m.evento,
          whatsapp_status: m.status,
          whatsapp_erro: m.erro,
          updated_at: versaoSeguinte(pedidos.updated_at, deps.now()),
        })
        .where(
          and(
            eq(pedidos.empresa_id, empresaId),
            eq(pedidos.id, pedidoId),
            sql`(${pedidos.whatsapp_mensagem_id} is null or ${pedidos.whatsapp_mensagem_id} <= ${m.id})`,
            sql`(${pedidos.whatsapp_mensagem_id} is distinct from ${m.id}
              or ${pedidos.whatsapp_status} is distinct from ${m.status}
              or ${pedidos.whatsapp_erro} is distinct from ${m.erro})`,
          ),
        )
        .returning({ id: pedidos.id });
      if (mudou.length === 0) return null;
      return (await carregar([pedidoId])).get(pedidoId) ?? null;
    },

    /** Registers a module told of every order the checkout placed, after its commit. */
    ouvirCriacao(ouvinte: (pedido: Pedido) => Promise<void>): void {
      ouvintesDeCriacao.push(ouvinte);
    },

    /** Registers a module told of every send to the kitchen (the printers, in core.ts). */
    ouvirCozinha(ouvinte: OuvinteDaCozinha): void {
      ouvintesDaCozinha.push(ouvinte);
    },

    /** Locks the order's row for a payment change (see travarPedido). */
    travar: travarPedido,

    /** Who someone is, as the history records them (read before a transaction). */
    nomeDoAutor,

    /**
     * The only way another module changes an order's payment status, inside its transaction,
     * the row locked by `travar`. With `cancelarPedido`, the order itself is cancelled too (a
     * PIX that expired or was rejected before anyone started the order, with its `motivo`; a
     * staff member cancelling a pending payment, without one): the history entry by `autor`,
     * the listeners and the checkout's reverse steps, as for any cancellation. With `manual`
     * (staff, PUT /api/pedidos/:id/status-pagamento), a move that changes the row is recorded
     * in detalhes_pagamento.pagamento_manual: to what, by whom, when. Answers whether the row
     * changed and the work for after the commit.
     */
    async mudarStatusDePagamento(
      tx: Tx,
      travado: PedidoTravado,
      para: StatusPagamento,
      opcoes: {
        agora: Date;
        autor: AutorComNome;
        cancelarPedido?: boolean;
        motivo?: MotivoCancelamento;
        manual?: boolean;
      },
    ): Promise<{ mudou: boolean; depoisDoCommit: () => Promise<void> }> {
      const de = travado.status;
      const { agora, autor, cancelarPedido } = opcoes;
      const manual: PagamentoManual | undefined = opcoes.manual
        ? {
            status_pagamento: para,
            autor_tipo: autor.tipo,
            autor_id: autor.id,
            autor_nome: autor.nome,
            em: agora.toISOString(),
          }
        : undefined;
      const mudou = await mudarStatusPagamento(tx, travado, para, agora, {
        ...(cancelarPedido ? { status: 'cancelado' as const, motivo: opcoes.motivo } : {}),
        ...(manual ? { detalhes: { pagamento_manual: manual } } : {}),
      });
      if (!cancelarPedido || de === 'cancelado') return { mudou, depoisDoCommit: async () => {} };
      const mudanca: MudancaDeStatus = {
        empresaId: travado.empresaId,
        pedidoId: travado.pedidoId,
        comandaId: travado.comanda_id,
        de,
        para: 'cancelado',
      };
      const depois = await registrarMudanca(tx, mudanca, autor, agora);
      return {
        mudou,
        depoisDoCommit: async () => {
          await depois.desfeito();
          const pedido = (await carregar([travado.pedidoId])).get(travado.pedidoId);
          if (pedido) await depois.ouvir(pedido);
        },
      };
    },

    /** The payment step records its charge on the order (detalhes_pagamento), in its transaction. */
    async anotarPagamento(
      tx: Tx,
      empresaId: number,
      pedidoId: number,
      detalhes: object,
    ): Promise<Pedido> {
      await tx
        .update(pedidos)
        .set({
          detalhes_pagamento: sql`coalesce(${pedidos.detalhes_pagamento}, '{}'::jsonb) || ${JSON.stringify(detalhes)}::jsonb`,
        })
        .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
      return (await carregar([pedidoId], tx)).get(pedidoId)!;
    },

    criarDaComanda,

    /**
     * A tab's send (issue 29 §2): the items join the tab's order still in the kitchen, shown
     * "+ NOVO" on its ticket, or make a new order when none is (none yet, or already 'pronto').
     * The order is locked: a bump that makes it 'pronto' meanwhile leaves these for a new one.
     */
    async enviarDaComanda(
      tx: Tx,
      empresaId: number,
      dados: PedidoDaComanda,
    ): Promise<{ pedido: Pedido; novo: boolean; depois: Array<() => Promise<void>> }> {
      const [aberto] = await tx
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(
          and(
            eq(pedidos.empresa_id, empresaId),
            eq(pedidos.comanda_id, dados.comandaId),
            inArray(pedidos.status, [...NA_COZINHA]),
          ),
        )
        .orderBy(desc(pedidos.id))
        .limit(1)
        .for('update');
      if (!aberto) {
        const pedido = await criarDaComanda(tx, empresaId, dados);
        const depois = await avisarCozinha(tx, {
          empresaId,
          pedido,
          itens: pedido.itens,
          marcas: {},
        });
        return { pedido, novo: true, depois };
      }
      const agora = deps.now();
      const novos = await tx
        .insert(pedidoItens)
        .values(
          dados.itens.map((i) => ({
            ...i,
            empresa_id: empresaId,
            pedido_id: aberto.id,
            adicionado_em: agora,
            estacao_id:
              i.produto_id === null || i.produto_id === undefined
                ? null
                : estacaoDoProduto(empresaId, i.produto_id),
            alvo_min:
              i.produto_id === null || i.produto_id === undefined
                ? null
                : alvoDoProduto(empresaId, i.produto_id),
          })),
        )
        .returning({ id: pedidoItens.id });
      await recalcularTotal(tx, empresaId, aberto.id, agora);
      const pedido = (await carregar([aberto.id], tx)).get(aberto.id)!;
      const ids = new Set(novos.map((n) => n.id));
      // Only the added lines are printed, marked as such (issue 30 §2).
      const depois = await avisarCozinha(tx, {
        empresaId,
        pedido,
        itens: pedido.itens.filter((i) => ids.has(i.id)),
        marcas: { adicional: { comanda: `Comanda ${dados.comandaId}` } },
      });
      return { pedido, novo: false, depois };
    },

    /**
     * A waiter cancels a tab item the kitchen already has (issue 29 §2): its kitchen line is
     * struck ("CANCELADO", with the reason and who), and leaves the order's total. One
     * conditional UPDATE: only a line not cancelled yet, of an order still in the kitchen.
     * Answers the order's id, or null when there is no such line.
     */
    async cancelarItemDaComanda(
      tx: Tx,
      empresaId: number,
      comandaItemId: number,
      motivo: string,
      por: string,
    ): Promise<{ pedidoId: number | null; depois: Array<() => Promise<void>> }> {
      const agora = deps.now();
      const { rows } = (await tx.execute(sql`
        update ${pedidoItens} i set cancelado_em = ${agora}::timestamptz,
          cancelado_motivo = ${motivo}, cancelado_por = ${por}
        where i.empresa_id = ${empresaId} and i.comanda_item_id = ${comandaItemId}
          and i.cancelado_em is null
          and exists (select 1 from ${pedidos} p where p.empresa_id = i.empresa_id
            and p.id = i.pedido_id and p.status in (${sql.join(
              NA_COZINHA.map((status) => sql`${status}`),
              sql`, `,
            )}))
        returning i.pedido_id, i.id`)) as unknown as { rows: { pedido_id: number; id: number }[] };
      const pedidoId = rows[0] ? Number(rows[0].pedido_id) : null;
      if (pedidoId === null) return { pedidoId, depois: [] };
      const cancelados = new Set(rows.map((r) => Number(r.id)));
      await recalcularTotal(tx, empresaId, pedidoId, agora);
      const pedido = (await carregar([pedidoId], tx)).get(pedidoId)!;
      // A 'CANCELADO' slip for the cancelled line (issue 30 §2).
      const depois = await avisarCozinha(tx, {
        empresaId,
        pedido,
        itens: pedido.itens.filter((i) => cancelados.has(i.id)),
        marcas: { cancelado: true },
      });
      return { pedidoId, depois };
    },

    /**
     * A note changed on a tab item the kitchen already has: its kitchen line shows the new note,
     * highlighted. Nothing when the order has left the kitchen.
     */
    async anotarItemDaComanda(
      tx: Tx,
      empresaId: number,
      comandaItemId: number,
      observacoes: string | null,
    ): Promise<number | null> {
      const agora = deps.now();
      const { rows } = (await tx.execute(sql`
        update ${pedidoItens} i set observacoes = ${observacoes},
          observacoes_alteradas_em = ${agora}::timestamptz
        where i.empresa_id = ${empresaId} and i.comanda_item_id = ${comandaItemId}
          and i.cancelado_em is null
          and i.observacoes is distinct from ${observacoes}
          and exists (select 1 from ${pedidos} p where p.empresa_id = i.empresa_id
            and p.id = i.pedido_id and p.status in (${sql.join(
              NA_COZINHA.map((status) => sql`${status}`),
              sql`, `,
            )}))
        returning i.pedido_id`)) as unknown as { rows: { pedido_id: number }[] };
      const pedidoId = rows[0] ? Number(rows[0].pedido_id) : null;
      if (pedidoId !== null)
        await tx
          .update(pedidos)
          .set({ updated_at: versaoSeguinte(pedidos.updated_at, agora) })
          .where(and(eq(pedidos.empresa_id, empresaId), eq(pedidos.id, pedidoId)));
      return pedidoId;
    },

    /** A new order reaches the staff (monitor, board) like every other order. */
    anunciarCriado: (pedido: Pedido) => avisar('pedido:criado', pedido),

    /** The order as it is now (another company's id reads as absent). */
    async obter(empresaId: number, pedidoId: number, tx: DbOrTx = db): Promise<Pedido | null> {
      const pedido = (await carregar([pedidoId], tx)).get(pedidoId);
      return pedido && pedido.empresa_id === empresaId ? pedido : null;
    },

    /** A change to an order other than its status (a station's progress) reaches every screen. */
    anunciarAtualizado: (pedido: Pedido) => avisar('pedido:atualizado', pedido),

    /** The customer's own orders at this empresa, newest first. */
    async doCliente(empresaId: number, usuarioId: number): Promise<Pedido[]> {
      const ids = await db
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(and(eq(pedidos.empresa_id, empresaId), eq(pedidos.usuario_id, usuarioId)))
        .orderBy(desc(pedidos.created_at), desc(pedidos.id))
        .limit(50);
      const mapa = await carregar(ids.map((r) => r.id));
      return ids.map((r) => mapa.get(r.id)!);
    },

    /**
     * A scheduled order's kitchen tickets, printed when the kitchen must start it (issue 31 §3):
     * the checkout printed nothing then. A cancelled or finished order prints nothing.
     */
    async imprimirNoInicio(empresaId: number, pedidoId: number): Promise<void> {
      const depois = await db.transaction(async (tx) => {
        const pedido = (await carregar([pedidoId], tx)).get(pedidoId);
        if (!pedido || pedido.empresa_id !== empresaId) return [];
        if (!(NA_COZINHA as readonly string[]).includes(pedido.status)) return [];
        return avisarCozinha(tx, {
          empresaId,
          pedido,
          itens: pedido.itens.filter((i) => i.cancelado_em === null),
          marcas: {},
        });
      });
      for (const trabalho of depois) await trabalho();
    },

    /**
     * A status change following the order state machine, recorded with who made it and when;
     * staff and the customer hear it. A concurrent change makes this one a conflict.
     */
    async mudarStatus(
      empresaId: number,
      pedidoId: number,
      para: PedidoStatus,
      autor: AutorDaMudanca,
      opcoes: OpcoesDaMudanca = {},
    ): Promise<Pedido> {
      const [pedido] = await mudarVarios(empresaId, [{ pedidoId, para, ...opcoes }], autor);
      return pedido!;
    },

    mudarVarios,

    /**
     * The staff's list: by default every open order (whatever its age) plus the last 24 h;
     * filters narrow it by status and period. Newest first.
     */
    async listar(empresaId: number, filtro: FiltroPedidos): Promise<Pedido[]> {
      const periodo =
        filtro.desde || filtro.ate
          ? and(
              filtro.desde ? gte(pedidos.created_at, filtro.desde) : undefined,
              filtro.ate ? lte(pedidos.created_at, filtro.ate) : undefined,
            )
          : or(
              inArray(pedidos.status, [...PEDIDO_STATUS_EM_ABERTO]),
              gte(pedidos.created_at, new Date(deps.now().getTime() - 24 * 3600_000)),
            );
      const ids = await db
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(
          and(
            eq(pedidos.empresa_id, empresaId),
            filtro.status ? inArray(pedidos.status, filtro.status) : undefined,
            periodo,
          ),
        )
        .orderBy(desc(pedidos.created_at), desc(pedidos.id))
        .limit(filtro.limite);
      const mapa = await carregar(ids.map((r) => r.id));
      return ids.map((r) => mapa.get(r.id)!);
    },

    /** The dashboard's timeline: the latest orders of the empresa. */
    async recentes(empresaId: number, limite = 10): Promise<Pedido[]> {
      const ids = await db
        .select({ id: pedidos.id })
        .from(pedidos)
        .where(eq(pedidos.empresa_id, empresaId))
        .orderBy(desc(pedidos.created_at), desc(pedidos.id))
        .limit(limite);
      const mapa = await carregar(ids.map((r) => r.id));
      return ids.map((r) => mapa.get(r.id)!);
    },

    async historico(empresaId: number, pedidoId: number): Promise<PedidoHistoricoEntrada[]> {
      const rows = await db
        .select()
        .from(pedidoStatusHistorico)
        .where(
          and(
            eq(pedidoStatusHistorico.empresa_id, empresaId),
            eq(pedidoStatusHistorico.pedido_id, pedidoId),
          ),
        )
        .orderBy(asc(pedidoStatusHistorico.created_at), asc(pedidoStatusHistorico.id));
      if (rows.length === 0) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
      return rows.map((r) => ({
        de: r.de,
        para: r.para,
        autor_tipo: r.autor_tipo,
        autor_id: r.autor_id,
        autor_nome: r.autor_nome,
        created_at: r.created_at.toISOString(),
      }));
    },
  };
}

export type PedidosService = ReturnType<typeof createPedidosService>;
