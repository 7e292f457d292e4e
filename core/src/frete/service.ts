import { eq } from 'drizzle-orm';
import { FRETE_KM_INCLUSOS, type FreteInfo, type FreteResultado } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { naoEncontrado, validacao } from '../shared/errors';
import { deCentavos, paraCentavos } from '../shared/money';
import { tabelaDeBairros, type DistanciaProvider, type EnderecoParaFrete } from './distancia';
import { googleMapsDistancia } from './google-maps';

export const MENSAGEM_FRETE_INDISPONIVEL =
  'Não foi possível calcular o frete. Verifique o endereço informado.';

/** The fee rule (DESIGN §6): the minimum up to 5 km, then valorPorKm for each km beyond. */
export function valorDoFrete(distanciaKm: number, info: FreteInfo): number {
  const alemDoIncluso = Math.max(0, distanciaKm - FRETE_KM_INCLUSOS);
  return deCentavos(
    paraCentavos(info.minimo) + Math.round(alemDoIncluso * paraCentavos(info.valorPorKm)),
  );
}

const formatarCep = (cep: string) => {
  const d = cep.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : cep;
};

export interface FreteDeps {
  db: Db;
  /** Overrides how distances are found (tests); by default: Google Maps with the company's key, else the table. */
  distancia?: DistanciaProvider;
  /** Google Maps endpoint (GOOGLE_MAPS_BASE_URL), so a local stand-in can replace it. */
  googleMapsBaseUrl?: string;
  log?: (mensagem: string) => void;
}

export function createFreteService(deps: FreteDeps) {
  const { db } = deps;
  const tabela = tabelaDeBairros(db);

  /** The company's routing provider when it has a Maps key, the neighbourhood table otherwise or when it fails. */
  async function distanciaKm(
    e: Awaited<ReturnType<typeof empresa>>,
    empresaId: number,
    endereco: EnderecoParaFrete,
  ): Promise<number | null> {
    if (deps.distancia) return deps.distancia.distanciaKm(empresaId, endereco);
    if (e.googleMapsKey && e.origem) {
      const km = await googleMapsDistancia({
        apiKey: e.googleMapsKey,
        origem: e.origem,
        cidadePadrao: e.cidade ?? 'Florianópolis',
        estadoPadrao: e.estado ?? 'SC',
        baseUrl: deps.googleMapsBaseUrl,
        log: deps.log,
      }).distanciaKm(empresaId, endereco);
      if (km !== null) return km;
    }
    return tabela.distanciaKm(empresaId, endereco);
  }

  async function empresa(empresaId: number) {
    const [row] = await db
      .select({
        ativo: empresas.ativo,
        minimo: empresas.valor_frete_minimo,
        valorPorKm: empresas.valor_por_km,
        areaMaxima: empresas.raio_entrega,
        tempoPreparo: empresas.tempo_preparo_padrao,
        tempoPorKm: empresas.tempo_por_km,
        cidade: empresas.cidade,
        estado: empresas.estado,
        googleMapsKey: empresas.google_maps_api_key,
        origem: empresas.endereco_completo,
      })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    if (!row?.ativo) throw naoEncontrado('Empresa não encontrada');
    return row;
  }

  return {
    async info(empresaId: number): Promise<FreteInfo> {
      const e = await empresa(empresaId);
      return {
        minimo: Number(e.minimo),
        valorPorKm: Number(e.valorPorKm),
        areaMaxima: Number(e.areaMaxima),
      };
    },

    /** Freight to an address; outside the radius answers foraDaArea with no fee. */
    async calcular(empresaId: number, endereco: EnderecoParaFrete): Promise<FreteResultado> {
      const e = await empresa(empresaId);
      const km = await distanciaKm(e, empresaId, endereco);
      if (km === null) throw validacao(MENSAGEM_FRETE_INDISPONIVEL);
      const info = {
        minimo: Number(e.minimo),
        valorPorKm: Number(e.valorPorKm),
        areaMaxima: Number(e.areaMaxima),
      };
      const foraDaArea = km > info.areaMaxima;
      const cidade = endereco.cidade || e.cidade || 'Florianópolis';
      const estado = endereco.estado || e.estado || 'SC';
      return {
        distancia: km,
        valorFrete: foraDaArea ? 0 : valorDoFrete(km, info),
        enderecoFormatado: `${endereco.rua}, ${endereco.numero_casa} - ${endereco.bairro}, ${cidade} - ${estado}, ${formatarCep(endereco.cep)}`,
        tempoEstimado: e.tempoPreparo + Math.ceil(km * Number(e.tempoPorKm)),
        foraDaArea,
      };
    },
  };
}

export type FreteService = ReturnType<typeof createFreteService>;
