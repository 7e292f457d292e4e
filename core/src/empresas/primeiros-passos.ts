import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  type CardapioExemploCarregado,
  MENSAGENS_CADASTRO,
  MENSAGENS_EMPRESA,
  type PassoDeAberturaId,
  PASSOS_DE_ABERTURA,
  PASSOS_ESSENCIAIS,
  type PrimeirosPassos,
  type Publish,
  TEXTOS_DOS_PASSOS,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { CARDAPIO_DE_EXEMPLO } from '../db/seed/demo-data';
import { gravarCategorias } from '../cardapio/carga';
import { anunciarCardapioMudou } from '../cardapio/mudou';
import { categorias, produtos } from '../cardapio/schema';
import { produtoNoCardapio } from '../cardapio/service';
import { bairrosFrete } from '../frete/schema';
import { horariosFuncionamento } from '../horarios/schema';
import { empresaPagamentoConfig } from '../pagamentos/schema';
import { pedidos } from '../pedidos/schema';
import { conflito, DomainError, naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { anunciarEmpresaMudou } from './mudou';
import { empresas, type EmpresaRow } from './schema';

export interface PrimeirosPassosDeps {
  db: Db;
  invalidacao: Invalidacao;
  publish: Publish;
  now: () => Date;
}

/** The brand step: the company has its logo and its colour (Configurações › Marca da Loja). */
export function passoDaMarca(empresa: EmpresaRow): { disponivel: boolean; feito: boolean } {
  return { disponivel: true, feito: Boolean(empresa.logo_url && empresa.cor_marca) };
}

const existe = (consulta: SQL) => sql<boolean>`exists (${consulta})`;
const preenchido = (valor: string | null) => Boolean(valor?.trim());

/** Everything the checklist reads, in one query: the row and one `exists` per table. */
async function lerSituacao(db: DbOrTx, empresaId: number, travar = false) {
  const consulta = db
    .select({
      empresa: empresas,
      horario: existe(
        sql`select 1 from ${horariosFuncionamento} where ${and(
          eq(horariosFuncionamento.empresa_id, empresaId),
          eq(horariosFuncionamento.fechado, false),
        )}`,
      ),
      bairro: existe(
        sql`select 1 from ${bairrosFrete} where ${and(
          eq(bairrosFrete.empresa_id, empresaId),
          eq(bairrosFrete.ativo, true),
        )}`,
      ),
      produtoNoCardapio: existe(
        sql`select 1 from ${produtos} left join ${categorias} on ${and(
          eq(categorias.empresa_id, produtos.empresa_id),
          eq(categorias.id, produtos.categoria_id),
        )} where ${and(eq(produtos.empresa_id, empresaId), produtoNoCardapio)}`,
      ),
      algumProduto: existe(
        sql`select 1 from ${produtos} where ${eq(produtos.empresa_id, empresaId)}`,
      ),
      mercadoPago: existe(
        sql`select 1 from ${empresaPagamentoConfig} where ${and(
          eq(empresaPagamentoConfig.empresa_id, empresaId),
          isNotNull(empresaPagamentoConfig.mercadopago_access_token),
          ne(empresaPagamentoConfig.mercadopago_access_token, ''),
        )}`,
      ),
      pedido: existe(sql`select 1 from ${pedidos} where ${eq(pedidos.empresa_id, empresaId)}`),
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  const [row] = travar ? await consulta.for('update', { of: empresas }) : await consulta;
  if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
  return row;
}

type Situacao = Awaited<ReturnType<typeof lerSituacao>>;

/** Each step done or not, from the company's real data (never a flag the owner ticks). */
function montar(s: Situacao): PrimeirosPassos {
  const e = s.empresa;
  const marca = passoDaMarca(e);
  const feito: Record<PassoDeAberturaId, boolean> = {
    email: e.cadastro_confirmado_em !== null,
    endereco:
      preenchido(e.endereco) &&
      preenchido(e.cidade) &&
      (preenchido(e.telefone) || preenchido(e.whatsapp)),
    marca: marca.feito,
    horarios: s.horario,
    entrega: e.aceita_retirada || s.bairro || preenchido(e.google_maps_api_key),
    cardapio: s.produtoNoCardapio,
    pagamento: s.mercadoPago,
    pedido_teste: s.pedido,
  };
  const passos = PASSOS_DE_ABERTURA.map((id) => ({
    id,
    ...TEXTOS_DOS_PASSOS[id],
    link: id === 'pedido_teste' ? `/menu/${e.id}` : TEXTOS_DOS_PASSOS[id].link,
    feito: feito[id],
    essencial: PASSOS_ESSENCIAIS.includes(id),
    disponivel: id === 'marca' ? marca.disponivel : true,
  }));
  const pendentes = PASSOS_ESSENCIAIS.filter((id) => !feito[id]);
  return {
    passos,
    pendentes,
    pode_abrir: pendentes.length === 0,
    loja_aberta_em: e.loja_aberta_em?.toISOString() ?? null,
    cadastro_confirmado: feito.email,
    cardapio_exemplo_disponivel: !s.algumProduto,
    mostrar: e.loja_aberta_em === null || !feito.pedido_teste,
  };
}

/** 'Abrir a loja' refused: the message lists what is missing, and so does `pendentes`. */
function faltaPouco(pendentes: PassoDeAberturaId[]): DomainError {
  const titulos = pendentes.map((id) => TEXTOS_DOS_PASSOS[id].titulo.toLowerCase());
  return new DomainError('conflito', MENSAGENS_CADASTRO.faltaPouco(titulos), { pendentes });
}

/**
 * The first-run checklist of the dashboard home ('Falta pouco para abrir'), 'Abrir a loja' and
 * 'Carregar cardápio de exemplo' (issue 26 §2).
 */
export function createPrimeirosPassosService(deps: PrimeirosPassosDeps) {
  const { db } = deps;
  return {
    async obter(empresaId: number): Promise<PrimeirosPassos> {
      return montar(await lerSituacao(db, empresaId));
    },

    /**
     * Opens the store once every essential step is done (409 with the missing ones otherwise).
     * The company row is locked while the steps are read, so the answer holds at the commit.
     * Opening an open store changes nothing.
     */
    async abrir(empresaId: number): Promise<PrimeirosPassos> {
      const agora = deps.now();
      const { passos, abriu } = await db.transaction(async (tx) => {
        const situacao = await lerSituacao(tx, empresaId, true);
        const passos = montar(situacao);
        if (!passos.pode_abrir) throw faltaPouco(passos.pendentes);
        if (situacao.empresa.loja_aberta_em !== null) return { passos, abriu: false };
        await tx
          .update(empresas)
          .set({ loja_aberta_em: agora, updated_at: agora })
          .where(eq(empresas.id, empresaId));
        return {
          passos: { ...passos, loja_aberta_em: agora.toISOString() },
          abriu: true,
        };
      });
      if (abriu) anunciarEmpresaMudou(deps, empresaId, agora);
      return passos;
    },

    /**
     * The sample menu (three categories of the demo store), once: only into a company without
     * any product. The company row is locked first, so two clicks at once load it once.
     */
    async carregarCardapioExemplo(empresaId: number): Promise<CardapioExemploCarregado> {
      const carregado = await db.transaction(async (tx) => {
        const [empresa] = await tx
          .select({ id: empresas.id })
          .from(empresas)
          .where(eq(empresas.id, empresaId))
          .for('update');
        if (!empresa) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
        const [algum] = await tx
          .select({ id: produtos.id })
          .from(produtos)
          .where(eq(produtos.empresa_id, empresaId))
          .limit(1);
        if (algum) throw conflito(MENSAGENS_CADASTRO.exemploSoSemProdutos);
        return gravarCategorias(tx, empresaId, CARDAPIO_DE_EXEMPLO);
      });
      anunciarCardapioMudou(deps, empresaId, { categorias: true });
      return { ...carregado, mensagem: MENSAGENS_CADASTRO.exemploCarregado };
    },
  };
}

export type PrimeirosPassosService = ReturnType<typeof createPrimeirosPassosService>;
