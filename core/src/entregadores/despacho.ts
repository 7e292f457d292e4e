import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  enderecoDoPedido,
  MENSAGENS_ENTREGADORES as M,
  type AcaoDaEntregaResposta,
  type CobrancaNaEntrega,
  type DespachoResposta,
  type EntregaDoEntregador,
  type PaginaDoEntregador,
} from '@cardapio/shared-events';
import type { Db, Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import { pedidoItens, pedidos } from '../pedidos/schema';
import type { OuvinteDeStatus, PedidosService } from '../pedidos/service';
import { conflito, DomainError, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import { lerTokenDoEntregador } from './link';
import { entregadores, entregas, type EntregaRow, type EntregadorRow } from './schema';
import type { EntregadoresService } from './service';

export interface DespachoDeps {
  db: Db;
  now: () => Date;
  assinar: (texto: string) => string;
  pedidos: Pick<PedidosService, 'mudarVarios'>;
  entregadores: Pick<EntregadoresService, 'obter' | 'avisar' | 'tocar'>;
}

/** Finished deliveries stay on the courier's page this long (their shift). */
const CONCLUIDAS_NA_PAGINA_MS = 12 * 60 * 60 * 1000;

type PedidoDaEntrega = Pick<
  typeof pedidos.$inferSelect,
  | 'id'
  | 'status'
  | 'tipo_pedido'
  | 'status_pagamento'
  | 'metodo_pagamento'
  | 'metodo_pagamento_detalhado'
  | 'precisa_troco'
  | 'valor_troco'
  | 'total'
>;

/** What the courier collects at the door, read from the order's payment. */
export function cobrancaDoPedido(p: PedidoDaEntrega): {
  cobranca: CobrancaNaEntrega;
  centavos: number;
} {
  if (p.status_pagamento === 'pago' || p.metodo_pagamento !== 'entrega')
    return { cobranca: 'pago', centavos: 0 };
  const metodo = p.metodo_pagamento_detalhado ?? '';
  const cobranca: CobrancaNaEntrega =
    metodo === 'dinheiro' ? 'dinheiro' : metodo === 'pix' ? 'pix' : 'cartao';
  return { cobranca, centavos: paraCentavos(p.total) };
}

/**
 * Dispatch and the courier's phone (issue 32 §1). A dispatch moves ready delivery orders to
 * 'saiu_para_entrega' with the courier, all in one transaction with their delivery rows; the
 * courier's 'Entregue' and 'Não entregue' move the order through the pedidos area, and a
 * listener of the orders' status closes the delivery row in the same transaction, whoever moved
 * it (the courier, or staff on the board). An action replayed by the phone's offline queue finds
 * its delivery already finished the same way and changes nothing.
 */
export function createDespacho(deps: DespachoDeps) {
  const { db } = deps;

  async function despachar(
    empresaId: number,
    entregadorId: number,
    pedidoIds: number[],
    autor: { id: number },
  ): Promise<DespachoResposta> {
    const entregador = await deps.entregadores.obter(empresaId, entregadorId);
    if (!entregador.ativo) throw conflito(M.entregadorInativo);
    const rows = await db
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.empresa_id, empresaId), inArray(pedidos.id, pedidoIds)));
    const porId = new Map(rows.map((r) => [r.id, r]));
    for (const id of pedidoIds) {
      const p = porId.get(id);
      if (!p) throw naoEncontrado(M.pedidoNaoEncontrado(id));
      if (p.tipo_pedido !== 'entrega') throw conflito(M.pedidoNaoEhEntrega(id));
      if (p.status === 'saiu_para_entrega') throw conflito(M.pedidoJaSaiu(id));
      if (p.status !== 'pronto') throw conflito(M.pedidoNaoPronto(id));
    }
    const agora = deps.now();
    const pedidosDespachados = await deps.pedidos.mudarVarios(
      empresaId,
      pedidoIds.map((pedidoId) => ({
        pedidoId,
        para: 'saiu_para_entrega' as const,
        entregador: { id: entregador.id, nome: entregador.nome },
      })),
      { tipo: 'equipe', id: autor.id },
      async (tx) => {
        await tx.insert(entregas).values(
          pedidoIds.map((pedidoId, i) => {
            const { cobranca, centavos } = cobrancaDoPedido(porId.get(pedidoId)!);
            return {
              empresa_id: empresaId,
              pedido_id: pedidoId,
              entregador_id: entregador.id,
              entregador_nome: entregador.nome,
              ordem: i + 1,
              taxa: entregador.taxa_por_entrega,
              cobranca,
              a_cobrar: centavosParaNumeric(centavos),
              despachado_em: agora,
            };
          }),
        );
      },
    );
    const atual = await deps.entregadores.tocar(empresaId, entregador.id);
    return {
      entregador: atual ?? (await deps.entregadores.avisar(entregador)),
      pedidos: pedidosDespachados,
    };
  }

  /** The courier of a link as it is now: its version, and active. */
  async function resolver(token: unknown): Promise<EntregadorRow> {
    const link = lerTokenDoEntregador(deps.assinar, token);
    if (!link) throw naoEncontrado(M.linkInvalido);
    const [row] = await db
      .select()
      .from(entregadores)
      .where(linhaDaEmpresa(entregadores, link.empresaId, link.entregadorId));
    if (!row || row.link_versao !== link.versao || !row.ativo) throw naoEncontrado(M.linkInvalido);
    return row;
  }

  /** The courier's deliveries as their phone shows them. */
  async function entregasDoEntregador(
    entregador: EntregadorRow,
    filtro?: { pedidoId: number },
  ): Promise<EntregaDoEntregador[]> {
    const desde = new Date(deps.now().getTime() - CONCLUIDAS_NA_PAGINA_MS);
    const linhas = await db
      .select({ entrega: entregas, pedido: pedidos })
      .from(entregas)
      .innerJoin(
        pedidos,
        and(eq(pedidos.empresa_id, entregas.empresa_id), eq(pedidos.id, entregas.pedido_id)),
      )
      .where(
        and(
          eq(entregas.empresa_id, entregador.empresa_id),
          eq(entregas.entregador_id, entregador.id),
          filtro ? eq(entregas.pedido_id, filtro.pedidoId) : undefined,
          or(eq(entregas.status, 'em_rota'), gte(entregas.concluido_em, desde)),
        ),
      )
      .orderBy(
        sql`${entregas.status} <> 'em_rota'`,
        asc(entregas.ordem),
        desc(entregas.concluido_em),
        desc(entregas.id),
      );
    const ids = [...new Set(linhas.map((l) => l.pedido.id))];
    const itens = ids.length
      ? await db
          .select({
            pedido_id: pedidoItens.pedido_id,
            quantidade: pedidoItens.quantidade,
            produto_nome: pedidoItens.produto_nome,
          })
          .from(pedidoItens)
          .where(
            and(
              eq(pedidoItens.empresa_id, entregador.empresa_id),
              inArray(pedidoItens.pedido_id, ids),
              sql`${pedidoItens.cancelado_em} is null`,
            ),
          )
          .orderBy(asc(pedidoItens.id))
      : [];
    return linhas.map(({ entrega, pedido }) => paraEntrega(entrega, pedido, itens));
  }

  function paraEntrega(
    entrega: EntregaRow,
    pedido: typeof pedidos.$inferSelect,
    itens: Array<{ pedido_id: number; quantidade: number; produto_nome: string }>,
  ): EntregaDoEntregador {
    const endereco = pedido.endereco_entrega;
    const texto = [
      enderecoDoPedido({ endereco_entrega: endereco }),
      endereco?.estado ? endereco.estado : '',
    ]
      .filter(Boolean)
      .join(' - ');
    const aCobrar = paraCentavos(entrega.a_cobrar);
    const trocoPara =
      entrega.cobranca === 'dinheiro' && pedido.precisa_troco && pedido.valor_troco !== null
        ? paraCentavos(pedido.valor_troco)
        : null;
    const nome = [pedido.nome_cliente, pedido.sobrenome_cliente].filter(Boolean).join(' ');
    return {
      pedido_id: pedido.id,
      ordem: entrega.ordem,
      status: entrega.status,
      motivo: entrega.motivo,
      cliente_nome: nome || 'Cliente',
      telefone_cliente: pedido.telefone_cliente,
      endereco,
      endereco_texto: texto,
      mapa_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(texto)}`,
      cobranca: entrega.cobranca as CobrancaNaEntrega,
      a_cobrar: deCentavos(aCobrar),
      troco_para: trocoPara === null ? null : deCentavos(trocoPara),
      troco: trocoPara === null ? null : deCentavos(Math.max(0, trocoPara - aCobrar)),
      observacoes: pedido.observacoes,
      itens: itens
        .filter((i) => i.pedido_id === pedido.id)
        .map((i) => `${i.quantidade}x ${i.produto_nome}`),
      despachado_em: entrega.despachado_em.toISOString(),
      concluido_em: entrega.concluido_em?.toISOString() ?? null,
    };
  }

  /** The delivery of this order with this courier: the one out, else their latest. */
  async function entregaDoPedido(entregador: EntregadorRow, pedidoId: number) {
    const [entrega] = await entregasDoEntregador(entregador, { pedidoId });
    if (!entrega) throw naoEncontrado(M.entregaNaoEncontrada);
    return entrega;
  }

  /**
   * 'Entregue' or 'Não entregue': the order moves (the listener closes the delivery row), and a
   * tap time the phone kept while offline becomes the delivery's time. A replay of what is already
   * recorded answers `repetida`; the opposite of what is recorded is a conflict.
   */
  async function concluir(
    token: unknown,
    pedidoId: number,
    acao: { status: 'entregue' } | { status: 'nao_entregue'; motivo: string },
    registradoEm?: Date,
  ): Promise<AcaoDaEntregaResposta> {
    const entregador = await resolver(token);
    const antes = await entregaDoPedido(entregador, pedidoId);
    if (antes.status !== 'em_rota') {
      if (antes.status === acao.status) return { entrega: antes, repetida: true };
      throw conflito(antes.status === 'entregue' ? M.jaEntregue : M.jaNaoEntregue);
    }
    const empresaId = entregador.empresa_id;
    const quando =
      registradoEm &&
      registradoEm.getTime() >= Date.parse(antes.despachado_em) &&
      registradoEm.getTime() <= deps.now().getTime()
        ? registradoEm
        : null;
    try {
      await deps.pedidos.mudarVarios(
        empresaId,
        [
          acao.status === 'entregue'
            ? { pedidoId, para: 'entregue', de: 'saiu_para_entrega' }
            : { pedidoId, para: 'pronto', devolucao: acao.motivo, de: 'saiu_para_entrega' },
        ],
        { tipo: 'entregador', id: entregador.id },
        async (tx) => {
          if (quando)
            await tx
              .update(entregas)
              .set({ concluido_em: quando })
              .where(
                and(
                  eq(entregas.empresa_id, empresaId),
                  eq(entregas.pedido_id, pedidoId),
                  eq(entregas.entregador_id, entregador.id),
                  eq(entregas.status, acao.status),
                  gte(entregas.despachado_em, new Date(antes.despachado_em)),
                ),
              );
        },
      );
    } catch (erro) {
      // Two sends of one action at once: the loser finds the winner's result.
      if (!(erro instanceof DomainError) || erro.kind !== 'conflito') throw erro;
      const depois = await entregaDoPedido(entregador, pedidoId);
      if (depois.status === acao.status) return { entrega: depois, repetida: true };
      throw erro;
    }
    return { entrega: await entregaDoPedido(entregador, pedidoId), repetida: false };
  }

  /**
   * Closes the delivery out with an order that leaves 'saiu_para_entrega': 'entregue' when it
   * is delivered (by the courier or on the board), 'nao_entregue' with the reason the order now
   * carries when it comes back to the store.
   */
  const ouvinte: OuvinteDeStatus = {
    async aoMudar(tx: Tx, mudanca) {
      if (mudanca.de !== 'saiu_para_entrega') return;
      const status = mudanca.para === 'entregue' ? 'entregue' : 'nao_entregue';
      const fechadas = await tx
        .update(entregas)
        .set({
          status,
          concluido_em: deps.now(),
          motivo:
            status === 'nao_entregue'
              ? sql`(select ${pedidos.entrega_motivo} from ${pedidos}
                  where ${pedidos.empresa_id} = ${mudanca.empresaId} and ${pedidos.id} = ${mudanca.pedidoId})`
              : null,
        })
        .where(
          and(
            eq(entregas.empresa_id, mudanca.empresaId),
            eq(entregas.pedido_id, mudanca.pedidoId),
            eq(entregas.status, 'em_rota'),
          ),
        )
        .returning({ entregadorId: entregas.entregador_id });
      const entregadorId = fechadas[0]?.entregadorId;
      if (entregadorId === undefined) return;
      // The courier's 'Em rota' count on the staff's screens.
      return async () => {
        await deps.entregadores.tocar(mudanca.empresaId, entregadorId);
      };
    },
  };

  return {
    despachar,
    ouvinte,

    async pagina(token: unknown): Promise<PaginaDoEntregador> {
      const entregador = await resolver(token);
      const [empresa] = await db
        .select({ id: empresas.id, nome: empresas.nome, telefone: empresas.telefone })
        .from(empresas)
        .where(eq(empresas.id, entregador.empresa_id));
      return {
        entregador: { id: entregador.id, nome: entregador.nome, veiculo: entregador.veiculo },
        empresa: { id: empresa!.id, nome: empresa!.nome, telefone: empresa!.telefone ?? null },
        entregas: await entregasDoEntregador(entregador),
      };
    },

    entregue: (token: unknown, pedidoId: number, registradoEm?: Date) =>
      concluir(token, pedidoId, { status: 'entregue' }, registradoEm),

    naoEntregue: (token: unknown, pedidoId: number, motivo: string, registradoEm?: Date) =>
      concluir(token, pedidoId, { status: 'nao_entregue', motivo }, registradoEm),
  };
}

export type Despacho = ReturnType<typeof createDespacho>;
