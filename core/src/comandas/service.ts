import { estacaoDoProduto } from '../estacoes';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  MENSAGENS_AUTOATENDIMENTO,
  MENSAGENS_COMANDA,
  MENSAGENS_ESTOQUE,
  MENSAGENS_MESA,
  rooms,
  type Comanda,
  type ComandaBalcaoInput,
  type ComandaFisica,
  type ComandaMesaInput,
  type ConfirmacaoDoQrResposta,
  type EnvioCozinhaResposta,
  type Mesa,
  type NovoItemComandaInput,
  type OrigemItemComanda,
  type Pedido,
  type Publish,
  type QuantidadeItemComandaInput,
  type TransferenciaResposta,
  type TransferirMesaInput,
} from '@cardapio/shared-events';
import { produtos } from '../cardapio/schema';
import type { CardapioService } from '../cardapio/service';
import { precificarLinha } from '../carrinho/precificar';
import type { Db, DbOrTx, Tx } from '../db/client';
import { garcons } from '../garcons/schema';
import { versaoSeguinte } from '../shared/versao';
import { tocarMesas } from '../mesas/escritas';
import { mesas } from '../mesas/schema';
import type { MesasService } from '../mesas/service';
import type { EstoqueService } from '../estoque/service';
import type { OuvinteDeStatus, PedidoDaComanda, PedidosService } from '../pedidos/service';
import type { Preparo } from '../pedidos/preparo';
import { conflito, isUniqueViolation, naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric } from '../shared/money';
import {
  comandaItens,
  comandas,
  comandasFisicas,
  type ComandaItemRow,
  type ComandaRow,
} from './schema';
import { itemEnviado, paraComanda, paraComandaFisica } from './serialize';

export interface ComandasDeps {
  db: Db;
  cardapio: CardapioService;
  mesas: MesasService;
  pedidos: PedidosService;
  /**
   * A tab sells like a checkout, through the stock step's own calls: an item takes stock when
   * added, gives it back when lowered or removed unsent, and hands it to its kitchen order.
   */
  estoque: Pick<EstoqueService, 'tirarParaVenda' | 'devolverDaVenda' | 'passarParaPedido'>;
  /** A line cancelled after sending may finish its order (or cancel it, if it was the last). */
  preparo: Pick<Preparo, 'conferir'>;
  publish: Publish;
  now: () => Date;
}

const MENSAGENS = {
  fisicaNaoEncontrada: 'Comanda física não encontrada',
  itemNaoEncontrado: 'Item não encontrado na comanda',
  produtoIndisponivel: 'Produto não encontrado ou indisponível',
} as const;

const MAX_QUANTIDADE = 99;
/** A tab is open while active or while its closed bill waits to be paid. */
const ABERTAS: ComandaRow['status'][] = ['ativa', 'fechada'];
/** Closed and paid tabs listed on a table screen, besides every active one. */
const HISTORICO_DA_MESA = 20;

/** Work a change leaves for after its commit (the stock's announcements). */
type DepoisDoCommit = (() => Promise<void>) | undefined;

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * The waiter area's tabs (staff-side §4–§5): opening them on a table or standalone, items
 * priced by the server, sending to the kitchen, removing and transferring. Every change is
 * pushed to the empresa's waiters (tab and tables) after its transaction commits.
 */
export function createComandasService(deps: ComandasDeps) {
  const { db } = deps;

  async function carregar(empresaId: number, ids: number[], tx: DbOrTx = db) {
    const mapa = new Map<number, Comanda>();
    if (ids.length === 0) return mapa;
    const rows = await tx
      .select({
        comanda: comandas,
        mesa: { nome: mesas.nome, numero: mesas.numero },
        fisica: { numero: comandasFisicas.numero, nome: comandasFisicas.nome },
        garcom: { nome: garcons.nome, sobrenome: garcons.sobrenome },
      })
      .from(comandas)
      .leftJoin(mesas, eq(mesas.id, comandas.mesa_id))
      .leftJoin(comandasFisicas, eq(comandasFisicas.id, comandas.comanda_fisica_id))
      .leftJoin(garcons, eq(garcons.id, comandas.garcom_id))
      .where(and(eq(comandas.empresa_id, empresaId), inArray(comandas.id, ids)));
    const itens = await tx
      .select()
      .from(comandaItens)
      .where(and(eq(comandaItens.empresa_id, empresaId), inArray(comandaItens.comanda_id, ids)));
    for (const row of rows)
      mapa.set(
        row.comanda.id,
        paraComanda(
          row,
          itens.filter((i) => i.comanda_id === row.comanda.id),
        ),
      );
    return mapa;
  }

  /** Tabs in the order of `ids`. */
  async function listarPorIds(empresaId: number, ids: number[]): Promise<Comanda[]> {
    const mapa = await carregar(empresaId, ids);
    return ids.flatMap((id) => (mapa.has(id) ? [mapa.get(id)!] : []));
  }

  async function obter(empresaId: number, comandaId: number, tx: DbOrTx = db): Promise<Comanda> {
    const comanda = (await carregar(empresaId, [comandaId], tx)).get(comandaId);
    if (!comanda) throw naoEncontrado(MENSAGENS_COMANDA.comandaNaoEncontrada);
    return comanda;
  }

  /** The tab row, locked until the transaction ends: changes to one tab happen one at a time. */
  async function travar(tx: Tx, empresaId: number, comandaId: number): Promise<ComandaRow> {
    const [row] = await tx
      .select()
      .from(comandas)
      .where(and(eq(comandas.id, comandaId), eq(comandas.empresa_id, empresaId)))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_COMANDA.comandaNaoEncontrada);
    return row;
  }

  async function travarAtiva(tx: Tx, empresaId: number, comandaId: number) {
    const row = await travar(tx, empresaId, comandaId);
    if (row.status !== 'ativa') throw conflito(MENSAGENS_COMANDA.comandaFechada);
    return row;
  }

  /** Tables locked in id order (two transfers never deadlock); 404 for another empresa's. */
  async function travarMesas(tx: Tx, empresaId: number, ids: number[]) {
    const rows = await tx
      .select()
      .from(mesas)
      .where(and(eq(mesas.empresa_id, empresaId), inArray(mesas.id, ids)))
      .orderBy(asc(mesas.id))
      .for('update');
    if (rows.length !== new Set(ids).size) throw naoEncontrado(MENSAGENS_COMANDA.mesaNaoEncontrada);
    return rows;
  }

  /** A table under maintenance takes no tab, opened or transferred (checked under its lock). */
  function exigirForaDeManutencao(mesa: { status: string }) {
    if (mesa.status === 'manutencao') throw conflito(MENSAGENS_MESA.mesaEmManutencao);
  }

  /** The waiters and the staff (the dashboard's floor view) hear every tab and table change. */
  const salasDaEmpresa = (empresaId: number) => [rooms.garcons(empresaId), rooms.equipe(empresaId)];

  /** A changed tab is newer, and so is its table (whose derived state may have changed). */
  async function tocar(tx: Tx, comandaIds: number[], mesaIds: Array<number | null>) {
    const agora = deps.now();
    if (comandaIds.length)
      await tx
        .update(comandas)
        .set({
          updated_at: versaoSeguinte(comandas.updated_at, agora),
        })
        .where(inArray(comandas.id, comandaIds));
    const ids = [...new Set(mesaIds.filter((id): id is number => id !== null))];
    await tocarMesas(tx, ids, agora);
  }

  /** After the commit: the empresa's waiters get the tabs and tables as they are now. */
  async function avisar(
    empresaId: number,
    comandaIds: number[],
    mesaIds: Array<number | null>,
  ): Promise<{ comandas: Comanda[]; mesas: Mesa[] }> {
    const sala = salasDaEmpresa(empresaId);
    const lista = await listarPorIds(empresaId, comandaIds);
    for (const comanda of lista)
      deps.publish({
        empresaId: empresaId,
        name: 'comanda:atualizada',
        rooms: sala,
        payload: comanda,
      });
    const ids = [...new Set(mesaIds.filter((id): id is number => id !== null))];
    const mesasAtuais = await deps.mesas.carregar(empresaId, ids);
    for (const mesa of mesasAtuais)
      deps.publish({ empresaId: empresaId, name: 'mesa:atualizada', rooms: sala, payload: mesa });
    // The table's QR guests read their items again (they get no tab, only that it changed).
    for (const mesaId of ids)
      deps.publish({
        empresaId,
        name: 'autoatendimento:mudou',
        rooms: [rooms.mesaQr(empresaId, mesaId)],
        payload: { mesa_id: mesaId },
      });
    return { comandas: lista, mesas: mesasAtuais };
  }

  /** An active physical tab of this empresa that no active tab uses. */
  async function exigirFisicaLivre(tx: Tx, empresaId: number, fisicaId: number) {
    const [fisica] = await tx
      .select()
      .from(comandasFisicas)
      .where(and(eq(comandasFisicas.id, fisicaId), eq(comandasFisicas.empresa_id, empresaId)));
    if (!fisica) throw naoEncontrado(MENSAGENS.fisicaNaoEncontrada);
    if (!fisica.ativo) throw conflito(MENSAGENS_COMANDA.comandaFisicaInativa);
    const [emUso] = await tx
      .select({ id: comandas.id })
      .from(comandas)
      .where(
        and(
          eq(comandas.empresa_id, empresaId),
          eq(comandas.comanda_fisica_id, fisicaId),
          inArray(comandas.status, ABERTAS),
        ),
      );
    if (emUso) throw conflito(MENSAGENS_COMANDA.comandaFisicaEmUso);
  }

  async function abrir(
    empresaId: number,
    garcomId: number,
    mesaId: number | null,
    fisicaId: number | null,
  ): Promise<Comanda> {
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        // Locking the table orders this open after (or before) a transfer to that table.
        if (mesaId !== null)
          exigirForaDeManutencao((await travarMesas(tx, empresaId, [mesaId]))[0]!);
        if (fisicaId !== null) await exigirFisicaLivre(tx, empresaId, fisicaId);
        const [row] = await tx
          .insert(comandas)
          .values({
            empresa_id: empresaId,
            mesa_id: mesaId,
            comanda_fisica_id: fisicaId,
            garcom_id: garcomId,
          })
          .returning({ id: comandas.id });
        await tocar(tx, [], [mesaId]);
        return row!.id;
      });
    } catch (error) {
      // Two waiters taking the same card at once: the partial unique index decides.
      if (isUniqueViolation(error)) throw conflito(MENSAGENS_COMANDA.comandaFisicaEmUso);
      throw error;
    }
    const {
      comandas: [comanda],
    } = await avisar(empresaId, [id], [mesaId]);
    return comanda!;
  }

  /** The tab's item, sent or not; the tab must be active and is locked. */
  async function itemDaComanda(tx: Tx, empresaId: number, comandaId: number, itemId: number) {
    const comanda = await travarAtiva(tx, empresaId, comandaId);
    const [item] = await tx
      .select()
      .from(comandaItens)
      .where(
        and(
          eq(comandaItens.id, itemId),
          eq(comandaItens.comanda_id, comanda.id),
          eq(comandaItens.empresa_id, empresaId),
        ),
      );
    if (!item) throw naoEncontrado(MENSAGENS.itemNaoEncontrado);
    return { comanda, item };
  }

  /** The tab's item, unsent, for a change; the tab must be active and is locked. */
  async function itemAlteravel(tx: Tx, empresaId: number, comandaId: number, itemId: number) {
    const achado = await itemDaComanda(tx, empresaId, comandaId, itemId);
    if (itemEnviado(achado.item)) throw conflito(MENSAGENS_COMANDA.itemEnviado);
    return achado;
  }

  /**
   * A change to one unsent item: the tab locked, the item checked, the change applied (stock
   * taken or given back with it) and the tab touched in one transaction; then the stock's
   * announcements, and the waiters hear the tab and its table.
   */
  async function alterarItem(
    empresaId: number,
    comandaId: number,
    itemId: number,
    alterar: (tx: Tx, item: ComandaItemRow, comanda: ComandaRow) => Promise<DepoisDoCommit>,
  ): Promise<Comanda> {
    const { comanda, depois } = await db.transaction(async (tx) => {
      const { comanda, item } = await itemAlteravel(tx, empresaId, comandaId, itemId);
      const depois = await alterar(tx, item, comanda);
      await tocar(tx, [comanda.id], [comanda.mesa_id]);
      return { comanda, depois };
    });
    await depois?.();
    const {
      comandas: [atual],
    } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
    return atual!;
  }

  /** The waiter's name, copied on the stock movements their tab writes. */
  async function nomeDoGarcom(tx: Tx, empresaId: number, garcomId: number): Promise<string> {
    const [garcom] = await tx
      .select({ nome: garcons.nome, sobrenome: garcons.sobrenome })
      .from(garcons)
      .where(and(eq(garcons.id, garcomId), eq(garcons.empresa_id, empresaId)));
    return garcom ? [garcom.nome, garcom.sobrenome].filter(Boolean).join(' ') : '';
  }

  /**
   * `quantidade` more units of an unsent item leave the stock (items linked to its product,
   * locked in id order as in the checkout): refused with the checkout's 'X esgotado' when short.
   * Called before the item row is written; `registrar` names the tab and the item.
   */
  async function tirarDoEstoque(
    tx: Tx,
    empresaId: number,
    nomeNoEstoque: string,
    produto: { id: number | null; nome: string },
    quantidade: number,
  ) {
    if (produto.id === null || quantidade <= 0) return null;
    return deps.estoque.tirarParaVenda(
      tx,
      empresaId,
      [{ produto_id: produto.id, produto_nome: produto.nome, quantidade }],
      nomeNoEstoque,
    );
  }

  /** How a waiter's stock movements name them. */
  const nomeNoEstoque = async (tx: Tx, empresaId: number, garcomId: number) =>
    (await nomeDoGarcom(tx, empresaId, garcomId)) || MENSAGENS_ESTOQUE.usuarioGarcom;

  /** What these unsent items took goes back to stock (`fracao`: only that share of it). */
  const devolverAoEstoque = (
    tx: Tx,
    empresaId: number,
    comandaId: number,
    itemIds: number[],
    fracao?: { parte: number; todo: number },
  ) =>
    deps.estoque.devolverDaVenda(
      tx,
      empresaId,
      { comanda_item_ids: itemIds },
      { motivo: MENSAGENS_ESTOQUE.motivoDevolucaoComanda(comandaId), comanda_id: comandaId },
      fracao,
    );

  /**
   * One line into a locked active tab, priced by the server; an equal unsent line of the same
   * origin (and guest) grows instead. Stock first, as in the checkout: a refusal writes nothing.
   */
  async function inserirItem(
    tx: Tx,
    empresaId: number,
    comanda: ComandaRow,
    input: NovoItemComandaInput,
    quem: {
      /** Who the stock movement names. */
      nomeNoEstoque: string;
      origem: OrigemItemComanda;
      cliente_nome?: string;
      convidado?: string;
    },
  ) {
    const venda = await deps.cardapio.produtoParaVenda(empresaId, input.produto_id, tx);
    if (!venda) throw naoEncontrado(MENSAGENS.produtoIndisponivel);
    const { precoUnitarioCentavos, personalizacoes } = precificarLinha(
      venda.produto.preco,
      venda.grupos.map((g) => ({ ...g, obrigatorio: false })),
      input.personalizacoes,
    );
    // A drink needs no kitchen, unless the company routes it to a station (the bar).
    const [produto] = await tx
      .select({
        precisa_cozinha: sql<boolean>`(${produtos.precisa_cozinha} or ${estacaoDoProduto(empresaId, venda.produto.id)} is not null)`,
      })
      .from(produtos)
      .where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, venda.produto.id)));
    const preco = centavosParaNumeric(precoUnitarioCentavos);
    const [igual] = await tx
      .select({ id: comandaItens.id, quantidade: comandaItens.quantidade })
      .from(comandaItens)
      .where(
        and(
          eq(comandaItens.comanda_id, comanda.id),
          eq(comandaItens.produto_id, venda.produto.id),
          eq(comandaItens.status, 'pendente'),
          eq(comandaItens.preco_unitario, preco),
          sql`${comandaItens.personalizacoes} = ${JSON.stringify(personalizacoes)}::jsonb`,
          input.observacoes
            ? eq(comandaItens.observacoes, input.observacoes)
            : isNull(comandaItens.observacoes),
          // A guest's QR line never merges with a waiter's or another guest's.
          eq(comandaItens.origem, quem.origem),
          quem.convidado
            ? eq(comandaItens.convidado, quem.convidado)
            : isNull(comandaItens.convidado),
        ),
      );
    const quantidade = igual
      ? Math.min(MAX_QUANTIDADE, igual.quantidade + input.quantidade)
      : input.quantidade;
    // Stock first, as in the checkout: a refusal writes no item.
    const baixa = await tirarDoEstoque(
      tx,
      empresaId,
      quem.nomeNoEstoque,
      venda.produto,
      quantidade - (igual?.quantidade ?? 0),
    );
    let itemId: number;
    if (igual) {
      await tx
        .update(comandaItens)
        .set({ quantidade, updated_at: deps.now() })
        .where(eq(comandaItens.id, igual.id));
      itemId = igual.id;
    } else {
      const [novo] = await tx
        .insert(comandaItens)
        .values({
          empresa_id: empresaId,
          comanda_id: comanda.id,
          produto_id: venda.produto.id,
          produto_nome: venda.produto.nome,
          imagem_url: venda.produto.imagem_url,
          quantidade,
          preco_unitario: preco,
          observacoes: input.observacoes,
          personalizacoes,
          precisa_cozinha: produto?.precisa_cozinha ?? true,
          origem: quem.origem,
          cliente_nome: quem.cliente_nome ?? null,
          convidado: quem.convidado ?? null,
        })
        .returning({ id: comandaItens.id });
      itemId = novo!.id;
    }
    await baixa?.registrar(tx, {
      motivo: MENSAGENS_ESTOQUE.motivoComanda(comanda.id),
      comanda_id: comanda.id,
      comanda_item_id: itemId,
    });
    return { itemId, baixa };
  }

  /**
   * Sends these unsent items of a locked active tab: the kitchen ones as one table order (or
   * joining the one still in the kitchen), the drinks marked pronto. The items took their stock
   * when added: it now belongs to the kitchen order, whose cancellation gives it back (the
   * checkout's reverse step); a drink marked pronto keeps it (it was served).
   */
  async function enviarNaTransacao(
    tx: Tx,
    empresaId: number,
    comanda: ComandaRow,
    pendentes: ComandaItemRow[],
    quem: Pick<PedidoDaComanda, 'autor' | 'canal'>,
  ) {
    const cozinha = pendentes.filter((i) => i.precisa_cozinha);
    const bebidas = pendentes.filter((i) => !i.precisa_cozinha);
    const agora = deps.now();
    let envio: Awaited<ReturnType<PedidosService['enviarDaComanda']>> | null = null;
    if (cozinha.length) {
      envio = await deps.pedidos.enviarDaComanda(tx, empresaId, {
        comandaId: comanda.id,
        mesa: await rotuloDaMesa(tx, comanda),
        itens: cozinha.map((i) => ({
          produto_id: i.produto_id,
          produto_nome: i.produto_nome,
          imagem_url: i.imagem_url,
          quantidade: i.quantidade,
          preco_unitario: i.preco_unitario,
          observacoes: i.observacoes,
          personalizacoes: i.personalizacoes,
          comanda_item_id: i.id,
        })),
        ...quem,
      });
      await deps.estoque.passarParaPedido(
        tx,
        empresaId,
        cozinha.map((i) => i.id),
        envio.pedido.id,
      );
      await tx
        .update(comandaItens)
        .set({ status: 'enviado', pedido_id: envio.pedido.id, updated_at: agora })
        .where(
          inArray(
            comandaItens.id,
            cozinha.map((i) => i.id),
          ),
        );
    }
    if (bebidas.length)
      await tx
        .update(comandaItens)
        .set({ status: 'pronto', updated_at: agora })
        .where(
          inArray(
            comandaItens.id,
            bebidas.map((i) => i.id),
          ),
        );
    await tocar(tx, [comanda.id], [comanda.mesa_id]);
    return { envio, enviados: cozinha.length, prontos: bebidas.length };
  }

  /** After the send's commit: the kitchen's screens hear the order, then it is printed. */
  async function anunciarEnvio(
    envio: Awaited<ReturnType<typeof enviarNaTransacao>>['envio'],
  ): Promise<void> {
    if (!envio) return;
    // The screens first: the printers' dispatch (a few queries) must not delay the kitchen's push.
    // Items joining a ticket still in the kitchen change that order ("+ NOVO" on it).
    if (envio.novo) deps.pedidos.anunciarCriado(envio.pedido);
    else deps.pedidos.anunciarAtualizado(envio.pedido);
    for (const trabalho of envio.depois) await trabalho();
  }

  /** The label of a table order on the monitor: the table's number, or 'Balcão N'. */
  async function rotuloDaMesa(tx: Tx, comanda: ComandaRow): Promise<string> {
    if (comanda.mesa_id !== null) {
      const [mesa] = await tx
        .select({ numero: mesas.numero })
        .from(mesas)
        .where(eq(mesas.id, comanda.mesa_id));
      if (mesa) return mesa.numero;
    }
    let numero = String(comanda.id);
    if (comanda.comanda_fisica_id !== null) {
      const [fisica] = await tx
        .select({ numero: comandasFisicas.numero })
        .from(comandasFisicas)
        .where(eq(comandasFisicas.id, comanda.comanda_fisica_id));
      numero = fisica?.numero ?? numero;
    }
    return `Balcão ${numero}`;
  }

  /** A table order's progress reaches the waiter's tab (registered with pedidos.ouvirStatus). */
  const ouvinteDoPedido: OuvinteDeStatus = {
    async aoMudar(tx, { empresaId, comandaId, pedidoId, para }) {
      // A table order is served, never sent out (shared-events pedidos.ts): its items follow.
      if (comandaId === null || para === 'saiu_para_entrega') return;
      const agora = deps.now();
      await tx
        .update(comandaItens)
        .set({ status: para, updated_at: agora })
        .where(
          and(
            eq(comandaItens.empresa_id, empresaId),
            eq(comandaItens.comanda_id, comandaId),
            eq(comandaItens.pedido_id, pedidoId),
            // A line the waiter cancelled stays cancelled whatever its order does next.
            ne(comandaItens.status, 'cancelado'),
          ),
        );
      const [comanda] = await tx
        .update(comandas)
        .set({ updated_at: agora })
        .where(and(eq(comandas.id, comandaId), eq(comandas.empresa_id, empresaId)))
        .returning({ mesa_id: comandas.mesa_id });
      // A cancelled order leaves the table's total: the table is newer too.
      await tocar(tx, [], [comanda?.mesa_id ?? null]);
    },
    async depoisDoCommit({ empresaId, comandaId }, pedido: Pedido) {
      if (comandaId === null) return;
      const comanda = (await carregar(empresaId, [comandaId])).get(comandaId);
      if (!comanda) return;
      await avisar(empresaId, [comandaId], [comanda.mesa_id]);
      deps.publish({
        empresaId: empresaId,
        name: 'pedido:atualizado',
        rooms: [rooms.garcons(empresaId)],
        payload: pedido,
      });
    },
  };

  return {
    obter,
    /** For the orders service: table orders carry their tab along (core.ts registers it). */
    ouvinteDoPedido,

    /** The empresa's active physical tabs with how many active tabs use each (0 or 1). */
    async comandasFisicas(empresaId: number): Promise<ComandaFisica[]> {
      const rows = await db
        .select()
        .from(comandasFisicas)
        .where(and(eq(comandasFisicas.empresa_id, empresaId), eq(comandasFisicas.ativo, true)))
        .orderBy(sql`length(${comandasFisicas.numero})`, asc(comandasFisicas.numero));
      const usos = await db
        .select({ fisica: comandas.comanda_fisica_id, n: count() })
        .from(comandas)
        .where(
          and(
            eq(comandas.empresa_id, empresaId),
            inArray(comandas.status, ABERTAS),
            isNotNull(comandas.comanda_fisica_id),
          ),
        )
        .groupBy(comandas.comanda_fisica_id);
      const usoDe = new Map(usos.map((u) => [u.fisica, Number(u.n)]));
      return rows.map((r) => paraComandaFisica(r, usoDe.get(r.id) ?? 0));
    },

    /** Every open tab of the empresa (active or its bill closed, unpaid), newest first. */
    async ativas(empresaId: number): Promise<Comanda[]> {
      const ids = await db
        .select({ id: comandas.id })
        .from(comandas)
        .where(and(eq(comandas.empresa_id, empresaId), inArray(comandas.status, ABERTAS)))
        .orderBy(desc(comandas.created_at), desc(comandas.id));
      return listarPorIds(
        empresaId,
        ids.map((r) => r.id),
      );
    },

    /** A table's tabs: every open one (active or closed unpaid), then the latest paid ones. */
    async daMesa(empresaId: number, mesaId: number): Promise<Comanda[]> {
      await deps.mesas.obter(empresaId, mesaId);
      const daMesa = and(eq(comandas.empresa_id, empresaId), eq(comandas.mesa_id, mesaId));
      const ativas = await db
        .select({ id: comandas.id })
        .from(comandas)
        .where(and(daMesa, inArray(comandas.status, ABERTAS)))
        .orderBy(desc(comandas.created_at), desc(comandas.id));
      const encerradas = await db
        .select({ id: comandas.id })
        .from(comandas)
        .where(and(daMesa, eq(comandas.status, 'paga')))
        .orderBy(desc(comandas.updated_at), desc(comandas.id))
        .limit(HISTORICO_DA_MESA);
      return listarPorIds(
        empresaId,
        [...ativas, ...encerradas].map((r) => r.id),
      );
    },

    /** A standalone tab (Comanda Avulsa) on a physical tab. */
    abrirBalcao: (empresaId: number, garcomId: number, input: ComandaBalcaoInput) =>
      abrir(empresaId, garcomId, null, input.comanda_fisica_id),

    /** A tab on a table, digital or on a physical tab. */
    abrirNaMesa: (empresaId: number, garcomId: number, input: ComandaMesaInput) =>
      abrir(empresaId, garcomId, input.mesa_id, input.comanda_fisica_id ?? null),

    /** Removes a tab that has nothing sent (its items go with it, their stock back). */
    async remover(empresaId: number, comandaId: number): Promise<void> {
      const { removida, devolvido } = await db.transaction(async (tx) => {
        const comanda = await travarAtiva(tx, empresaId, comandaId);
        const itens = await tx
          .select({ id: comandaItens.id, status: comandaItens.status })
          .from(comandaItens)
          .where(
            and(eq(comandaItens.empresa_id, empresaId), eq(comandaItens.comanda_id, comanda.id)),
          );
        if (itens.some(itemEnviado)) throw conflito(MENSAGENS_COMANDA.comandaComItensEnviados);
        const devolvido = await devolverAoEstoque(
          tx,
          empresaId,
          comanda.id,
          itens.map((i) => i.id),
        );
        await tx.delete(comandas).where(eq(comandas.id, comanda.id));
        await tocar(tx, [], [comanda.mesa_id]);
        return { removida: comanda, devolvido };
      });
      await devolvido?.();
      deps.publish({
        empresaId: empresaId,
        name: 'comanda:removida',
        rooms: salasDaEmpresa(empresaId),
        payload: {
          id: removida.id,
          empresa_id: empresaId,
          mesa_id: removida.mesa_id,
          updated_at: deps.now().toISOString(),
        },
      });
      await avisar(empresaId, [], [removida.mesa_id]);
    },

    /**
     * Moves every active tab of the table of `comandaId` to a free table, in one transaction:
     * both tables are locked, so a tab opened meanwhile on either waits for the move.
     */
    async transferir(
      empresaId: number,
      comandaId: number,
      input: TransferirMesaInput,
    ): Promise<TransferenciaResposta> {
      const { origemId, destino, ids } = await db.transaction(async (tx) => {
        const comanda = await travar(tx, empresaId, comandaId);
        if (comanda.status !== 'ativa' || comanda.mesa_id === null)
          throw conflito(MENSAGENS_COMANDA.semComandasParaTransferir);
        const origemId = comanda.mesa_id;
        if (input.novaMesaId === origemId) throw validacao(MENSAGENS_COMANDA.mesaDestinoInvalida);
        const travadas = await travarMesas(tx, empresaId, [origemId, input.novaMesaId]);
        const destino = travadas.find((m) => m.id === input.novaMesaId)!;
        exigirForaDeManutencao(destino);
        const ocupada = await tx
          .select({ id: comandas.id })
          .from(comandas)
          .where(
            and(
              eq(comandas.empresa_id, empresaId),
              eq(comandas.mesa_id, destino.id),
              inArray(comandas.status, ABERTAS),
            ),
          );
        if (ocupada.length) throw conflito(MENSAGENS_COMANDA.mesaDestinoOcupada);
        const movidas = await tx
          .update(comandas)
          .set({ mesa_id: destino.id, updated_at: deps.now() })
          .where(
            and(
              eq(comandas.empresa_id, empresaId),
              eq(comandas.mesa_id, origemId),
              eq(comandas.status, 'ativa'),
            ),
          )
          .returning({ id: comandas.id });
        if (movidas.length === 0) throw conflito(MENSAGENS_COMANDA.semComandasParaTransferir);
        await tocar(tx, [], [origemId, destino.id]);
        return { origemId, destino, ids: movidas.map((m) => m.id).sort((a, b) => a - b) };
      });
      const avisado = await avisar(empresaId, ids, [origemId, destino.id]);
      const n = ids.length;
      return {
        mensagem: `${plural(n, 'comanda transferida', 'comandas transferidas')} para a mesa ${destino.numero}`,
        transferidas: n,
        mesa_origem: avisado.mesas.find((m) => m.id === origemId)!,
        mesa_destino: avisado.mesas.find((m) => m.id === destino.id)!,
        comandas: avisado.comandas,
      };
    },

    /**
     * Adds a product priced by the database (product price + chosen options). Required option
     * groups are not enforced here (a quick add has no options); the same product with the same
     * choices and notes, still unsent, becomes more quantity. The units added leave the stock
     * now, like a checkout's (a bottle handed over is gone): short stock refuses the add with
     * the checkout's message and writes nothing.
     */
    async adicionarItem(
      empresaId: number,
      garcomId: number,
      comandaId: number,
      input: NovoItemComandaInput,
    ): Promise<Comanda> {
      const { comanda, baixa } = await db.transaction(async (tx) => {
        const comanda = await travarAtiva(tx, empresaId, comandaId);
        const { baixa } = await inserirItem(tx, empresaId, comanda, input, {
          nomeNoEstoque: await nomeNoEstoque(tx, empresaId, garcomId),
          origem: 'garcom',
        });
        await tocar(tx, [comanda.id], [comanda.mesa_id]);
        return { comanda, baixa };
      });
      await baixa?.depoisDoCommit();
      const {
        comandas: [atual],
      } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
      return atual!;
    },

    /**
     * An unsent item's new quantity: raising it takes the extra units from stock (refused when
     * short, like an add), lowering it gives back that share of what the item took.
     */
    async mudarQuantidade(
      empresaId: number,
      garcomId: number,
      comandaId: number,
      itemId: number,
      input: QuantidadeItemComandaInput,
    ): Promise<Comanda> {
      return alterarItem(empresaId, comandaId, itemId, async (tx, item, comanda) => {
        const antes = item.quantidade;
        const depois = input.quantidade;
        let aposCommit: DepoisDoCommit;
        if (depois > antes) {
          const baixa = await tirarDoEstoque(
            tx,
            empresaId,
            await nomeNoEstoque(tx, empresaId, garcomId),
            { id: item.produto_id, nome: item.produto_nome },
            depois - antes,
          );
          await baixa?.registrar(tx, {
            motivo: MENSAGENS_ESTOQUE.motivoComanda(comanda.id),
            comanda_id: comanda.id,
            comanda_item_id: item.id,
          });
          aposCommit = baixa?.depoisDoCommit;
        } else if (depois < antes) {
          aposCommit = await devolverAoEstoque(tx, empresaId, comanda.id, [item.id], {
            parte: antes - depois,
            todo: antes,
          });
        }
        await tx
          .update(comandaItens)
          .set({ quantidade: depois, updated_at: deps.now() })
          .where(eq(comandaItens.id, item.id));
        return aposCommit;
      });
    },

    /** Removes an unsent item; what it took goes back to stock. */
    async removerItem(empresaId: number, comandaId: number, itemId: number): Promise<Comanda> {
      return alterarItem(empresaId, comandaId, itemId, async (tx, item, comanda) => {
        const devolvido = await devolverAoEstoque(tx, empresaId, comanda.id, [item.id]);
        await tx.delete(comandaItens).where(eq(comandaItens.id, item.id));
        return devolvido;
      });
    },

    /**
     * A waiter cancels an item the kitchen already has, with a reason (issue 29 §2): its
     * kitchen line is struck on every screen at once, it leaves the bill, and what it took goes
     * back to stock. Only while its order is still in the kitchen; an unsent item is removed.
     */
    async cancelarItemEnviado(
      empresaId: number,
      garcomId: number,
      comandaId: number,
      itemId: number,
      motivo: string,
    ): Promise<{ comanda: Comanda; pedido: Pedido | null }> {
      const { comanda, pedidoId, devolvido, imprimir } = await db.transaction(async (tx) => {
        const { comanda, item } = await itemDaComanda(tx, empresaId, comandaId, itemId);
        if (item.status === 'cancelado') throw conflito(MENSAGENS_COMANDA.itemJaCancelado);
        if (!itemEnviado(item)) throw conflito(MENSAGENS_COMANDA.itemNaoEnviado);
        const nome = (await nomeDoGarcom(tx, empresaId, garcomId)) || 'Garçom';
        const { pedidoId, depois: imprimir } = await deps.pedidos.cancelarItemDaComanda(
          tx,
          empresaId,
          item.id,
          motivo,
          nome,
        );
        if (pedidoId === null) throw conflito(MENSAGENS_COMANDA.itemForaDaCozinha);
        await tx
          .update(comandaItens)
          .set({ status: 'cancelado', updated_at: deps.now() })
          .where(and(eq(comandaItens.empresa_id, empresaId), eq(comandaItens.id, item.id)));
        // Named with its order too: cancelling the whole order later must not give it back twice.
        const devolvido = await deps.estoque.devolverDaVenda(
          tx,
          empresaId,
          { comanda_item_ids: [item.id] },
          {
            motivo: MENSAGENS_ESTOQUE.motivoItemCancelado(pedidoId),
            comanda_id: comanda.id,
            pedido_id: pedidoId,
          },
        );
        await tocar(tx, [comanda.id], [comanda.mesa_id]);
        return { comanda, pedidoId, devolvido, imprimir };
      });
      await devolvido?.();
      for (const trabalho of imprimir) await trabalho();
      const pedido = await deps.preparo.conferir(empresaId, pedidoId, {
        tipo: 'garcom',
        id: garcomId,
      });
      const {
        comandas: [atual],
      } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
      return { comanda: atual!, pedido };
    },

    /**
     * A tab item's note, changed: an unsent item just takes it; a sent one takes it on its
     * kitchen line too, highlighted on the ticket, while its order is still in the kitchen.
     */
    async mudarObservacoes(
      empresaId: number,
      comandaId: number,
      itemId: number,
      observacoes: string | null,
    ): Promise<{ comanda: Comanda; cozinhaAvisada: boolean }> {
      const { comanda, pedidoId } = await db.transaction(async (tx) => {
        const { comanda, item } = await itemDaComanda(tx, empresaId, comandaId, itemId);
        if (item.status === 'cancelado') throw conflito(MENSAGENS_COMANDA.itemJaCancelado);
        let pedidoId: number | null = null;
        if (itemEnviado(item) && item.observacoes !== observacoes) {
          pedidoId = await deps.pedidos.anotarItemDaComanda(tx, empresaId, item.id, observacoes);
          if (pedidoId === null) throw conflito(MENSAGENS_COMANDA.itemForaDaCozinha);
        }
        await tx
          .update(comandaItens)
          .set({ observacoes, updated_at: deps.now() })
          .where(and(eq(comandaItens.empresa_id, empresaId), eq(comandaItens.id, item.id)));
        await tocar(tx, [comanda.id], [comanda.mesa_id]);
        return { comanda, pedidoId };
      });
      if (pedidoId !== null) {
        const pedido = await deps.pedidos.obter(empresaId, pedidoId);
        if (pedido) deps.pedidos.anunciarAtualizado(pedido);
      }
      const {
        comandas: [atual],
      } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
      return { comanda: atual!, cozinhaAvisada: pedidoId !== null };
    },

    /**
     * A QR guest's order (issue 31 §2), in one transaction: into the table's active tab (one is
     * opened, with no waiter, when the table has none), each line priced and taking stock as a
     * waiter's would, tagged with the guest's name and device. `enviar`: the company lets QR
     * orders go straight to the kitchen; otherwise they wait for a waiter's 'Confirmar'.
     * The table is locked first, so two guests ordering at once share one new tab.
     */
    async pedirPeloQr(
      empresaId: number,
      mesaId: number,
      pedido: { nome: string; convidado: string; itens: NovoItemComandaInput[] },
      opcoes: { enviar: boolean },
    ): Promise<{ comandaId: number; enviado: boolean }> {
      const { comanda, baixas, envio } = await db.transaction(async (tx) => {
        const [mesa] = await travarMesas(tx, empresaId, [mesaId]);
        if (mesa!.status === 'manutencao')
          throw conflito(MENSAGENS_AUTOATENDIMENTO.mesaEmManutencao);
        const abertas = await tx
          .select()
          .from(comandas)
          .where(
            and(
              eq(comandas.empresa_id, empresaId),
              eq(comandas.mesa_id, mesaId),
              inArray(comandas.status, ABERTAS),
            ),
          )
          .orderBy(desc(comandas.created_at), desc(comandas.id));
        let comanda = abertas.find((c) => c.status === 'ativa');
        if (!comanda && abertas.length) throw conflito(MENSAGENS_AUTOATENDIMENTO.contaFechada);
        if (!comanda) {
          [comanda] = await tx
            .insert(comandas)
            .values({ empresa_id: empresaId, mesa_id: mesaId })
            .returning();
        }
        const quem = {
          nomeNoEstoque: MENSAGENS_AUTOATENDIMENTO.clienteNoEstoque(pedido.nome, mesa!.numero),
          origem: 'mesa_qr' as const,
          cliente_nome: pedido.nome,
          convidado: pedido.convidado,
        };
        const baixas = [];
        const ids: number[] = [];
        for (const item of pedido.itens) {
          const { itemId, baixa } = await inserirItem(tx, empresaId, comanda!, item, quem);
          ids.push(itemId);
          baixas.push(baixa);
        }
        let envio: Awaited<ReturnType<typeof enviarNaTransacao>>['envio'] = null;
        if (opcoes.enviar) {
          const linhas = await tx
            .select()
            .from(comandaItens)
            .where(and(eq(comandaItens.empresa_id, empresaId), inArray(comandaItens.id, ids)))
            .orderBy(asc(comandaItens.id));
          ({ envio } = await enviarNaTransacao(tx, empresaId, comanda!, linhas, {
            autor: { tipo: 'cliente', id: null, nome: pedido.nome },
            canal: 'mesa_qr',
          }));
        } else await tocar(tx, [comanda!.id], [mesaId]);
        return { comanda: comanda!, baixas, envio };
      });
      for (const baixa of baixas) await baixa?.depoisDoCommit();
      await anunciarEnvio(envio);
      await avisar(empresaId, [comanda.id], [mesaId]);
      return { comandaId: comanda.id, enviado: opcoes.enviar };
    },

    /**
     * A waiter's 'Confirmar' on a tab with QR lines waiting: those lines (only) go to the kitchen
     * as a QR order; a tab opened by a guest becomes this waiter's.
     */
    async confirmarQr(
      empresaId: number,
      garcomId: number,
      comandaId: number,
    ): Promise<ConfirmacaoDoQrResposta> {
      const { comanda, envio, enviados, prontos } = await db.transaction(async (tx) => {
        const comanda = await travarAtiva(tx, empresaId, comandaId);
        const esperando = await tx
          .select()
          .from(comandaItens)
          .where(
            and(
              eq(comandaItens.empresa_id, empresaId),
              eq(comandaItens.comanda_id, comanda.id),
              eq(comandaItens.origem, 'mesa_qr'),
              eq(comandaItens.status, 'pendente'),
            ),
          )
          .orderBy(asc(comandaItens.id));
        if (esperando.length === 0) throw conflito(MENSAGENS_AUTOATENDIMENTO.nadaParaConfirmar);
        if (comanda.garcom_id === null)
          await tx
            .update(comandas)
            .set({ garcom_id: garcomId })
            .where(and(eq(comandas.empresa_id, empresaId), eq(comandas.id, comanda.id)));
        const autor = { id: garcomId, nome: await nomeDoGarcom(tx, empresaId, garcomId) };
        return {
          comanda,
          ...(await enviarNaTransacao(tx, empresaId, comanda, esperando, {
            autor,
            canal: 'mesa_qr',
          })),
        };
      });
      await anunciarEnvio(envio);
      const {
        comandas: [atual],
      } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
      return {
        mensagem: MENSAGENS_AUTOATENDIMENTO.confirmado(enviados + prontos),
        pedido: envio?.pedido ?? null,
        comanda: atual!,
        itens_enviados: enviados,
        itens_prontos: prontos,
      };
    },

    /** What a QR guest (their device's key) ordered at this table in the last 12 hours. */
    async itensDoConvidado(empresaId: number, mesaId: number, convidado: string) {
      const rows = await db
        .select({ item: comandaItens })
        .from(comandaItens)
        .innerJoin(
          comandas,
          and(
            eq(comandas.empresa_id, comandaItens.empresa_id),
            eq(comandas.id, comandaItens.comanda_id),
          ),
        )
        .where(
          and(
            eq(comandaItens.empresa_id, empresaId),
            eq(comandaItens.convidado, convidado),
            eq(comandas.mesa_id, mesaId),
            sql`${comandaItens.created_at} > ${new Date(deps.now().getTime() - 12 * 3_600_000)}::timestamptz`,
          ),
        )
        .orderBy(asc(comandaItens.id));
      return rows.map((r) => r.item);
    },

    /**
     * Sends the unsent kitchen items as one table order and marks the unsent drinks pronto.
     * The tab is locked for the whole send, so two sends at once make one order. The items took
     * their stock when added: it now belongs to the kitchen order, whose cancellation gives it
     * back (the checkout's reverse step); a drink marked pronto keeps it (it was served).
     */
    async enviarCozinha(
      empresaId: number,
      garcomId: number,
      comandaId: number,
    ): Promise<EnvioCozinhaResposta> {
      const { comanda, envio, enviados, prontos } = await db.transaction(async (tx) => {
        const comanda = await travarAtiva(tx, empresaId, comandaId);
        const itens = await tx
          .select()
          .from(comandaItens)
          .where(
            and(eq(comandaItens.empresa_id, empresaId), eq(comandaItens.comanda_id, comanda.id)),
          )
          .orderBy(asc(comandaItens.id));
        if (itens.length === 0) throw validacao(MENSAGENS_COMANDA.semItens);
        const pendentes = itens.filter((i) => i.status === 'pendente');
        if (!pendentes.some((i) => i.precisa_cozinha))
          throw conflito(MENSAGENS_COMANDA.nadaParaEnviar);
        const autor = { id: garcomId, nome: await nomeDoGarcom(tx, empresaId, garcomId) };
        return {
          comanda,
          ...(await enviarNaTransacao(tx, empresaId, comanda, pendentes, {
            autor,
            canal: 'garcom',
          })),
        };
      });
      await anunciarEnvio(envio);
      const pedido = envio!.pedido;
      const {
        comandas: [atual],
      } = await avisar(empresaId, [comanda.id], [comanda.mesa_id]);
      const mensagem =
        `Pedido enviado para a cozinha! ${plural(enviados, 'item enviado', 'itens enviados')}` +
        (prontos ? ` e ${plural(prontos, 'item pronto', 'itens prontos')}.` : '.');
      return {
        mensagem,
        pedido,
        comanda: atual!,
        itens_enviados: enviados,
        itens_prontos: prontos,
      };
    },
  };
}

export type ComandasService = ReturnType<typeof createComandasService>;
