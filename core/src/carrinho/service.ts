import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import {
  type AdicionarAoCarrinhoInput,
  type AtualizarItemInput,
  CARRINHO_TTL_PADRAO_MS,
  type CarrinhoItem,
  type CarrinhoResposta,
  type Endereco,
  type Enqueue,
  MENSAGENS_CARRINHO,
  type Publish,
  rooms,
  valorDaLinha,
} from '@cardapio/shared-events';
import { produtos } from '../cardapio/schema';
import type { CardapioService } from '../cardapio/service';
import type { Db, DbOrTx } from '../db/client';
import type { PromocoesService } from '../promocoes/service';
import { naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import { precificarLinha } from './precificar';
import {
  apagarExpirados,
  direitoAEntregaGratis,
  doCliente,
  type EnderecoLido,
  gravarLinha,
  lerCarrinho,
} from './consultas';
import { carrinhoItens, carrinhos } from './schema';

export interface CarrinhoDeps {
  db: Db;
  cardapio: CardapioService;
  enqueue: Enqueue;
  publish: Publish;
  now: () => Date;
  /** Checks the coupon a customer applies (cart side only; checkout validates it again). */
  promocoes: PromocoesService;
  /** How long a cart lives after its last change (default 2 h). */
  ttlMs?: number;
}

/** Expired carts cleared per statement of the sweeper. */
const LOTE_DA_VARREDURA = 500;

const MENSAGEM_PRODUTO_INDISPONIVEL = 'Produto não encontrado ou indisponível';
const MAX_QUANTIDADE = 99;

/** The customer's server-side cart, one per empresa; every query is scoped to both ids. */
export function createCarrinhoService(deps: CarrinhoDeps) {
  const { db, cardapio } = deps;
  const ttlMs = deps.ttlMs ?? CARRINHO_TTL_PADRAO_MS;

  async function carrinhoAtual(empresaId: number, usuarioId: number, tx: DbOrTx = db) {
    const [row] = await tx.select().from(carrinhos).where(doCliente(empresaId, usuarioId));
    return row;
  }

  /**
   * Creates the cart or pushes its expiry 2 h ahead; answers its id. An expired cart is not
   * extended: the change is refused as to an empty cart (reading it clears it).
   */
  async function tocar(tx: DbOrTx, empresaId: number, usuarioId: number): Promise<number> {
    const agora = deps.now();
    const data_expiracao = new Date(agora.getTime() + ttlMs);
    const [row] = await tx
      .insert(carrinhos)
      .values({ empresa_id: empresaId, usuario_id: usuarioId, data_expiracao, updated_at: agora })
      .onConflictDoUpdate({
        target: [carrinhos.empresa_id, carrinhos.usuario_id],
        set: { data_expiracao, updated_at: agora },
        setWhere: gt(carrinhos.data_expiracao, agora),
      })
      .returning({ id: carrinhos.id });
    if (!row) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    return row.id;
  }

  /** The saved address when it is complete enough to deliver to, else null. */
  function enderecoCompleto(u: EnderecoLido | null): Endereco | null {
    if (!u?.rua || !u.numero_casa || !u.bairro || !u.cep) return null;
    return {
      rua: u.rua,
      numero_casa: u.numero_casa,
      bairro: u.bairro,
      cep: u.cep,
      cidade: u.cidade,
      estado: u.estado,
    };
  }

  /** First order at this empresa (cancelled ones don't count) and the empresa offers it: one query. */
  async function temDireitoEntregaGratis(empresaId: number, usuarioId: number, tx: DbOrTx = db) {
    const { rows } = (await tx.execute(
      sql`select ${direitoAEntregaGratis(empresaId, usuarioId)} as direito`,
    )) as unknown as { rows: Array<{ direito: boolean }> };
    return rows[0]?.direito === true;
  }

  async function linhas(empresaId: number, carrinhoId: number, tx: DbOrTx = db) {
    return tx
      .select({
        id: carrinhoItens.id,
        produto_id: carrinhoItens.produto_id,
        quantidade: carrinhoItens.quantidade,
        preco_unitario: carrinhoItens.preco_unitario,
        observacoes: carrinhoItens.observacoes,
        personalizacoes: carrinhoItens.personalizacoes,
        produto_nome: produtos.nome,
        descricao: produtos.descricao,
        imagem_url: produtos.imagem_url,
      })
      .from(carrinhoItens)
      .innerJoin(produtos, eq(produtos.id, carrinhoItens.produto_id))
      .where(
        and(eq(carrinhoItens.empresa_id, empresaId), eq(carrinhoItens.carrinho_id, carrinhoId)),
      )
      .orderBy(asc(carrinhoItens.id));
  }

  /** The cart screen: one statement (consultas.ts), and the coupon's check when one is applied. */
  async function obter(empresaId: number, usuarioId: number): Promise<CarrinhoResposta> {
    const [carrinho] = await lerCarrinho(db, { empresaId, usuarioId });
    if (!carrinho) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    if (carrinho.data_expiracao <= deps.now()) {
      await expirarCarrinho(empresaId, usuarioId, carrinho.id);
      throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    }
    const itens: CarrinhoItem[] = carrinho.itens.map((l) => {
      const valor = valorDaLinha(l);
      return {
        ...l,
        preco_unitario: deCentavos(valor.unitario),
        subtotal: deCentavos(valor.total),
      };
    });
    if (itens.length === 0) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    const totalCentavos = itens.reduce((s, i) => s + paraCentavos(i.subtotal), 0);
    const total = deCentavos(totalCentavos);
    const cupom = carrinho.cupom_codigo
      ? await deps.promocoes.avaliarCupom(empresaId, carrinho.cupom_codigo, linhasDoCupom(itens))
      : null;
    return {
      carrinho: {
        id: carrinho.id,
        empresa_id: carrinho.empresa_id,
        usuario_id: carrinho.usuario_id,
        data_expiracao: carrinho.data_expiracao.toISOString(),
        observacoes: carrinho.observacoes,
        updated_at: carrinho.updated_at.toISOString(),
      },
      itens,
      total,
      endereco_entrega: enderecoCompleto(carrinho.endereco),
      entregaGratis: carrinho.entregaGratis === true,
      cupom,
      total_com_desconto: deCentavos(totalCentavos - paraCentavos(cupom?.desconto ?? 0)),
    };
  }

  const linhasDoCupom = (itens: CarrinhoItem[]) =>
    itens.map((i) => ({ produto_id: i.produto_id, subtotalCentavos: paraCentavos(i.subtotal) }));

  /** Keeps (or clears) the cart's coupon code; answers the cart with its discount. */
  async function gravarCupom(empresaId: number, usuarioId: number, codigo: string | null) {
    const carrinho = await carrinhoAtual(empresaId, usuarioId);
    if (!carrinho) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    await db.transaction(async (tx) => {
      await tx.update(carrinhos).set({ cupom_codigo: codigo }).where(eq(carrinhos.id, carrinho.id));
      await tocar(tx, empresaId, usuarioId);
    });
    return obter(empresaId, usuarioId);
  }

  async function precificar(
    empresaId: number,
    produtoId: number,
    escolhas: AdicionarAoCarrinhoInput['personalizacoes'],
    tx: DbOrTx = db,
  ) {
    const venda = await cardapio.produtoParaVenda(empresaId, produtoId, tx);
    if (!venda) throw naoEncontrado(MENSAGEM_PRODUTO_INDISPONIVEL);
    return precificarLinha(venda.produto.preco, venda.grupos, escolhas);
  }

  /** Deletes the customer's cart if it is (still) expired; tells the customer's sockets. */
  async function expirarCarrinho(empresaId: number, usuarioId: number, carrinhoId?: number) {
    const [removido] = await db
      .delete(carrinhos)
      .where(
        and(
          carrinhoId === undefined ? undefined : eq(carrinhos.id, carrinhoId),
          doCliente(empresaId, usuarioId),
          lte(carrinhos.data_expiracao, deps.now()),
        ),
      )
      .returning({ id: carrinhos.id });
    if (!removido) return false;
    avisarExpirado({ id: removido.id, empresa_id: empresaId, usuario_id: usuarioId });
    return true;
  }

  /** Tells the customer's screens their cart is gone (carrinho:expirado). */
  function avisarExpirado(carrinho: { id: number; empresa_id: number; usuario_id: number }) {
    deps.publish({
      empresaId: carrinho.empresa_id,
      name: 'carrinho:expirado',
      rooms: [rooms.usuario(carrinho.usuario_id)],
      payload: {
        empresa_id: carrinho.empresa_id,
        carrinho_id: carrinho.id,
        updated_at: deps.now().toISOString(),
      },
    });
  }

  /** Another line of the item's cart that the item, with these choices and notes, would equal. */
  async function outraLinhaIgual(
    tx: DbOrTx,
    item: { id: number; empresa_id: number; carrinho_id: number; produto_id: number },
    como: { observacoes: string | null; personalizacoes: unknown },
  ) {
    const [igual] = await tx
      .select({ id: carrinhoItens.id, quantidade: carrinhoItens.quantidade })
      .from(carrinhoItens)
      .where(
        and(
          eq(carrinhoItens.empresa_id, item.empresa_id),
          eq(carrinhoItens.carrinho_id, item.carrinho_id),
          eq(carrinhoItens.produto_id, item.produto_id),
          ne(carrinhoItens.id, item.id),
          sql`md5(${carrinhoItens.personalizacoes}::text) = md5(${JSON.stringify(como.personalizacoes)}::jsonb::text)`,
          sql`coalesce(${carrinhoItens.observacoes}, '') = ${como.observacoes ?? ''}`,
        ),
      )
      .for('update');
    return igual;
  }

  async function exigirItem(empresaId: number, usuarioId: number, itemId: number, tx: DbOrTx) {
    const [item] = await tx
      .select({
        id: carrinhoItens.id,
        empresa_id: carrinhoItens.empresa_id,
        carrinho_id: carrinhoItens.carrinho_id,
        produto_id: carrinhoItens.produto_id,
        quantidade: carrinhoItens.quantidade,
        observacoes: carrinhoItens.observacoes,
        personalizacoes: carrinhoItens.personalizacoes,
      })
      .from(carrinhoItens)
      .innerJoin(carrinhos, eq(carrinhos.id, carrinhoItens.carrinho_id))
      .where(and(eq(carrinhoItens.id, itemId), doCliente(empresaId, usuarioId)));
    if (!item) throw naoEncontrado(MENSAGENS_CARRINHO.itemNaoEncontrado);
    return item;
  }

  return {
    obter,
    temDireitoEntregaGratis,

    /** One statement writes the line (consultas.ts); the answer is the cart as the screen shows it. */
    async adicionar(empresaId: number, usuarioId: number, input: AdicionarAoCarrinhoInput) {
      const { precoUnitarioCentavos, personalizacoes } = await precificar(
        empresaId,
        input.produto_id,
        input.personalizacoes,
      );
      const gravar = () => {
        const agora = deps.now();
        return gravarLinha(db, {
          empresaId,
          usuarioId,
          agora,
          expiraEm: new Date(agora.getTime() + ttlMs),
          produtoId: input.produto_id,
          quantidade: input.quantidade,
          precoUnitario: centavosParaNumeric(precoUnitarioCentavos),
          observacoes: input.observacoes ?? null,
          personalizacoes: JSON.stringify(personalizacoes),
        });
      };
      if ((await gravar()).length === 0) {
        // The customer's cart had expired (the sweeper had not got to it yet): its old lines are
        // cleared, the customer told, and this add begins a new cart.
        await expirarCarrinho(empresaId, usuarioId);
        if ((await gravar()).length === 0) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
      }
      return obter(empresaId, usuarioId);
    },

    async atualizarItem(
      empresaId: number,
      usuarioId: number,
      itemId: number,
      input: AtualizarItemInput,
    ) {
      await db.transaction(async (tx) => {
        // The cart first: its row lock orders this change with the customer's adds.
        await tocar(tx, empresaId, usuarioId);
        const item = await exigirItem(empresaId, usuarioId, itemId, tx);
        const mudancas: Partial<typeof carrinhoItens.$inferInsert> = { updated_at: deps.now() };
        if (input.quantidade !== undefined) mudancas.quantidade = input.quantidade;
        if (input.observacoes !== undefined) mudancas.observacoes = input.observacoes;
        if (input.personalizacoes !== undefined) {
          const preco = await precificar(empresaId, item.produto_id, input.personalizacoes, tx);
          mudancas.personalizacoes = preco.personalizacoes;
          mudancas.preco_unitario = centavosParaNumeric(preco.precoUnitarioCentavos);
        }
        const igual =
          input.observacoes !== undefined || input.personalizacoes !== undefined
            ? await outraLinhaIgual(tx, item, {
                observacoes: input.observacoes !== undefined ? input.observacoes : item.observacoes,
                personalizacoes: mudancas.personalizacoes ?? item.personalizacoes,
              })
            : undefined;
        if (!igual) {
          await tx.update(carrinhoItens).set(mudancas).where(eq(carrinhoItens.id, item.id));
          return;
        }
        // Now the same as another line: one line, as an add of it would have made.
        await tx
          .update(carrinhoItens)
          .set({
            ...mudancas,
            quantidade: Math.min(
              MAX_QUANTIDADE,
              igual.quantidade + (mudancas.quantidade ?? item.quantidade),
            ),
          })
          .where(and(eq(carrinhoItens.empresa_id, empresaId), eq(carrinhoItens.id, igual.id)));
        await tx
          .delete(carrinhoItens)
          .where(and(eq(carrinhoItens.empresa_id, empresaId), eq(carrinhoItens.id, item.id)));
      });
      return obter(empresaId, usuarioId);
    },

    /** Removes a line; the last line's removal deletes the cart (an empty cart is no cart). */
    async removerItem(empresaId: number, usuarioId: number, itemId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await exigirItem(empresaId, usuarioId, itemId, tx);
        await tx.delete(carrinhoItens).where(eq(carrinhoItens.id, item.id));
        const restantes = await linhas(empresaId, item.carrinho_id, tx);
        if (restantes.length === 0) {
          await tx.delete(carrinhos).where(eq(carrinhos.id, item.carrinho_id));
          return;
        }
        await tocar(tx, empresaId, usuarioId);
      });
    },

    async limpar(empresaId: number, usuarioId: number): Promise<void> {
      await db.delete(carrinhos).where(doCliente(empresaId, usuarioId));
    },

    async observacoes(empresaId: number, usuarioId: number, observacoes: string | null) {
      const carrinho = await carrinhoAtual(empresaId, usuarioId);
      if (!carrinho) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
      await db.transaction(async (tx) => {
        await tx.update(carrinhos).set({ observacoes }).where(eq(carrinhos.id, carrinho.id));
        await tocar(tx, empresaId, usuarioId);
      });
      return obter(empresaId, usuarioId);
    },

    /**
     * Applies a coupon: refused (400 with the reason, nothing saved) unless it applies to the cart
     * as it is now. Once saved, a cart change that breaks it shows the reason instead of a discount.
     */
    async aplicarCupom(empresaId: number, usuarioId: number, codigo: string) {
      const atual = await obter(empresaId, usuarioId);
      const cupom = await deps.promocoes.avaliarCupom(
        empresaId,
        codigo,
        linhasDoCupom(atual.itens),
      );
      if (cupom.motivo) throw validacao(cupom.motivo);
      return gravarCupom(empresaId, usuarioId, cupom.codigo);
    },

    removerCupom: (empresaId: number, usuarioId: number) => gravarCupom(empresaId, usuarioId, null),

    /**
     * The carrinho.expirar job (every few seconds to a minute, one schedule for the deployment):
     * clears every cart that reached data_expiracao (a cart changed since is no longer expired)
     * and tells each owner. Answers how many it cleared.
     */
    async varrerExpirados(): Promise<number> {
      let total = 0;
      for (;;) {
        const apagados = await apagarExpirados(db, {
          agora: deps.now(),
          limite: LOTE_DA_VARREDURA,
        });
        for (const carrinho of apagados) avisarExpirado(carrinho);
        total += apagados.length;
        if (apagados.length < LOTE_DA_VARREDURA) return total;
      }
    },
  };
}

export type CarrinhoService = ReturnType<typeof createCarrinhoService>;
