import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALFABETO_CODIGO,
  LIMITES_PROMOCAO,
  MENSAGENS_PROMOCOES,
  MOTIVOS_CUPOM,
  rooms,
  type CupomDoCarrinho,
  type Promocao,
  type PromocaoForm,
  type Publish,
  type SituacaoPromocao,
} from '@cardapio/shared-events';
import { categorias, produtos } from '../cardapio/schema';
import type { Db, DbOrTx } from '../db/client';
import { empresas } from '../empresas/schema';
import { conflito, isUniqueViolation, naoEncontrado, validacao } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { deCentavos, dinheiro } from '../shared/money';
import { diaLocal } from '../shared/dia-local';
import { validarCupom } from './desconto';
import { promocoes } from './schema';

export interface PromocoesDeps {
  db: Db;
  publish: Publish;
  now: () => Date;
}

const MSG = MENSAGENS_PROMOCOES;
type LinhaPromocao = typeof promocoes.$inferSelect;

/** staff-side §4: Válida when active, within its days and with uses left; Expirada after its last day. */
export function situacaoDaPromocao(p: LinhaPromocao, hoje: string): SituacaoPromocao {
  if (hoje > p.data_fim) return 'expirada';
  if (p.ativo && hoje >= p.data_inicio && p.uso_atual < p.uso_maximo) return 'valida';
  return 'inativa';
}

/** A random code of 8 characters A-Z and 0-9 (staff-side §5). */
export function codigoAleatorio(): string {
  let codigo = '';
  for (let i = 0; i < LIMITES_PROMOCAO.tamanhoCodigoGerado; i++)
    codigo += ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)];
  return codigo;
}

/**
 * The promotions of one empresa (staff-side §7 Promotions) and the coupon check of a cart. Codes
 * are stored in capitals and unique per company (409); dates are days in the company's timezone.
 */
export function createPromocoesService(deps: PromocoesDeps) {
  const { db } = deps;

  async function timezoneDa(empresaId: number, tx: DbOrTx = db): Promise<string> {
    const [row] = await tx
      .select({ timezone: empresas.timezone })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return row?.timezone ?? 'America/Sao_Paulo';
  }

  const serializar = (p: LinhaPromocao, hoje: string): Promocao => ({
    id: p.id,
    empresa_id: p.empresa_id,
    nome: p.nome,
    descricao: p.descricao,
    tipo: p.tipo,
    valor: dinheiro(p.valor),
    codigo: p.codigo,
    data_inicio: p.data_inicio,
    data_fim: p.data_fim,
    uso_maximo: p.uso_maximo,
    uso_atual: p.uso_atual,
    valor_minimo: dinheiro(p.valor_minimo),
    aplicavel_em: p.aplicavel_em,
    itens_aplicaveis: p.itens_aplicaveis,
    ativo: p.ativo,
    situacao: situacaoDaPromocao(p, hoje),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  });

  /** The staff's promotions screens follow every change (room equipe). */
  function anunciar(promocao: Promocao): Promocao {
    deps.publish({
      empresaId: promocao.empresa_id,
      name: 'promocao:atualizada',
      rooms: [rooms.equipe(promocao.empresa_id)],
      payload: promocao,
    });
    return promocao;
  }

  async function hojeNa(empresaId: number, tx: DbOrTx = db) {
    return diaLocal(deps.now(), await timezoneDa(empresaId, tx));
  }

  async function obter(empresaId: number, id: number, tx: DbOrTx = db): Promise<Promocao> {
    const [row] = await tx
      .select()
      .from(promocoes)
      .where(linhaDaEmpresa(promocoes, empresaId, id));
    if (!row) throw naoEncontrado(MSG.promocaoNaoEncontrada);
    return serializar(row, await hojeNa(empresaId, tx));
  }

  /** Every applicable id must be a category or product of this company (400 naming the first missing). */
  async function exigirItens(empresaId: number, form: PromocaoForm, tx: DbOrTx) {
    const ids = form.itens_aplicaveis;
    if (form.aplicavel_em === 'todos' || ids.length === 0) return;
    const tabela = form.aplicavel_em === 'categorias' ? categorias : produtos;
    const achados = await tx
      .select({ id: tabela.id })
      .from(tabela)
      .where(and(eq(tabela.empresa_id, empresaId), inArray(tabela.id, ids)));
    const existentes = new Set(achados.map((r) => r.id));
    const faltando = ids.find((id) => !existentes.has(id));
    if (faltando !== undefined)
      throw validacao(
        form.aplicavel_em === 'categorias'
          ? MSG.categoriaNaoEncontrada(faltando)
          : MSG.produtoNaoEncontrado(faltando),
      );
  }

  const colunasDoForm = (form: PromocaoForm) => ({
    nome: form.nome,
    descricao: form.descricao,
    tipo: form.tipo,
    valor: form.valor.toFixed(2),
    codigo: form.codigo,
    data_inicio: form.data_inicio,
    data_fim: form.data_fim,
    uso_maximo: form.uso_maximo,
    valor_minimo: form.valor_minimo.toFixed(2),
    aplicavel_em: form.aplicavel_em,
    itens_aplicaveis: form.itens_aplicaveis.join(','),
  });

  async function comCodigoUnico<T>(codigo: string, escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(MSG.codigoEmUso(codigo));
      throw error;
    }
  }

  async function mudar(
    empresaId: number,
    id: number,
    mudanca: Partial<typeof promocoes.$inferInsert>,
  ): Promise<Promocao> {
    const [row] = await db
      .update(promocoes)
      .set({ ...mudanca, updated_at: deps.now() })
      .where(linhaDaEmpresa(promocoes, empresaId, id))
      .returning();
    if (!row) throw naoEncontrado(MSG.promocaoNaoEncontrada);
    return anunciar(serializar(row, await hojeNa(empresaId)));
  }

  async function codigoEmUso(empresaId: number, codigo: string) {
    return (
      (await db.$count(
        promocoes,
        and(eq(promocoes.empresa_id, empresaId), sql`upper(${promocoes.codigo}) = ${codigo}`),
      )) > 0
    );
  }

  /**
   * The coupon `codigo` against cart lines ({produto_id, subtotal in cents}): its discount, or
   * the reason it does not apply (desconto 0). Reads the company's timezone and the lines'
   * categories; the arithmetic is validarCupom's.
   */
  async function avaliarCupom(
    empresaId: number,
    codigo: string,
    linhas: { produto_id: number; subtotalCentavos: number }[],
    tx: DbOrTx = db,
  ): Promise<CupomDoCarrinho> {
    const [promocao] = await tx
      .select()
      .from(promocoes)
      .where(and(eq(promocoes.empresa_id, empresaId), sql`upper(${promocoes.codigo}) = ${codigo}`));
    if (!promocao) return { codigo, desconto: 0, motivo: MOTIVOS_CUPOM.naoEncontrado };
    const ids = [...new Set(linhas.map((l) => l.produto_id))];
    const categoriaDe = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: produtos.id, categoria_id: produtos.categoria_id })
              .from(produtos)
              .where(and(eq(produtos.empresa_id, empresaId), inArray(produtos.id, ids)))
          ).map((r) => [r.id, r.categoria_id]),
    );
    const resultado = validarCupom(promocao, {
      linhas: linhas.map((l) => ({ ...l, categoria_id: categoriaDe.get(l.produto_id) ?? null })),
      agora: deps.now(),
      timezone: await timezoneDa(empresaId, tx),
    });
    return resultado.ok
      ? { codigo: promocao.codigo, desconto: deCentavos(resultado.descontoCentavos) }
      : { codigo: promocao.codigo, desconto: 0, motivo: resultado.motivo };
  }

  return {
    async listar(empresaId: number): Promise<Promocao[]> {
      const [rows, hoje] = await Promise.all([
        db
          .select()
          .from(promocoes)
          .where(eq(promocoes.empresa_id, empresaId))
          .orderBy(asc(promocoes.data_fim), asc(promocoes.id)),
        hojeNa(empresaId),
      ]);
      return rows.map((r) => serializar(r, hoje));
    },

    obter: (empresaId: number, id: number) => obter(empresaId, id),

    /** A code of 8 characters A-Z0-9 that no promotion of the company uses yet. */
    async gerarCodigo(empresaId: number): Promise<string> {
      for (;;) {
        const codigo = codigoAleatorio();
        if (!(await codigoEmUso(empresaId, codigo))) return codigo;
      }
    },

    async criar(empresaId: number, form: PromocaoForm): Promise<Promocao> {
      const criada = await comCodigoUnico(form.codigo, () =>
        db.transaction(async (tx) => {
          await exigirItens(empresaId, form, tx);
          const [row] = await tx
            .insert(promocoes)
            .values({ empresa_id: empresaId, ...colunasDoForm(form), ativo: form.ativo ?? true })
            .returning({ id: promocoes.id });
          return obter(empresaId, row!.id, tx);
        }),
      );
      return anunciar(criada);
    },

    /** The form; an absent ativo keeps the current one. uso_atual is never set by the form. */
    async atualizar(empresaId: number, id: number, form: PromocaoForm): Promise<Promocao> {
      const atualizada = await comCodigoUnico(form.codigo, () =>
        db.transaction(async (tx) => {
          await exigirItens(empresaId, form, tx);
          const [row] = await tx
            .update(promocoes)
            .set({
              ...colunasDoForm(form),
              ...(form.ativo === undefined ? {} : { ativo: form.ativo }),
              updated_at: deps.now(),
            })
            .where(linhaDaEmpresa(promocoes, empresaId, id))
            .returning({ id: promocoes.id });
          if (!row) throw naoEncontrado(MSG.promocaoNaoEncontrada);
          return obter(empresaId, id, tx);
        }),
      );
      return anunciar(atualizada);
    },

    definirAtivo: (empresaId: number, id: number, ativo: boolean) =>
      mudar(empresaId, id, { ativo }),

    async excluir(empresaId: number, id: number): Promise<void> {
      const removidas = await db
        .delete(promocoes)
        .where(linhaDaEmpresa(promocoes, empresaId, id))
        .returning({ id: promocoes.id });
      if (removidas.length === 0) throw naoEncontrado(MSG.promocaoNaoEncontrada);
      deps.publish({
        empresaId: empresaId,
        name: 'promocao:removida',
        rooms: [rooms.equipe(empresaId)],
        payload: { id },
      });
    },

    /** After an order took or gave back a use: the screens see the new count. */
    async anunciarUso(empresaId: number, id: number): Promise<void> {
      const [row] = await db
        .select()
        .from(promocoes)
        .where(linhaDaEmpresa(promocoes, empresaId, id));
      if (row) anunciar(serializar(row, await hojeNa(empresaId)));
    },

    avaliarCupom,
  };
}

export type PromocoesService = ReturnType<typeof createPromocoesService>;
