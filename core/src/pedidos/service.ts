import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import {
  ENTREGA_GRATIS_VALOR_MINIMO,
  enderecoSchema,
  MENSAGENS_FRETE,
  type FreteResultado,
  podeMudarStatus,
  rooms,
  PEDIDO_STATUS_EM_ABERTO,
  type AutorDaMudanca,
  type Endereco,
  type FiltroPedidos,
  type NovoPedidoInput,
  type PedidoHistoricoEntrada,
  type Pedido,
  type PedidoStatus,
  type Publish,
} from '@cardapio/shared-events';
import type { CarrinhoService } from '../carrinho/service';
import { carrinhos } from '../carrinho/schema';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { FreteService } from '../frete/service';
import type { HorariosService } from '../horarios/service';
import { conflito, DomainError, naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import { telasMonitor } from '../monitor/schema';
import { usuarios } from '../usuarios/schema';
import { pedidoItens, pedidos, pedidoStatusHistorico } from './schema';
import { paraPedido } from './serialize';
import { mudarStatusPagamento, travarPedido } from './status-pagamento';

export const MENSAGENS_PEDIDO = {
  lojaFechada: 'Estabelecimento fechado no momento. Confira nosso horário de funcionamento.',
  carrinhoVazio: 'Adicione itens ao carrinho',
  semEndereco: 'Configure o endereço de entrega',
  foraDaArea: 'Infelizmente não estamos disponíveis no seu local',
  semPagamento: 'Selecione a forma de pagamento',
  pagamentoSite: 'O pagamento pelo site ainda não está disponível. Escolha pagar na entrega.',
  trocoInsuficiente: 'O valor para troco deve ser maior ou igual ao total do pedido',
  itemMudou: (produto: string, motivo: string) =>
    `"${produto}" mudou desde que entrou no carrinho (${motivo}). Personalize o item de novo ou remova-o do carrinho.`,
} as const;

/** How an order is paid: on delivery (dinheiro, cartao, pix) or on the site (pix_site). */
export interface PagamentoDoCheckout {
  metodo_pagamento: 'entrega' | 'site';
  /** detalhes_pagamento.metodo */
  metodo: string;
  /** metodo_pagamento_detalhado */
  detalhado: string;
  precisaTroco: boolean;
  valorTroco: number | null;
}

/** Work that belongs to the order's transaction (a payment row), with the cart it came from. */
export type AposGravar<T> = (
  tx: Tx,
  pedido: Pedido,
  contexto: { carrinhoId: number; totalCentavos: number },
) => Promise<T>;

export interface PedidosDeps {
  db: Db;
  carrinho: CarrinhoService;
  frete: FreteService;
  horarios: HorariosService;
  publish: Publish;
  now: () => Date;
  /** Table orders sent from a waiter's tab: the tab's items follow the kitchen (core.ts wires it). */
  comandas?: ComandaDoPedido;
  /**
   * Inside the cancellation's transaction: the order's PIX still pending is withdrawn, so it can
   * no longer be paid (core.ts wires pagamentos). Answers the work for after the commit.
   */
  retirarPix?: (tx: Tx, empresaId: number, pedidoId: number) => Promise<() => Promise<void>>;
}

/** What a status change of an order with comanda_id asks of the waiter's tab. */
export interface ComandaDoPedido {
  /** Inside the status change's transaction: the tab's items of this order take the status. */
  statusMudou(
    tx: Tx,
    empresaId: number,
    comandaId: number,
    pedidoId: number,
    para: PedidoStatus,
  ): Promise<void>;
  /** After the commit: the waiters hear the tab and the order. */
  avisar(empresaId: number, comandaId: number, pedido: Pedido): Promise<void>;
}

/** A kitchen order from a waiter's tab (tipo_pedido 'mesa'): no customer, no payment yet. */
export interface PedidoDaComanda {
  comandaId: number;
  /** The table's number, or 'Balcão N' for a standalone tab. */
  mesa: string;
  itens: Array<Omit<typeof pedidoItens.$inferInsert, 'id' | 'empresa_id' | 'pedido_id'>>;
  autor: { id: number; nome: string };
}

/** Orders: a customer's checkout from the server-side cart, history, and status changes. */
export function createPedidosService(deps: PedidosDeps) {
  const { db } = deps;

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
    if (autor.tipo !== 'equipe' && autor.tipo !== 'cliente') return null;
    const [u] = await db
      .select({ nome: usuarios.nome, sobrenome: usuarios.sobrenome })
      .from(usuarios)
      .where(and(eq(usuarios.id, autor.id), eq(usuarios.empresa_id, empresaId)));
    return u ? [u.nome, u.sobrenome].filter(Boolean).join(' ') : null;
  }

  function avisar(nome: 'pedido:criado' | 'pedido:atualizado', pedido: Pedido) {
    deps.publish({
      name: nome,
      rooms: [
        rooms.equipe(pedido.empresa_id),
        ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
      ],
      payload: pedido,
    });
  }

  /**
   * The checkout transaction both payment paths share: items, prices, freight and free
   * delivery are computed here from the database; the cart is locked, turned into the order
   * and deleted in one transaction, so a repeated click cannot create a second order.
   * `depois` runs inside the same transaction (the PIX charge of an order paid on the site).
   */
  async function checkout<T = undefined>(
    empresaId: number,
    usuarioId: number,
    input: Omit<NovoPedidoInput, 'metodo_pagamento' | 'detalhes_pagamento'>,
    pagamento: PagamentoDoCheckout,
    depois?: AposGravar<T>,
  ): Promise<{ pedido: Pedido; extra: T }> {
    if (!(await deps.horarios.status(empresaId)).aberto)
      throw validacao(MENSAGENS_PEDIDO.lojaFechada);

    const [cliente] = await db
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, empresaId)));
    if (!cliente) throw naoEncontrado('Usuário não encontrado');

    // Pickup at the store: no address and no freight, when the company offers it.
    const retirada = input.tipo_pedido === 'retirada';
    let endereco: Endereco | null = null;
    let frete: FreteResultado | null = null;
    if (retirada) {
      if (!(await deps.frete.aceitaRetirada(empresaId)))
        throw validacao(MENSAGENS_FRETE.retiradaIndisponivel);
    } else {
      const enderecoInformado = enderecoSchema.safeParse(input.dados_cliente?.endereco);
      if (!enderecoInformado.success) throw validacao(MENSAGENS_PEDIDO.semEndereco);
      endereco = {
        ...enderecoInformado.data,
        cidade: enderecoInformado.data.cidade || cliente.cidade,
        estado: enderecoInformado.data.estado || cliente.estado,
      };
      frete = await deps.frete.calcular(empresaId, endereco);
      if (frete.foraDaArea) throw validacao(MENSAGENS_PEDIDO.foraDaArea);
    }

    const { precisaTroco, valorTroco } = pagamento;
    const dados = input.dados_cliente;

    const feito = await db.transaction(async (tx) => {
      const [carrinho] = await tx
        .select()
        .from(carrinhos)
        .where(deps.carrinho.doCliente(empresaId, usuarioId))
        .for('update');
      if (!carrinho || carrinho.data_expiracao <= deps.now())
        throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);
      const linhas = await deps.carrinho.linhas(empresaId, carrinho.id, tx);
      if (linhas.length === 0) throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);

      // Prices as they are now, not as they were when each line was added.
      const itens = [];
      for (const linha of linhas) {
        const preco = await deps.carrinho
          .precificar(empresaId, linha.produto_id, linha.personalizacoes, tx)
          .catch((erro: unknown) => {
            // The line was valid when added: the product or its options changed since then.
            if (erro instanceof DomainError && erro.kind !== 'indisponivel')
              throw validacao(MENSAGENS_PEDIDO.itemMudou(linha.produto_nome, erro.message));
            throw erro;
          });
        itens.push({ linha, ...preco });
      }
      const subtotal = itens.reduce((s, i) => s + i.precoUnitarioCentavos * i.linha.quantidade, 0);
      const gratis =
        frete !== null &&
        subtotal >= ENTREGA_GRATIS_VALOR_MINIMO * 100 &&
        (await deps.carrinho.temDireitoEntregaGratis(empresaId, usuarioId, tx));
      const freteCentavos = gratis || !frete ? 0 : paraCentavos(frete.valorFrete);
      const total = subtotal + freteCentavos;
      if (precisaTroco && (valorTroco === null || paraCentavos(valorTroco) < total))
        throw validacao(MENSAGENS_PEDIDO.trocoInsuficiente);

      const [pedido] = await tx
        .insert(pedidos)
        .values({
          empresa_id: empresaId,
          usuario_id: usuarioId,
          tipo_pedido: retirada ? 'retirada' : 'entrega',
          mesa: retirada ? 'Retirada' : 'Entrega',
          total: centavosParaNumeric(total),
          total_sem_frete: centavosParaNumeric(subtotal),
          valor_frete: centavosParaNumeric(freteCentavos),
          observacoes: input.observacoes ?? carrinho.observacoes,
          nome_cliente: dados?.nome || cliente.nome,
          sobrenome_cliente: dados?.sobrenome || cliente.sobrenome,
          telefone_cliente: dados?.telefone || cliente.telefone,
          email_cliente: cliente.email,
          endereco_entrega: endereco,
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
            entregaGratis: gratis,
            distanciaKm: frete?.distancia ?? null,
          },
        })
        .returning();
      const linhasDoPedido = await tx
        .insert(pedidoItens)
        .values(
          itens.map(({ linha, precoUnitarioCentavos, personalizacoes }) => ({
            empresa_id: empresaId,
            pedido_id: pedido!.id,
            produto_id: linha.produto_id,
            produto_nome: linha.produto_nome,
            imagem_url: linha.imagem_url,
            quantidade: linha.quantidade,
            preco_unitario: centavosParaNumeric(precoUnitarioCentavos),
            observacoes: linha.observacoes,
            personalizacoes,
          })),
        )
        .returning();
      await tx.delete(carrinhos).where(eq(carrinhos.id, carrinho.id));
      await tx.insert(pedidoStatusHistorico).values({
        empresa_id: empresaId,
        pedido_id: pedido!.id,
        de: null,
        para: 'pendente',
        autor_tipo: 'cliente',
        autor_id: usuarioId,
        autor_nome: [cliente.nome, cliente.sobrenome].filter(Boolean).join(' '),
      });
      const gravado = paraPedido(pedido!, linhasDoPedido);
      if (!depois) return { pedido: gravado, extra: undefined as T };
      const extra = await depois(tx, gravado, { carrinhoId: carrinho.id, totalCentavos: total });
      return { pedido: (await carregar([gravado.id], tx)).get(gravado.id)!, extra };
    });

    avisar('pedido:criado', feito.pedido);
    return feito;
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
      const { pedido } = await checkout(empresaId, usuarioId, input, {
        metodo_pagamento: 'entrega',
        metodo: pagamento.metodo,
        detalhado: pagamento.metodo,
        precisaTroco,
        valorTroco,
      });
      return pedido;
    },

    checkout,

    /**
     * Inserts a waiter's table order inside the caller's transaction (the tab is locked there);
     * the caller announces it with `anunciarCriado` after the commit.
     */
    async criarDaComanda(tx: Tx, empresaId: number, dados: PedidoDaComanda): Promise<Pedido> {
      const total = dados.itens.reduce(
        (soma, i) => soma + paraCentavos(i.preco_unitario) * i.quantidade,
        0,
      );
      const [pedido] = await tx
        .insert(pedidos)
        .values({
          empresa_id: empresaId,
          usuario_id: null,
          tipo_pedido: 'mesa',
          mesa: dados.mesa,
          total: centavosParaNumeric(total),
          total_sem_frete: centavosParaNumeric(total),
          valor_frete: '0.00',
          comanda_id: dados.comandaId,
        })
        .returning();
      const linhas = await tx
        .insert(pedidoItens)
        .values(dados.itens.map((i) => ({ ...i, empresa_id: empresaId, pedido_id: pedido!.id })))
        .returning();
      await tx.insert(pedidoStatusHistorico).values({
        empresa_id: empresaId,
        pedido_id: pedido!.id,
        de: null,
        para: 'pendente',
        autor_tipo: 'garcom',
        autor_id: dados.autor.id,
        autor_nome: dados.autor.nome,
      });
      return paraPedido(pedido!, linhas);
    },

    /** A new order reaches the staff (monitor, board) like every other order. */
    anunciarCriado: (pedido: Pedido) => avisar('pedido:criado', pedido),

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
     * A status change following the order state machine, recorded with who made it and when;
     * staff and the customer hear it. A concurrent change makes this one a conflict.
     */
    async mudarStatus(
      empresaId: number,
      pedidoId: number,
      para: PedidoStatus,
      autor: AutorDaMudanca,
    ): Promise<Pedido> {
      const [atual] = await db
        .select({
          status: pedidos.status,
          status_pagamento: pedidos.status_pagamento,
          comanda_id: pedidos.comanda_id,
        })
        .from(pedidos)
        .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
      if (!atual) throw naoEncontrado('Pedido não encontrado');
      if (atual.status === para) return (await carregar([pedidoId])).get(pedidoId)!;
      if (!podeMudarStatus(atual.status, para))
        throw conflito(`Não é possível mudar o pedido de ${atual.status} para ${para}`);
      const autorNome = await nomeDoAutor(empresaId, autor);
      const agora = deps.now();
      const depoisDoCommit = await db.transaction(async (tx) => {
        const mudados = await tx
          .update(pedidos)
          .set({ status: para, updated_at: agora })
          .where(and(eq(pedidos.id, pedidoId), eq(pedidos.status, atual.status)))
          .returning({ id: pedidos.id });
        if (mudados.length === 0)
          throw conflito('O pedido foi alterado por outra pessoa. Atualize a tela.');
        let retirado: (() => Promise<void>) | undefined;
        if (para === 'cancelado') {
          // A pending payment is cancelled with the order (a paid one stays paid: a refund is owed).
          const travado = await travarPedido(tx, empresaId, pedidoId);
          if (travado.status_pagamento === 'pendente')
            await mudarStatusPagamento(tx, travado, 'cancelado', agora);
          retirado = await deps.retirarPix?.(tx, empresaId, pedidoId);
        }
        await tx.insert(pedidoStatusHistorico).values({
          empresa_id: empresaId,
          pedido_id: pedidoId,
          de: atual.status,
          para,
          autor_tipo: autor.tipo,
          autor_id: autor.id,
          autor_nome: autorNome,
        });
        if (atual.comanda_id !== null && deps.comandas)
          await deps.comandas.statusMudou(tx, empresaId, atual.comanda_id, pedidoId, para);
        return retirado;
      });
      await depoisDoCommit?.();
      const pedido = (await carregar([pedidoId])).get(pedidoId)!;
      avisar('pedido:atualizado', pedido);
      if (atual.comanda_id !== null && deps.comandas)
        await deps.comandas.avisar(empresaId, atual.comanda_id, pedido);
      return pedido;
    },

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
      if (rows.length === 0) throw naoEncontrado('Pedido não encontrado');
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
