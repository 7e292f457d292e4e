import { and, asc, eq, lte, sql, type Placeholder } from 'drizzle-orm';
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
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import type { PromocoesService } from '../promocoes/service';
import { naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import { usuarios } from '../usuarios/schema';
import { precificarLinha } from './precificar';
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

const MENSAGEM_PRODUTO_INDISPONIVEL = 'Produto não encontrado ou indisponível';
const MAX_QUANTIDADE = 99;

/** The customer's cart in the company (a value or a placeholder of a prepared statement). */
export const doCliente = (empresaId: number | Placeholder, usuarioId: number | Placeholder) =>
  and(eq(carrinhos.empresa_id, empresaId), eq(carrinhos.usuario_id, usuarioId));

/** The customer's server-side cart, one per empresa; every query is scoped to both ids. */
export function createCarrinhoService(deps: CarrinhoDeps) {
  const { db, cardapio } = deps;
  const ttlMs = deps.ttlMs ?? CARRINHO_TTL_PADRAO_MS;

  async function carrinhoAtual(empresaId: number, usuarioId: number, tx: DbOrTx = db) {
    const [row] = await tx.select().from(carrinhos).where(doCliente(empresaId, usuarioId));
    return row;
  }

  /** Creates the cart or pushes its expiry 2 h ahead; answers its id. */
  async function tocar(tx: DbOrTx, empresaId: number, usuarioId: number): Promise<number> {
    const agora = deps.now();
    const data_expiracao = new Date(agora.getTime() + ttlMs);
    const [row] = await tx
      .insert(carrinhos)
      .values({ empresa_id: empresaId, usuario_id: usuarioId, data_expiracao, updated_at: agora })
      .onConflictDoUpdate({
        target: [carrinhos.empresa_id, carrinhos.usuario_id],
        set: { data_expiracao, updated_at: agora },
      })
      .returning({ id: carrinhos.id });
    return row!.id;
  }

  /** One delayed job per cart, replaced on every change (jobId), clears it when it expires. */
  async function agendarExpiracao(empresaId: number, usuarioId: number, carrinhoId: number) {
    try {
      await deps.enqueue(
        'carrinho.expirar',
        { empresaId, usuarioId, carrinhoId },
        { jobId: `carrinho-expirar-${carrinhoId}`, delayMs: ttlMs },
      );
    } catch (error) {
      // The cart is saved; reading an expired cart also clears it, so a lost job loses nothing.
      console.error('[carrinho] não foi possível agendar a expiração', error);
    }
  }

  async function enderecoSalvo(usuarioId: number): Promise<Endereco | null> {
    const [u] = await db
      .select({
        rua: usuarios.rua,
        numero_casa: usuarios.numero_casa,
        bairro: usuarios.bairro,
        cep: usuarios.cep,
        cidade: usuarios.cidade,
        estado: usuarios.estado,
      })
      .from(usuarios)
      .where(eq(usuarios.id, usuarioId));
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
    const [row] = await tx
      .select({
        direito: sql<boolean>`${empresas.entrega_gratis_primeira_compra} and not exists (
          select 1 from ${pedidos}
          where ${pedidos.empresa_id} = ${empresaId}
            and ${pedidos.usuario_id} = ${usuarioId}
            and ${pedidos.status} <> 'cancelado')`,
      })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return row?.direito === true;
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

  async function obter(empresaId: number, usuarioId: number): Promise<CarrinhoResposta> {
    const carrinho = await carrinhoAtual(empresaId, usuarioId);
    if (!carrinho) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    if (carrinho.data_expiracao <= deps.now()) {
      await expirarCarrinho(empresaId, usuarioId, carrinho.id);
      throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
    }
    const itens: CarrinhoItem[] = (await linhas(empresaId, carrinho.id)).map((l) => {
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
      endereco_entrega: await enderecoSalvo(usuarioId),
      entregaGratis: await temDireitoEntregaGratis(empresaId, usuarioId),
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
    const carrinhoId = await db.transaction(async (tx) => {
      await tx.update(carrinhos).set({ cupom_codigo: codigo }).where(eq(carrinhos.id, carrinho.id));
      return tocar(tx, empresaId, usuarioId);
    });
    await agendarExpiracao(empresaId, usuarioId, carrinhoId);
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

  /** Deletes the cart if it is (still) expired; tells the customer's sockets. */
  async function expirarCarrinho(empresaId: number, usuarioId: number, carrinhoId: number) {
    const removidos = await db
      .delete(carrinhos)
      .where(
        and(
          eq(carrinhos.id, carrinhoId),
          doCliente(empresaId, usuarioId),
          lte(carrinhos.data_expiracao, deps.now()),
        ),
      )
      .returning({ id: carrinhos.id });
    if (removidos.length === 0) return false;
    deps.publish({
      empresaId: empresaId,
      name: 'carrinho:expirado',
      rooms: [rooms.usuario(usuarioId)],
      payload: {
        empresa_id: empresaId,
        carrinho_id: carrinhoId,
        updated_at: deps.now().toISOString(),
      },
    });
    return true;
  }

  async function exigirItem(empresaId: number, usuarioId: number, itemId: number, tx: DbOrTx) {
    const [item] = await tx
      .select({
        id: carrinhoItens.id,
        carrinho_id: carrinhoItens.carrinho_id,
        produto_id: carrinhoItens.produto_id,
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
    precificar,
    linhas,

    async adicionar(empresaId: number, usuarioId: number, input: AdicionarAoCarrinhoInput) {
      const { precoUnitarioCentavos, personalizacoes } = await precificar(
        empresaId,
        input.produto_id,
        input.personalizacoes,
      );
      const carrinhoId = await db.transaction(async (tx) => {
        const id = await tocar(tx, empresaId, usuarioId);
        // The same product with the same choices and notes is one line with more quantity.
        const [igual] = await tx
          .select({ id: carrinhoItens.id, quantidade: carrinhoItens.quantidade })
          .from(carrinhoItens)
          .where(
            and(
              eq(carrinhoItens.carrinho_id, id),
              eq(carrinhoItens.produto_id, input.produto_id),
              sql`${carrinhoItens.personalizacoes} = ${JSON.stringify(personalizacoes)}::jsonb`,
              input.observacoes
                ? eq(carrinhoItens.observacoes, input.observacoes)
                : sql`${carrinhoItens.observacoes} is null`,
            ),
          );
        if (igual) {
          await tx
            .update(carrinhoItens)
            .set({
              quantidade: Math.min(MAX_QUANTIDADE, igual.quantidade + input.quantidade),
              preco_unitario: centavosParaNumeric(precoUnitarioCentavos),
              updated_at: deps.now(),
            })
            .where(eq(carrinhoItens.id, igual.id));
        } else {
          await tx.insert(carrinhoItens).values({
            empresa_id: empresaId,
            carrinho_id: id,
            produto_id: input.produto_id,
            quantidade: input.quantidade,
            preco_unitario: centavosParaNumeric(precoUnitarioCentavos),
            observacoes: input.observacoes,
            personalizacoes,
          });
        }
        return id;
      });
      await agendarExpiracao(empresaId, usuarioId, carrinhoId);
      return obter(empresaId, usuarioId);
    },

    async atualizarItem(
      empresaId: number,
      usuarioId: number,
      itemId: number,
      input: AtualizarItemInput,
    ) {
      const carrinhoId = await db.transaction(async (tx) => {
        const item = await exigirItem(empresaId, usuarioId, itemId, tx);
        const mudancas: Partial<typeof carrinhoItens.$inferInsert> = { updated_at: deps.now() };
        if (input.quantidade !== undefined) mudancas.quantidade = input.quantidade;
        if (input.observacoes !== undefined) mudancas.observacoes = input.observacoes;
        if (input.personalizacoes !== undefined) {
          const preco = await precificar(empresaId, item.produto_id, input.personalizacoes, tx);
          mudancas.personalizacoes = preco.personalizacoes;
          mudancas.preco_unitario = centavosParaNumeric(preco.precoUnitarioCentavos);
        }
        await tx.update(carrinhoItens).set(mudancas).where(eq(carrinhoItens.id, item.id));
        await tocar(tx, empresaId, usuarioId);
        return item.carrinho_id;
      });
      await agendarExpiracao(empresaId, usuarioId, carrinhoId);
      return obter(empresaId, usuarioId);
    },

    /** Removes a line; the last line's removal deletes the cart (an empty cart is no cart). */
    async removerItem(empresaId: number, usuarioId: number, itemId: number): Promise<void> {
      const carrinhoId = await db.transaction(async (tx) => {
        const item = await exigirItem(empresaId, usuarioId, itemId, tx);
        await tx.delete(carrinhoItens).where(eq(carrinhoItens.id, item.id));
        const restantes = await linhas(empresaId, item.carrinho_id, tx);
        if (restantes.length === 0) {
          await tx.delete(carrinhos).where(eq(carrinhos.id, item.carrinho_id));
          return undefined;
        }
        await tocar(tx, empresaId, usuarioId);
        return item.carrinho_id;
      });
      if (carrinhoId) await agendarExpiracao(empresaId, usuarioId, carrinhoId);
    },

    async limpar(empresaId: number, usuarioId: number): Promise<void> {
      await db.delete(carrinhos).where(doCliente(empresaId, usuarioId));
    },

    async observacoes(empresaId: number, usuarioId: number, observacoes: string | null) {
      const carrinho = await carrinhoAtual(empresaId, usuarioId);
      if (!carrinho) throw naoEncontrado(MENSAGENS_CARRINHO.vazio);
      const carrinhoId = await db.transaction(async (tx) => {
        await tx.update(carrinhos).set({ observacoes }).where(eq(carrinhos.id, carrinho.id));
        return tocar(tx, empresaId, usuarioId);
      });
      await agendarExpiracao(empresaId, usuarioId, carrinhoId);
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

    /** The carrinho.expirar job: clears the cart only if it was not changed since. */
    expirar: (job: { empresaId: number; usuarioId: number; carrinhoId: number }) =>
      expirarCarrinho(job.empresaId, job.usuarioId, job.carrinhoId),
  };
}

export type CarrinhoService = ReturnType<typeof createCarrinhoService>;
