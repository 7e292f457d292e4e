import { eq } from 'drizzle-orm';
import type { Endereco } from '@cardapio/shared-events';
import type { Db } from '../db/client';
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

/** The company's table of neighbourhoods and their distances: works with no maps provider. */
export function tabelaDeBairros(db: Db): DistanciaProvider {
  return {
    async distanciaKm(empresaId, endereco) {
      const alvo = normalizarBairro(endereco.bairro);
      const rows = await db
        .select({ bairro: bairrosFrete.bairro, distancia_km: bairrosFrete.distancia_km })
        .from(bairrosFrete)
        .where(eq(bairrosFrete.empresa_id, empresaId));
      const achado = rows.find((r) => normalizarBairro(r.bairro) === alvo);
      return achado ? Number(achado.distancia_km) : null;
    },
  };
}
