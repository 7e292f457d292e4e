import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type ClienteDoTelefone,
  type CorrecaoDoPedidoInput,
  MENSAGENS_PEDIDO,
  MENSAGENS_DA_EQUIPE,
  type LinhaParaRepetir,
  type Pedido,
  type PedidoDaEquipeInput,
  type RespostaDoPagarPix,
} from '@cardapio/shared-events';
import type { Checkout, PagamentoDoCheckout } from '../checkout/pipeline';
import type { Db } from '../db/client';
import { conflito, naoEncontrado, validacao } from '../shared/errors';
import type { RelatoriosService } from '../relatorios/service';
import { pedidoItens, pedidos, telefoneNormalizado } from './schema';
import type { PedidosService } from './service';

/** What staff type as a phone, reduced as the orders' index reduces it (schema.ts). */
export const normalizarTelefone = (telefone: string): string => {
  const digitos = telefone.replace(/\D/g, '');
  return /^55\d{10,11}$/.test(digitos) ? digitos.slice(2) : digitos;
};

/** How a staff order is paid, as the checkout's payment step and 'criar-pedido' take it. */
function pagamentoDaEquipe(p: PedidoDaEquipeInput['pagamento']): PagamentoDoCheckout {
  const troco = p.troco_para ?? null;
  if (troco !== null && p.metodo !== 'dinheiro' && p.metodo_na_entrega !== 'dinheiro')
    throw validacao(MENSAGENS_DA_EQUIPE.trocoSoEmDinheiro);
  switch (p.metodo) {
    // In hand at the counter: placed paid, the change (if any) checked against the total.
    case 'dinheiro':
    case 'cartao':
      return {
        metodo_pagamento: 'balcao',
        metodo: p.metodo,
        detalhado: p.metodo,
        precisaTroco: troco !== null,
        valorTroco: troco,
        pagoNaHora: true,
      };
    // A charge whose QR the customer scans on the staff screen; settled by the provider.
    case 'pix':
      return {
        metodo_pagamento: 'site',
        metodo: 'pix',
        detalhado: 'pix_site',
        precisaTroco: false,
        valorTroco: null,
      };
    case 'na_entrega': {
      if (!p.metodo_na_entrega) throw validacao(MENSAGENS_DA_EQUIPE.semMetodoNaEntrega);
      return {
        metodo_pagamento: 'entrega',
        metodo: p.metodo_na_entrega,
        detalhado: p.metodo_na_entrega,
        precisaTroco: troco !== null,
        valorTroco: troco,
      };
    }
  }
}

/**
 * Orders staff take at the counter or on the phone (issue 31 §1), through the one checkout
 * pipeline (lines, prices, freight, coupon, stock, printing and push as for any order), and the
 * customer found by phone: the name, last delivery address and last order of whoever ordered
 * with that number before, on any channel. A new customer needs no account: their first order
 * is what the next lookup finds.
 */
export function criarPedidosDaEquipe(deps: {
  db: Db;
  checkout: Checkout;
  pedidos: Pick<PedidosService, 'nomeDoAutor' | 'obter'>;
  relatorios: Pick<RelatoriosService, 'tirarPedido'>;
}) {
  const { db } = deps;

  /** What the checkout needs of an order staff typed (a new one or a correction). */
  async function entradaDoCheckout(
    empresaId: number,
    autorId: number,
    input: CorrecaoDoPedidoInput,
  ) {
    const nome =
      (await deps.pedidos.nomeDoAutor(empresaId, { tipo: 'equipe', id: autorId })) ?? 'Equipe';
    const telefone = input.cliente.telefone ? normalizarTelefone(input.cliente.telefone) : '';
    return {
      input: {
        tipo_pedido: input.entrega === 'entrega' ? ('entrega' as const) : ('retirada' as const),
        observacoes: input.observacoes,
        agendado_para: input.agendado_para,
        whatsapp_aceito: input.whatsapp_aceito,
        dados_cliente: {
          nome: input.cliente.nome,
          sobrenome: input.cliente.sobrenome,
          telefone: telefone || undefined,
          endereco: input.endereco,
        },
      },
      pagamento: pagamentoDaEquipe(input.pagamento),
      equipe: {
        itens: input.itens,
        cupom: input.cupom ? input.cupom.toUpperCase() : null,
        balcao: input.entrega === 'balcao',
        cliente: {
          nome: input.cliente.nome,
          sobrenome: input.cliente.sobrenome || null,
          telefone: telefone || null,
        },
        autor: { id: autorId, nome },
      },
    };
  }

  return {
    async criar(
      empresaId: number,
      autorId: number,
      input: PedidoDaEquipeInput,
    ): Promise<{ pedido: Pedido; cobranca: RespostaDoPagarPix | null }> {
      const entrada = await entradaDoCheckout(empresaId, autorId, input);
      const { pedido, cobranca } = await deps.checkout.finalizar(
        empresaId,
        null,
        entrada.input,
        entrada.pagamento,
        { canal: input.canal, equipe: entrada.equipe },
      );
      return { pedido, cobranca };
    },

    /**
     * PUT /api/pedidos/:id/correcao: an order the kitchen has not started, rewritten through the
     * checkout (the same number, customer account and channel): inside its transaction the order
     * is locked and checked again, and what its first run took (stock, coupon use, window,
     * rollup) is given back before the steps take it for the new lines. A started order can only
     * be cancelled; a tab's order is corrected on its tab; an order with a PIX charge on the site
     * cannot change its amount under the charge.
     */
    async corrigir(
      empresaId: number,
      autorId: number,
      pedidoId: number,
      input: CorrecaoDoPedidoInput,
    ): Promise<{ pedido: Pedido; cobranca: RespostaDoPagarPix | null }> {
      const atual = await deps.pedidos.obter(empresaId, pedidoId);
      if (!atual) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
      if (atual.tipo_pedido === 'mesa') throw conflito(MENSAGENS_DA_EQUIPE.correcaoDaComanda);
      if (atual.status !== 'pendente') throw conflito(MENSAGENS_DA_EQUIPE.jaComecou);
      if (atual.metodo_pagamento === 'site') throw conflito(MENSAGENS_DA_EQUIPE.correcaoComPix);
      if (input.pagamento.metodo === 'pix') throw validacao(MENSAGENS_DA_EQUIPE.correcaoParaPix);
      const entrada = await entradaDoCheckout(empresaId, autorId, input);
      const { pedido, cobranca } = await deps.checkout.finalizar(
        empresaId,
        atual.usuario_id,
        entrada.input,
        entrada.pagamento,
        {
          canal: atual.canal,
          equipe: entrada.equipe,
          correcao: {
            pedidoId,
            antes: async (tx, ctx) => {
              const [travado] = await tx
                .select({ status: pedidos.status })
                .from(pedidos)
                .where(and(eq(pedidos.empresa_id, empresaId), eq(pedidos.id, pedidoId)))
                .for('update');
              // Started (or a station bumped an item) while staff were typing.
              const comecado = await tx
                .select({ id: pedidoItens.id })
                .from(pedidoItens)
                .where(
                  and(
                    eq(pedidoItens.empresa_id, empresaId),
                    eq(pedidoItens.pedido_id, pedidoId),
                    sql`${pedidoItens.pronto_em} is not null`,
                  ),
                )
                .limit(1);
              if (travado?.status !== 'pendente' || comecado.length > 0)
                throw conflito(MENSAGENS_DA_EQUIPE.jaComecou);
              const desfeito = await deps.checkout.desfazer(tx, {
                empresaId,
                pedidoId,
                agora: ctx.agora,
              });
              ctx.depoisDoCommit.push(desfeito);
              // Taken out of the day's rollup with the values it was added with, at the end of
              // the transaction (before the rewrite queued by 'criar-pedido').
              ctx.antesDoCommit.push((txDoCommit) =>
                deps.relatorios.tirarPedido(txDoCommit, empresaId, pedidoId),
              );
              // The steps after 'criar-pedido' (stock movements) name this order.
              ctx.pedido = atual;
            },
          },
        },
      );
      return { pedido, cobranca };
    },

    /** GET /api/pedidos/equipe/cliente: by the digits of the phone, with or without +55. */
    async clientePorTelefone(empresaId: number, telefone: string): Promise<ClienteDoTelefone> {
      const digitos = normalizarTelefone(telefone);
      const doTelefone = and(
        eq(pedidos.empresa_id, empresaId),
        sql`${telefoneNormalizado(pedidos.telefone_cliente)} = ${digitos}`,
      );
      const [ultimo] = await db
        .select({
          id: pedidos.id,
          nome: pedidos.nome_cliente,
          sobrenome: pedidos.sobrenome_cliente,
          total: pedidos.total,
          created_at: pedidos.created_at,
        })
        .from(pedidos)
        .where(doTelefone)
        .orderBy(desc(pedidos.created_at), desc(pedidos.id))
        .limit(1);
      if (!ultimo) throw naoEncontrado(MENSAGENS_DA_EQUIPE.clienteNaoEncontrado);
      // A pickup's address is a JSON null, not a missing one.
      const [entrega] = await db
        .select({ endereco: pedidos.endereco_entrega })
        .from(pedidos)
        .where(and(doTelefone, sql`jsonb_typeof(${pedidos.endereco_entrega}) = 'object'`))
        .orderBy(desc(pedidos.created_at), desc(pedidos.id))
        .limit(1);
      const itens = await db
        .select()
        .from(pedidoItens)
        .where(and(eq(pedidoItens.empresa_id, empresaId), eq(pedidoItens.pedido_id, ultimo.id)))
        .orderBy(pedidoItens.id);
      const linhas: LinhaParaRepetir[] = itens
        .filter((i) => i.produto_id !== null && i.cancelado_em === null)
        .map((i) => ({
          produto_id: i.produto_id!,
          produto_nome: i.produto_nome,
          quantidade: i.quantidade,
          observacoes: i.observacoes,
          personalizacoes: i.personalizacoes.map((p) => ({
            opcao_id: p.opcao_id,
            item_id: p.item_id,
            quantidade: p.quantidade,
            tipo: p.tipo,
          })),
        }));
      return {
        telefone: digitos,
        nome: ultimo.nome ?? '',
        sobrenome: ultimo.sobrenome,
        endereco: entrega?.endereco ?? null,
        ultimo_pedido: {
          id: ultimo.id,
          created_at: ultimo.created_at.toISOString(),
          total: Number(ultimo.total),
          itens: linhas,
        },
      };
    },
  };
}

export type PedidosDaEquipe = ReturnType<typeof criarPedidosDaEquipe>;
