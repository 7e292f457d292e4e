import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  GRAVIDADE_DO_STATUS,
  MENSAGENS_ESTOQUE,
  MOVIMENTOS_RECENTES,
  QUANTIDADE_MAXIMA,
  rooms,
  statusDoEstoque,
  type EstoqueItem,
  type EstoqueItemForm,
  type EstoqueMovimento,
  type MovimentoForm,
  type MovimentoRegistrado,
  type MovimentosFiltro,
  type Publish,
  type StatusEstoque,
  type TipoMovimento,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { naoEncontrado, validacao } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { centavosParaNumeric, dinheiro, paraCentavos } from '../shared/money';
import { usuarios } from '../usuarios/schema';
import { estoqueItens, estoqueMovimentos } from './schema';

export interface EstoqueDeps {
  db: Db;
  publish: Publish;
  now: () => Date;
}

const MSG = MENSAGENS_ESTOQUE;

/** numeric(15,3) as text, from a number already rounded to 3 decimals. */
const quantidadeNumeric = (valor: number) => valor.toFixed(3);
const paraNumero = (valor: string) => Number(valor);

type LinhaItem = typeof estoqueItens.$inferSelect;

function serializarItem(row: LinhaItem): EstoqueItem {
  const quantidade = paraNumero(row.quantidade);
  const quantidade_minima = paraNumero(row.quantidade_minima);
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    quantidade,
    quantidade_minima,
    unidade: row.unidade,
    preco_custo: dinheiro(row.preco_custo),
    fornecedor: row.fornecedor,
    categoria: row.categoria,
    status: statusDoEstoque(quantidade, quantidade_minima),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether the item got worse (normal → baixo, normal or baixo → critico): that raises an alert. */
const piorou = (antes: StatusEstoque, depois: StatusEstoque) =>
  GRAVIDADE_DO_STATUS[depois] > GRAVIDADE_DO_STATUS[antes];

/**
 * The stock of one empresa (staff-side §7 Stock). Quantities change only through a movement,
 * each applied by one conditional UPDATE (`quantidade >= q` for a saída), so concurrent
 * movements queue on the row lock, none is lost and stock never goes negative. After each
 * commit the staff hear the item (estoque:atualizado) and, when it got worse, estoque:alerta.
 */
export function createEstoqueService(deps: EstoqueDeps) {
  const { db } = deps;

  async function lerItem(tx: DbOrTx, empresaId: number, id: number, travar = false) {
    const consulta = tx
      .select()
      .from(estoqueItens)
      .where(linhaDaEmpresa(estoqueItens, empresaId, id));
    const [row] = travar ? await consulta.for('update') : await consulta;
    if (!row) throw naoEncontrado(MSG.itemNaoEncontrado);
    return row;
  }

  /** The staff member's name, copied on the movement so it outlives the account. */
  async function nomeDoUsuario(tx: DbOrTx, empresaId: number, usuarioId: number) {
    const [row] = await tx
      .select({ nome: usuarios.nome, sobrenome: usuarios.sobrenome })
      .from(usuarios)
      .where(linhaDaEmpresa(usuarios, empresaId, usuarioId));
    return row ? `${row.nome} ${row.sobrenome}`.trim() : 'Equipe';
  }

  function avisar(item: EstoqueItem, statusAnterior?: StatusEstoque) {
    const sala = rooms.equipe(item.empresa_id);
    deps.publish({ name: 'estoque:atualizado', rooms: [sala], payload: item });
    if (statusAnterior && piorou(statusAnterior, item.status)) {
      deps.publish({
        name: 'estoque:alerta',
        rooms: [sala],
        payload: { item, status_anterior: statusAnterior, updated_at: item.updated_at },
      });
    }
    return item;
  }

  async function inserirMovimento(
    tx: DbOrTx,
    empresaId: number,
    usuarioId: number,
    mov: { item_id: number; tipo: TipoMovimento; quantidade: number; motivo: string },
  ) {
    const [row] = await tx
      .insert(estoqueMovimentos)
      .values({
        empresa_id: empresaId,
        item_id: mov.item_id,
        tipo: mov.tipo,
        quantidade: quantidadeNumeric(mov.quantidade),
        motivo: mov.motivo,
        usuario_id: usuarioId,
        usuario_nome: await nomeDoUsuario(tx, empresaId, usuarioId),
        data: deps.now(),
      })
      .returning({ id: estoqueMovimentos.id });
    return row!.id;
  }

  async function lerMovimentos(
    tx: DbOrTx,
    empresaId: number,
    filtro: MovimentosFiltro & { id?: number },
  ): Promise<EstoqueMovimento[]> {
    const rows = await tx
      .select({
        id: estoqueMovimentos.id,
        item_id: estoqueMovimentos.item_id,
        item_nome: estoqueItens.nome,
        unidade: estoqueItens.unidade,
        tipo: estoqueMovimentos.tipo,
        quantidade: estoqueMovimentos.quantidade,
        motivo: estoqueMovimentos.motivo,
        data: estoqueMovimentos.data,
        usuario: estoqueMovimentos.usuario_nome,
        usuario_id: estoqueMovimentos.usuario_id,
      })
      .from(estoqueMovimentos)
      .innerJoin(
        estoqueItens,
        and(
          eq(estoqueItens.id, estoqueMovimentos.item_id),
          eq(estoqueItens.empresa_id, estoqueMovimentos.empresa_id),
        ),
      )
      .where(
        and(
          eq(estoqueMovimentos.empresa_id, empresaId),
          filtro.id === undefined ? undefined : eq(estoqueMovimentos.id, filtro.id),
          filtro.item_id === undefined ? undefined : eq(estoqueMovimentos.item_id, filtro.item_id),
        ),
      )
      .orderBy(desc(estoqueMovimentos.data), desc(estoqueMovimentos.id))
      .limit(filtro.limite ?? MOVIMENTOS_RECENTES);
    return rows.map((r) => ({
      ...r,
      quantidade: paraNumero(r.quantidade),
      data: r.data.toISOString(),
    }));
  }

  function valoresDoForm(form: EstoqueItemForm) {
    return {
      nome: form.nome,
      quantidade: quantidadeNumeric(form.quantidade),
      quantidade_minima: quantidadeNumeric(form.quantidade_minima),
      unidade: form.unidade,
      preco_custo: centavosParaNumeric(paraCentavos(form.preco_custo)),
      fornecedor: form.fornecedor,
      categoria: form.categoria,
    };
  }

  /**
   * Applies one movement to the row in a single statement: PostgreSQL re-checks the condition
   * after waiting for a concurrent movement's lock, so two saídas never both see the same stock.
   */
  async function aplicar(tx: DbOrTx, empresaId: number, mov: MovimentoForm) {
    const q = quantidadeNumeric(mov.quantidade);
    const escopo = linhaDaEmpresa(estoqueItens, empresaId, mov.item_id);
    const [row] = await tx
      .update(estoqueItens)
      .set({
        quantidade:
          mov.tipo === 'saida'
            ? sql`${estoqueItens.quantidade} - ${q}::numeric`
            : sql`${estoqueItens.quantidade} + ${q}::numeric`,
        updated_at: deps.now(),
      })
      .where(
        and(
          escopo,
          mov.tipo === 'saida'
            ? gte(estoqueItens.quantidade, q)
            : lte(estoqueItens.quantidade, quantidadeNumeric(QUANTIDADE_MAXIMA - mov.quantidade)),
        ),
      )
      .returning();
    if (row) return row;
    const atual = await lerItem(tx, empresaId, mov.item_id);
    if (mov.tipo === 'saida')
      throw validacao(MSG.saldoInsuficiente(paraNumero(atual.quantidade), atual.unidade));
    throw validacao(MSG.valorMuitoAlto);
  }

  return {
    async listar(empresaId: number): Promise<EstoqueItem[]> {
      const rows = await db
        .select()
        .from(estoqueItens)
        .where(eq(estoqueItens.empresa_id, empresaId))
        .orderBy(asc(estoqueItens.nome), asc(estoqueItens.id));
      return rows.map(serializarItem);
    },

    obter: async (empresaId: number, id: number) =>
      serializarItem(await lerItem(db, empresaId, id)),

    /** A new item; its initial quantity is recorded as an entrada so the history adds up. */
    async criar(empresaId: number, usuarioId: number, form: EstoqueItemForm): Promise<EstoqueItem> {
      const item = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(estoqueItens)
          .values({ empresa_id: empresaId, ...valoresDoForm(form) })
          .returning();
        if (form.quantidade > 0) {
          await inserirMovimento(tx, empresaId, usuarioId, {
            item_id: row!.id,
            tipo: 'entrada',
            quantidade: form.quantidade,
            motivo: MSG.motivoAjuste,
          });
        }
        return serializarItem(row!);
      });
      return avisar(item, 'normal');
    },

    /**
     * The form; a changed quantity is recorded as an adjustment movement (entrada or saída of
     * the difference) in the same transaction, with the row locked against concurrent movements.
     */
    async atualizar(
      empresaId: number,
      usuarioId: number,
      id: number,
      form: EstoqueItemForm,
    ): Promise<EstoqueItem> {
      const { antes, depois } = await db.transaction(async (tx) => {
        const atual = serializarItem(await lerItem(tx, empresaId, id, true));
        const [row] = await tx
          .update(estoqueItens)
          .set({ ...valoresDoForm(form), updated_at: deps.now() })
          .where(linhaDaEmpresa(estoqueItens, empresaId, id))
          .returning();
        const diferenca = Math.round((form.quantidade - atual.quantidade) * 1000) / 1000;
        if (diferenca !== 0) {
          await inserirMovimento(tx, empresaId, usuarioId, {
            item_id: id,
            tipo: diferenca > 0 ? 'entrada' : 'saida',
            quantidade: Math.abs(diferenca),
            motivo: MSG.motivoAjuste,
          });
        }
        return { antes: atual.status, depois: serializarItem(row!) };
      });
      return avisar(depois, antes);
    },

    /** Deletes the item and its movements. */
    async excluir(empresaId: number, id: number): Promise<void> {
      const [row] = await db
        .delete(estoqueItens)
        .where(linhaDaEmpresa(estoqueItens, empresaId, id))
        .returning({ id: estoqueItens.id });
      if (!row) throw naoEncontrado(MSG.itemNaoEncontrado);
      deps.publish({
        name: 'estoque:removido',
        rooms: [rooms.equipe(empresaId)],
        payload: { id, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },

    /** The most recent movements first (10 by default, as the screen shows). */
    listarMovimentos: (empresaId: number, filtro: MovimentosFiltro = {}) =>
      lerMovimentos(db, empresaId, filtro),

    /** An entrada or saída; a saída larger than the stock is refused (400) and changes nothing. */
    async registrarMovimento(
      empresaId: number,
      usuarioId: number,
      mov: MovimentoForm,
    ): Promise<MovimentoRegistrado> {
      const { registrado, antes } = await db.transaction(async (tx) => {
        const row = await aplicar(tx, empresaId, mov);
        const item = serializarItem(row);
        const anterior =
          item.quantidade + (mov.tipo === 'saida' ? mov.quantidade : -mov.quantidade);
        const movimentoId = await inserirMovimento(tx, empresaId, usuarioId, mov);
        const [movimento] = await lerMovimentos(tx, empresaId, { id: movimentoId });
        return {
          registrado: { movimento: movimento!, item },
          antes: statusDoEstoque(anterior, item.quantidade_minima),
        };
      });
      avisar(registrado.item, antes);
      return registrado;
    },
  };
}

export type EstoqueService = ReturnType<typeof createEstoqueService>;
