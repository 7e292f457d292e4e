import { eq } from 'drizzle-orm';
import type { Endereco } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { bairrosFrete } from './schema';

/** What freight needs of an address. */
export type EnderecoParaFrete = Pick<
  Endereco,
  'rua' | 'numero_casa' | 'bairro' | 'cep' | 'cidade' | 'estado'
>;

/** Where a distance comes from (DESIGN §6): a routing provider, or the company's table. */
export interface DistanciaProvider {
  /** Kilometres from the store, or null when the address cannot be located. */
  distanciaKm(empresaId: number, endereco: EnderecoParaFrete): Promise<number | null>;
}

/** 'Saco dos Limões' and 'saco dos limoes ' name the same neighbourhood. */
export const normalizarBairro = (bairro: string): string =>
  bairro
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A row of the company's delivery neighbourhoods, as freight reads it. */
export interface BairroDaTabela {
  id: number;
  bairro: string;
  distanciaKm: number | null;
  valorFixo: number | null;
  ativo: boolean;
}

/** A neighbourhood row as stored (numeric columns as text). */
export interface LinhaDeBairro {
  id: number;
  bairro: string;
  distancia_km: string | null;
  valor_fixo: string | null;
  ativo: boolean;
}

/** The company's delivery neighbourhoods, as `bairroEntre` reads them. */
export function bairrosDaEmpresa(db: DbOrTx, empresaId: number): Promise<LinhaDeBairro[]> {
  return db
    .select({
      id: bairrosFrete.id,
      bairro: bairrosFrete.bairro,
      distancia_km: bairrosFrete.distancia_km,
      valor_fixo: bairrosFrete.valor_fixo,
      ativo: bairrosFrete.ativo,
    })
    .from(bairrosFrete)
    .where(eq(bairrosFrete.empresa_id, empresaId));
}

/** Among the company's neighbourhoods, the one named like this one (accents, case and spaces aside). */
export function bairroEntre(rows: LinhaDeBairro[], bairro: string): BairroDaTabela | null {
  const alvo = normalizarBairro(bairro);
  const achado = rows.find((r) => normalizarBairro(r.bairro) === alvo);
  if (!achado) return null;
  return {
    id: achado.id,
    bairro: achado.bairro,
    distanciaKm: achado.distancia_km === null ? null : Number(achado.distancia_km),
    valorFixo: achado.valor_fixo === null ? null : Number(achado.valor_fixo),
    ativo: achado.ativo,
  };
}

/** The company's neighbourhood named like this one (accents, case and spaces aside), or null. */
export async function bairroDaTabela(
  db: DbOrTx,
  empresaId: number,
  bairro: string,
): Promise<BairroDaTabela | null> {
  return bairroEntre(await bairrosDaEmpresa(db, empresaId), bairro);
}
