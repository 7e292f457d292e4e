import { eq, sql } from 'drizzle-orm';
import type { HorarioDia } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { consultaPreparada } from '../db/preparadas';
import { empresas } from '../empresas/schema';
import type { LinhaDeBairro } from '../frete/distancia';
import { bairrosFrete } from '../frete/schema';
import { COLUNAS_DO_FRETE, type DadosDoFrete } from '../frete/service';
import { horariosFuncionamento } from '../horarios/schema';
import { imprimeCozinha } from '../impressoras';
import { usuarios } from '../usuarios/schema';
import { whatsappConfig } from '../whatsapp/schema';

/** What the checkout needs of the company, read once before the transaction. */
export interface EmpresaDoCheckout {
  timezone: string;
  /** Its week (horarios): whether the store takes orders now. */
  horarios: HorarioDia[];
  /** Whether its owner opened the store ('Abrir a loja'); until then no hours make it open. */
  lojaAberta: boolean;
  entregaGratisPrimeiraCompra: boolean;
  /** Its freight settings and delivery neighbourhoods (frete). */
  frete: DadosDoFrete;
  /** Whether a printer of it prints kitchen tickets by itself (impressoras, issue 30). */
  imprimeCozinha: boolean;
  /** The flow of orders (ritmo, issue 31 §3): the pause, busy minutes and the cap per window. */
  ritmo: RitmoDoCheckout;
  /** Whether it tells customers their order's steps on WhatsApp (issue 32 §2). */
  enviaWhatsapp: boolean;
}

export interface RitmoDoCheckout {
  pausadoEm: Date | null;
  /** null with `pausadoEm` set: until staff resume. */
  pausadoAte: Date | null;
  ocupadoMin: number;
  /** At most this many per 15-minute window; null: no cap. */
  capacidade: number | null;
  capacidadePor: 'pedidos' | 'itens';
}

export interface ClienteDoCheckout {
  nome: string;
  sobrenome: string | null;
  telefone: string | null;
  email: string;
  cidade: string;
  estado: string;
}

const empresaId = sql.placeholder('empresaId');
const usuarioId = sql.placeholder('usuarioId');

// Every order runs it: built once (preparadas.ts).
const contextoDoCheckout = consultaPreparada((db) =>
  db
    .select({
      ...COLUNAS_DO_FRETE,
      timezone: empresas.timezone,
      lojaAbertaEm: empresas.loja_aberta_em,
      entregaGratis: empresas.entrega_gratis_primeira_compra,
      pausadoEm: empresas.pausado_em,
      pausadoAte: empresas.pausado_ate,
      capacidade: empresas.capacidade_janela,
      capacidadePor: empresas.capacidade_por,
      imprimeCozinha: sql<boolean>`${imprimeCozinha(sql`${empresaId}`)}`,
      enviaWhatsapp: sql<boolean>`exists(select 1 from ${whatsappConfig} w
        where w.empresa_id = ${empresaId} and w.ativo)`,
      horarios: sql<HorarioDia[]>`coalesce((
        select json_agg(json_build_object('dia', h.dia, 'abertura', h.abertura,
          'fechamento', h.fechamento, 'fechado', h.fechado))
        from ${horariosFuncionamento} h where h.empresa_id = ${empresaId}), '[]')`,
      bairros: sql<LinhaDeBairro[]>`coalesce((
        select json_agg(json_build_object('id', b.id, 'bairro', b.bairro,
          'distancia_km', b.distancia_km::text, 'valor_fixo', b.valor_fixo::text, 'ativo', b.ativo))
        from ${bairrosFrete} b where b.empresa_id = ${empresaId}), '[]')`,
      cliente: sql<ClienteDoCheckout | null>`(
        select json_build_object('nome', u.nome, 'sobrenome', u.sobrenome, 'telefone', u.telefone,
          'email', u.email, 'cidade', u.cidade, 'estado', u.estado)
        from ${usuarios} u where u.id = ${usuarioId} and u.empresa_id = ${empresaId})`,
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId)),
);

/**
 * The company, its hours, its neighbourhoods' freight and the customer, in ONE query (each was a
 * query of its own module; together they were four round trips per order). Null when the company
 * does not exist; `cliente` is null when the customer is not one of the company's.
 */
export async function lerContextoDoCheckout(
  db: Db,
  empresaId: number,
  usuarioId: number | null,
): Promise<{ empresa: EmpresaDoCheckout; cliente: ClienteDoCheckout | null } | null> {
  const [row] = await contextoDoCheckout(db, { empresaId, usuarioId });
  if (!row) return null;
  const {
    horarios,
    bairros,
    cliente,
    timezone,
    lojaAbertaEm,
    entregaGratis,
    imprimeCozinha: imprime,
    enviaWhatsapp,
    pausadoEm,
    pausadoAte,
    capacidade,
    capacidadePor,
    ...empresa
  } = row;
  return {
    empresa: {
      timezone,
      horarios,
      lojaAberta: lojaAbertaEm !== null,
      entregaGratisPrimeiraCompra: entregaGratis,
      frete: { empresa, bairros },
      imprimeCozinha: imprime,
      enviaWhatsapp,
      ritmo: {
        pausadoEm,
        pausadoAte,
        ocupadoMin: empresa.ocupadoMin,
        capacidade,
        capacidadePor,
      },
    },
    cliente,
  };
}
