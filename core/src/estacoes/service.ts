import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MENSAGENS_ESTACAO,
  rooms,
  VISAO_PADRAO,
  type Estacao,
  type EstacaoForm,
  type Publish,
  type VisaoDaCozinha,
} from '@cardapio/shared-events';
import { categorias, produtos } from '../cardapio/schema';
import type { Db, DbOrTx } from '../db/client';
import { soltarReferencias } from '../db/distribuicao';
import { conflito, isUniqueViolation, naoEncontrado, validacao } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { estacoes, visoesDaCozinha } from './schema';

export interface EstacoesDeps {
  db: Db;
  publish: Publish;
  now: () => Date;
}

type LinhaDaEstacao = typeof estacoes.$inferSelect;

const paraEstacao = (row: LinhaDaEstacao): Estacao => ({
  id: row.id,
  empresa_id: row.empresa_id,
  nome: row.nome,
  cor: row.cor,
  ordem: row.ordem,
  ativo: row.ativo,
  alvo_min: row.alvo_min,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The station an item of product `produtoId` is routed to when its order is placed: the
 * product's own active station, else its category's active station, else none (every screen).
 * A scalar subquery, so the order's insert routes each line in the same statement.
 */
export function estacaoDoProduto(empresaId: SQL | number, produtoId: SQL | number): SQL {
  return sql`(select coalesce(ep.id, ec.id)
    from ${produtos} p
    left join ${estacoes} ep on ep.empresa_id = p.empresa_id and ep.id = p.estacao_id and ep.ativo
    left join ${categorias} c on c.empresa_id = p.empresa_id and c.id = p.categoria_id
    left join ${estacoes} ec on ec.empresa_id = c.empresa_id and ec.id = c.estacao_id and ec.ativo
    where p.empresa_id = ${empresaId} and p.id = ${produtoId})`;
}

/**
 * Kitchen stations administered from the dashboard (issue 29 §1), and each kitchen screen's
 * choice of what it shows. Every function takes the caller's empresa: another company's id reads
 * as not found. The staff room hears every change.
 */
export function criarEstacoes(deps: EstacoesDeps) {
  const { db } = deps;

  const anunciar = (estacao: Estacao) =>
    deps.publish({
      empresaId: estacao.empresa_id,
      name: 'estacao:atualizada',
      rooms: [rooms.equipe(estacao.empresa_id)],
      payload: estacao,
    });

  /** A name already taken in this empresa (case aside) answers 409; the unique index decides races. */
  async function comNomeUnico<T>(nome: string, escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(MENSAGENS_ESTACAO.nomeDuplicado(nome));
      throw error;
    }
  }

  async function listar(empresaId: number): Promise<Estacao[]> {
    const rows = await db
      .select()
      .from(estacoes)
      .where(eq(estacoes.empresa_id, empresaId))
      .orderBy(asc(estacoes.ordem), asc(estacoes.nome), asc(estacoes.id));
    return rows.map(paraEstacao);
  }

  /** The given ids that are stations of this empresa (a form's choice is checked against it). */
  async function exigirDaEmpresa(tx: DbOrTx, empresaId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const achadas = await tx
      .select({ id: estacoes.id })
      .from(estacoes)
      .where(
        and(
          eq(estacoes.empresa_id, empresaId),
          sql`${estacoes.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .for('share');
    if (achadas.length !== new Set(ids).size)
      throw validacao(MENSAGENS_ESTACAO.estacaoNaoEncontrada);
  }

  return {
    listar,
    exigirDaEmpresa,

    async criar(empresaId: number, form: EstacaoForm): Promise<Estacao> {
      const [row] = await comNomeUnico(form.nome, () =>
        db
          .insert(estacoes)
          .values({ empresa_id: empresaId, ...form })
          .returning(),
      );
      const estacao = paraEstacao(row!);
      anunciar(estacao);
      return estacao;
    },

    async atualizar(empresaId: number, id: number, form: EstacaoForm): Promise<Estacao> {
      const [row] = await comNomeUnico(form.nome, () =>
        db
          .update(estacoes)
          .set({ ...form, updated_at: deps.now() })
          .where(linhaDaEmpresa(estacoes, empresaId, id))
          .returning(),
      );
      if (!row) throw naoEncontrado(MENSAGENS_ESTACAO.estacaoNaoEncontrada);
      const estacao = paraEstacao(row);
      anunciar(estacao);
      return estacao;
    },

    /**
     * Categories and products that named it route to their fallback; items already sent keep
     * its id and show on every screen; screens that chose it forget it.
     */
    async excluir(empresaId: number, id: number): Promise<void> {
      const removida = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: estacoes.id })
          .from(estacoes)
          .where(linhaDaEmpresa(estacoes, empresaId, id))
          .for('update');
        if (!row) throw naoEncontrado(MENSAGENS_ESTACAO.estacaoNaoEncontrada);
        await soltarReferencias(tx, 'estacoes', empresaId, id);
        await tx.execute(sql`update ${visoesDaCozinha}
          set estacoes = (select coalesce(jsonb_agg(e), '[]'::jsonb)
              from jsonb_array_elements(estacoes) e where e <> to_jsonb(${id}::int)),
            updated_at = ${deps.now()}
          where empresa_id = ${empresaId} and estacoes @> ${JSON.stringify([id])}::jsonb`);
        const [apagada] = await tx
          .delete(estacoes)
          .where(linhaDaEmpresa(estacoes, empresaId, id))
          .returning({ id: estacoes.id });
        return apagada;
      });
      if (removida)
        deps.publish({
          empresaId,
          name: 'estacao:removida',
          rooms: [rooms.equipe(empresaId)],
          payload: { id, empresa_id: empresaId, updated_at: deps.now().toISOString() },
        });
    },

    /** What screen `tela` shows (the spec's monitor until it chooses). */
    async visao(empresaId: number, tela: string): Promise<VisaoDaCozinha> {
      const [row] = await db
        .select({ modo: visoesDaCozinha.modo, estacoes: visoesDaCozinha.estacoes })
        .from(visoesDaCozinha)
        .where(and(eq(visoesDaCozinha.empresa_id, empresaId), eq(visoesDaCozinha.tela, tela)));
      if (!row) return VISAO_PADRAO;
      // A station view whose stations were all deleted shows everything again.
      if (row.modo === 'estacoes' && row.estacoes.length === 0) return VISAO_PADRAO;
      return { modo: row.modo, estacoes: row.estacoes };
    },

    async definirVisao(
      empresaId: number,
      tela: string,
      visao: VisaoDaCozinha,
    ): Promise<VisaoDaCozinha> {
      await exigirDaEmpresa(db, empresaId, visao.estacoes);
      const valores = { modo: visao.modo, estacoes: visao.estacoes, updated_at: deps.now() };
      await db
        .insert(visoesDaCozinha)
        .values({ empresa_id: empresaId, tela, ...valores })
        .onConflictDoUpdate({
          target: [visoesDaCozinha.empresa_id, visoesDaCozinha.tela],
          set: valores,
        });
      return { modo: visao.modo, estacoes: visao.estacoes };
    },
  };
}

export type Estacoes = ReturnType<typeof criarEstacoes>;
