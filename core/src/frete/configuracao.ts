import { asc, eq } from 'drizzle-orm';
import {
  type BairroFrete,
  type BairroFreteForm,
  type FreteConfig,
  type FreteConfigResposta,
  MENSAGENS_EMPRESA,
  MENSAGENS_FRETE,
} from '@cardapio/shared-events';
import type { Db, DbOrTx, Tx } from '../db/client';
import { gravarNaEmpresa } from '../empresas/escritas';
import { empresas } from '../empresas/schema';
import { cacheKeys } from '../shared/cache-keys';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import type { Invalidacao } from '../shared/invalidacao';
import { centavosParaNumeric, paraCentavos } from '../shared/money';
import { normalizarBairro } from './distancia';
import { bairrosFrete } from './schema';

export interface FreteConfigDeps {
  db: Db;
  invalidacao: Invalidacao;
  now: () => Date;
}

const numericOuNull = (valor: number | null) =>
  valor === null ? null : centavosParaNumeric(paraCentavos(valor));
const numeroOuNull = (valor: string | null) => (valor === null ? null : Number(valor));

/**
 * The freight screen's writes (staff-side §2 Freight): the company's settings, its delivery
 * neighbourhoods and pickup. Every function takes the caller's empresa; another company's
 * neighbourhood reads as not found. After each commit the cached freight info is dropped on
 * every gateway, so the storefront quotes the new rules at once.
 */
export function createFreteConfigService(deps: FreteConfigDeps) {
  const { db } = deps;

  async function lerBairros(empresaId: number, tx: DbOrTx = db): Promise<BairroFrete[]> {
    const rows = await tx
      .select()
      .from(bairrosFrete)
      .where(eq(bairrosFrete.empresa_id, empresaId))
      .orderBy(asc(bairrosFrete.bairro), asc(bairrosFrete.id));
    return rows.map((r) => ({
      id: r.id,
      bairro: r.bairro,
      distancia_km: numeroOuNull(r.distancia_km),
      valor_fixo: numeroOuNull(r.valor_fixo),
      ativo: r.ativo,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  async function bairroDaEmpresa(empresaId: number, id: number, tx: DbOrTx = db) {
    const achado = (await lerBairros(empresaId, tx)).find((b) => b.id === id);
    if (!achado) throw naoEncontrado(MENSAGENS_FRETE.bairroNaoEncontrado);
    return achado;
  }

  /**
   * 'Ingleses' and 'ingleses ' are one neighbourhood for freight, so they are one row: the
   * company row is locked so two saves of the same name queue up and the second sees the first.
   */
  async function exigirNomeLivre(tx: Tx, empresaId: number, bairro: string, excetoId?: number) {
    await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.id, empresaId))
      .for('update');
    const alvo = normalizarBairro(bairro);
    const existentes = await lerBairros(empresaId, tx);
    if (existentes.some((b) => b.id !== excetoId && normalizarBairro(b.bairro) === alvo))
      throw conflito(MENSAGENS_FRETE.bairroDuplicado);
  }

  const freteMudou = (empresaId: number) =>
    deps.invalidacao.invalidar([cacheKeys.freteInfo(empresaId)]);

  const colunas = (form: BairroFreteForm) => ({
    bairro: form.bairro,
    distancia_km: numericOuNull(form.distancia_km),
    valor_fixo: numericOuNull(form.valor_fixo),
    ativo: form.ativo,
  });

  /** A unique violation the lock did not prevent (a name written outside this service) is a 409. */
  const comConflito = async <T>(escrita: () => Promise<T>): Promise<T> => {
    try {
      return await escrita();
    } catch (erro) {
      if (isUniqueViolation(erro)) throw conflito(MENSAGENS_FRETE.bairroDuplicado);
      throw erro;
    }
  };

  return {
    async configuracao(empresaId: number): Promise<FreteConfigResposta> {
      const [e] = await db
        .select({
          valor_frete_minimo: empresas.valor_frete_minimo,
          valor_por_km: empresas.valor_por_km,
          raio_entrega: empresas.raio_entrega,
          tempo_preparo_padrao: empresas.tempo_preparo_padrao,
          tempo_por_km: empresas.tempo_por_km,
          aceita_retirada: empresas.aceita_retirada,
        })
        .from(empresas)
        .where(eq(empresas.id, empresaId));
      if (!e) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      return {
        valor_frete_minimo: Number(e.valor_frete_minimo),
        valor_por_km: Number(e.valor_por_km),
        raio_entrega: Number(e.raio_entrega),
        tempo_preparo_padrao: e.tempo_preparo_padrao,
        tempo_por_km: Number(e.tempo_por_km),
        aceita_retirada: e.aceita_retirada,
        bairros: await lerBairros(empresaId),
      };
    },

    async salvarConfiguracao(empresaId: number, form: FreteConfig): Promise<FreteConfigResposta> {
      const existe = await gravarNaEmpresa(db, empresaId, {
        valor_frete_minimo: numericOuNull(form.valor_frete_minimo)!,
        valor_por_km: numericOuNull(form.valor_por_km)!,
        raio_entrega: numericOuNull(form.raio_entrega)!,
        tempo_preparo_padrao: form.tempo_preparo_padrao,
        tempo_por_km: numericOuNull(form.tempo_por_km)!,
        aceita_retirada: form.aceita_retirada,
        updated_at: deps.now(),
      });
      if (!existe) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      freteMudou(empresaId);
      return this.configuracao(empresaId);
    },

    listarBairros: (empresaId: number) => lerBairros(empresaId),

    async criarBairro(empresaId: number, form: BairroFreteForm): Promise<BairroFrete> {
      const criado = await comConflito(() =>
        db.transaction(async (tx) => {
          await exigirNomeLivre(tx, empresaId, form.bairro);
          const [row] = await tx
            .insert(bairrosFrete)
            .values({ empresa_id: empresaId, ...colunas(form) })
            .returning({ id: bairrosFrete.id });
          return bairroDaEmpresa(empresaId, row!.id, tx);
        }),
      );
      freteMudou(empresaId);
      return criado;
    },

    async atualizarBairro(
      empresaId: number,
      id: number,
      form: BairroFreteForm,
    ): Promise<BairroFrete> {
      const atualizado = await comConflito(() =>
        db.transaction(async (tx) => {
          await bairroDaEmpresa(empresaId, id, tx);
          await exigirNomeLivre(tx, empresaId, form.bairro, id);
          const [row] = await tx
            .update(bairrosFrete)
            .set({ ...colunas(form), updated_at: deps.now() })
            .where(linhaDaEmpresa(bairrosFrete, empresaId, id))
            .returning({ id: bairrosFrete.id });
          if (!row) throw naoEncontrado(MENSAGENS_FRETE.bairroNaoEncontrado);
          return bairroDaEmpresa(empresaId, id, tx);
        }),
      );
      freteMudou(empresaId);
      return atualizado;
    },

    async excluirBairro(empresaId: number, id: number): Promise<void> {
      const [row] = await db
        .delete(bairrosFrete)
        .where(linhaDaEmpresa(bairrosFrete, empresaId, id))
        .returning({ id: bairrosFrete.id });
      if (!row) throw naoEncontrado(MENSAGENS_FRETE.bairroNaoEncontrado);
      freteMudou(empresaId);
    },
  };
}

export type FreteConfigService = ReturnType<typeof createFreteConfigService>;
