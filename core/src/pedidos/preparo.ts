import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DESFAZER_ATE_MS,
  MENSAGENS_PREPARO,
  PEDIDO_STATUS_EM_ABERTO,
  type AutorDaMudanca,
  type Pedido,
  type Publish,
  rooms,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { pedidoItens, pedidos } from './schema';
import type { PedidosService } from './service';
import type { TemposCompartilhados } from './tempos';
import { DomainError, conflito, naoEncontrado } from '../shared/errors';

export interface PreparoDeps {
  db: Db;
  now: () => Date;
  publish: Publish;
  pedidos: Pick<PedidosService, 'obter' | 'mudarStatus' | 'anunciarAtualizado' | 'nomeDoAutor'>;
  tempos: TemposCompartilhados;
}

/** Who bumps: a kitchen screen's token or a staff member (waiters never do). */
export type QuemPrepara = { tipo: 'monitor' | 'equipe'; id: number };

/** Which items: one, or an order's part (its stations' items and the unrouted; all if absent). */
export type AlvoDoPreparo = { itemId: number } | { pedidoId: number; estacoes?: number[] };

const ABERTOS = [...PEDIDO_STATUS_EM_ABERTO];

/**
 * Item-level bumps on the station screens (issue 29 §2). Each bump and each recall is one
 * conditional UPDATE (items still to do, of an open order, of this company): of two cooks
 * bumping the same item at once one wins and the other is told it is done. The order follows:
 * its first bump starts it ('preparando'), its last one makes it 'pronto' unless the company
 * leaves that to the expo; both through the spec's status change, so the history, the waiter's
 * tab and the customer's card hear it as today. A recall within 2 minutes brings the item back
 * to the screens; an order already 'pronto' stays so (the spec's states only move forward).
 */
export function criarPreparo(deps: PreparoDeps) {
  const { db } = deps;

  function filtro(empresaId: number, alvo: AlvoDoPreparo): SQL {
    if ('itemId' in alvo) return sql`i.empresa_id = ${empresaId} and i.id = ${alvo.itemId}`;
    const parte = alvo.estacoes
      ? sql` and (i.estacao_id is null or i.estacao_id in (${sql.join(
          alvo.estacoes.map((e) => sql`${e}`),
          sql`, `,
        )}))`
      : sql``;
    return sql`i.empresa_id = ${empresaId} and i.pedido_id = ${alvo.pedidoId}${parte}`;
  }

  const pedidoAberto = sql`exists (select 1 from ${pedidos} p where p.empresa_id = i.empresa_id
    and p.id = i.pedido_id and p.status in (${sql.join(
      ABERTOS.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

  /** The one statement: the items, and the order's updated_at so screens apply the event. */
  async function escrever(
    empresaId: number,
    alvo: AlvoDoPreparo,
    pronto: boolean,
    nome: string | null,
  ): Promise<number[]> {
    const agora = deps.now();
    const mudanca = pronto
      ? sql`pronto_em = ${agora}::timestamptz, pronto_por = ${nome}`
      : sql`pronto_em = null, pronto_por = null`;
    const condicao = pronto
      ? sql`i.pronto_em is null and i.cancelado_em is null`
      : sql`i.pronto_em is not null and i.cancelado_em is null and i.pronto_em > ${new Date(agora.getTime() - DESFAZER_ATE_MS)}::timestamptz`;
    const { rows } = (await db.execute(sql`
      with alvo as (
        update ${pedidoItens} i set ${mudanca}
        where ${filtro(empresaId, alvo)} and ${condicao} and ${pedidoAberto}
        returning i.pedido_id
      )
      update ${pedidos} set updated_at = ${agora}::timestamptz
      where ${pedidos.empresa_id} = ${empresaId}
        and ${pedidos.id} in (select pedido_id from alvo)
      returning ${pedidos.id} as id`)) as unknown as { rows: { id: number }[] };
    return rows.map((r) => Number(r.id));
  }

  /** Why nothing changed, in the cook's words. */
  async function recusa(empresaId: number, alvo: AlvoDoPreparo, pronto: boolean): Promise<never> {
    const itens = await db
      .select({ pronto_em: pedidoItens.pronto_em, status: pedidos.status })
      .from(pedidoItens)
      .innerJoin(
        pedidos,
        and(eq(pedidos.empresa_id, pedidoItens.empresa_id), eq(pedidos.id, pedidoItens.pedido_id)),
      )
      .where(
        and(
          eq(pedidoItens.empresa_id, empresaId),
          'itemId' in alvo
            ? eq(pedidoItens.id, alvo.itemId)
            : eq(pedidoItens.pedido_id, alvo.pedidoId),
        ),
      );
    if (itens.length === 0)
      throw naoEncontrado(
        'itemId' in alvo
          ? MENSAGENS_PREPARO.itemNaoEncontrado
          : MENSAGENS_PREPARO.pedidoNaoEncontrado,
      );
    if (!ABERTOS.includes(itens[0]!.status)) throw conflito(MENSAGENS_PREPARO.pedidoEncerrado);
    if (pronto)
      throw conflito(
        'itemId' in alvo ? MENSAGENS_PREPARO.itemJaPronto : MENSAGENS_PREPARO.parteJaPronta,
      );
    if (itens.some((i) => i.pronto_em !== null)) throw conflito(MENSAGENS_PREPARO.prazoDoDesfazer);
    throw conflito(MENSAGENS_PREPARO.nadaParaDesfazer);
  }

  /** A move another bump already made is no news; anything else is. */
  async function mover(
    empresaId: number,
    pedidoId: number,
    para: 'preparando' | 'pronto' | 'cancelado',
    autor: AutorDaMudanca,
  ) {
    try {
      // 'pronto' only while nothing is left to make (a tab's "+ NOVO" may have just come in).
      return await deps.pedidos.mudarStatus(empresaId, pedidoId, para, autor, {
        seCozinhaFeita: para === 'pronto',
      });
    } catch (erro) {
      if (erro instanceof DomainError && erro.kind === 'conflito') return null;
      throw erro;
    }
  }

  /** After the commit: the order as it now is, moved on if its kitchen is done, announced. */
  async function seguir(
    empresaId: number,
    pedidoId: number,
    autor: AutorDaMudanca,
    pronto: boolean,
  ): Promise<Pedido> {
    let pedido = (await deps.pedidos.obter(empresaId, pedidoId))!;
    let anunciado = false;
    if (pronto && pedido.status === 'pendente') {
      const movido = await mover(empresaId, pedidoId, 'preparando', autor);
      if (movido) [pedido, anunciado] = [movido, true];
    }
    if (pronto) {
      const movido = await terminarSeFeito(empresaId, pedido, autor);
      if (movido) [pedido, anunciado] = [movido, true];
    }
    if (!anunciado) deps.pedidos.anunciarAtualizado(pedido);
    await anunciarTempos(empresaId);
    return pedido;
  }

  /** The lines still to be made: a cancelled one is not. */
  const ativos = (pedido: Pedido) => pedido.itens.filter((i) => i.cancelado_em === null);

  /** 'pronto' once every line is done, when the company leaves it to the stations. */
  async function terminarSeFeito(empresaId: number, pedido: Pedido, autor: AutorDaMudanca) {
    const itens = ativos(pedido);
    if (pedido.status !== 'preparando' || !itens.length || !itens.every((i) => i.pronto_em))
      return null;
    const [config] = await db
      .select({ automatico: empresas.monitor_pronto_automatico })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return config?.automatico ? mover(empresaId, pedido.id, 'pronto', autor) : null;
  }

  /**
   * After a line was cancelled (a waiter's, issue 29 §2): an order with nothing left is
   * cancelled, one whose other lines are all done is 'pronto'; the screens hear it either way.
   */
  async function conferir(empresaId: number, pedidoId: number, autor: AutorDaMudanca) {
    const pedido = await deps.pedidos.obter(empresaId, pedidoId);
    if (!pedido) return null;
    const movido =
      ativos(pedido).length === 0
        ? await mover(empresaId, pedidoId, 'cancelado', autor)
        : await terminarSeFeito(empresaId, pedido, autor);
    if (movido) return movido;
    deps.pedidos.anunciarAtualizado(pedido);
    return pedido;
  }

  /** The averages moved: the expo headers and the dashboard hear the new figures. */
  async function anunciarTempos(empresaId: number) {
    deps.publish({
      empresaId,
      name: 'cozinha:tempos',
      rooms: [rooms.equipe(empresaId)],
      payload: await deps.tempos.calcular(empresaId, deps.now()),
    });
  }

  async function marcar(
    empresaId: number,
    quem: QuemPrepara,
    alvo: AlvoDoPreparo,
    pronto: boolean,
  ): Promise<Pedido> {
    const nome = pronto ? await deps.pedidos.nomeDoAutor(empresaId, quem) : null;
    const [pedidoId] = await escrever(empresaId, alvo, pronto, nome);
    if (pedidoId === undefined) return recusa(empresaId, alvo, pronto);
    return seguir(empresaId, pedidoId, quem, pronto);
  }

  return {
    /** Marks the item, or the order's part, done. */
    pronto: (empresaId: number, quem: QuemPrepara, alvo: AlvoDoPreparo) =>
      marcar(empresaId, quem, alvo, true),
    /** Brings back what was marked done in the last 2 minutes. */
    desfazer: (empresaId: number, quem: QuemPrepara, alvo: AlvoDoPreparo) =>
      marcar(empresaId, quem, alvo, false),
    conferir,
    /** GET /api/monitor/tempos. */
    tempos: (empresaId: number) => deps.tempos.calcular(empresaId, deps.now()),
  };
}

export type Preparo = ReturnType<typeof criarPreparo>;
