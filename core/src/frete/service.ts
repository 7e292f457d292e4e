import { eq } from 'drizzle-orm';
import {
  FRETE_KM_INCLUSOS,
  type FreteInfo,
  type FreteResultado,
  MENSAGENS_EMPRESA,
  MENSAGENS_FRETE,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresaNoAr } from '../empresas/no-ar';
import { empresas } from '../empresas/schema';
import { naoEncontrado } from '../shared/errors';
import { deCentavos, paraCentavos } from '../shared/money';
import {
  bairroDaTabela,
  bairroEntre,
  type BairroDaTabela,
  type DistanciaProvider,
  type EnderecoParaFrete,
  type LinhaDeBairro,
} from './distancia';
import { googleMapsDistancia } from './google-maps';

/** The fee rule (DESIGN §6): the minimum up to 5 km, then valorPorKm for each km beyond. */
export function valorDoFrete(
  distanciaKm: number,
  info: Pick<FreteInfo, 'minimo' | 'valorPorKm'>,
): number {
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
  /** Overrides the routing provider (tests); by default Google Maps when the company has a key. */
  distancia?: DistanciaProvider;
  /** Google Maps endpoint (GOOGLE_MAPS_BASE_URL), so a local stand-in can replace it. */
  googleMapsBaseUrl?: string;
  log?: (mensagem: string) => void;
}

/** What freight needs of the company (one query reads it with the checkout's context). */
export const COLUNAS_DO_FRETE = {
  ativo: empresaNoAr,
  minimo: empresas.valor_frete_minimo,
  valorPorKm: empresas.valor_por_km,
  areaMaxima: empresas.raio_entrega,
  tempoPreparo: empresas.tempo_preparo_padrao,
  tempoPorKm: empresas.tempo_por_km,
  /** Busy mode (ritmo, issue 31 §3): the estimate grows by it. */
  ocupadoMin: empresas.ocupado_min,
  retirada: empresas.aceita_retirada,
  cidade: empresas.cidade,
  estado: empresas.estado,
  googleMapsKey: empresas.google_maps_api_key,
  origem: empresas.endereco_completo,
};

export type EmpresaDoFrete = Awaited<ReturnType<ReturnType<typeof lerEmpresa>>>;

/** The company and its delivery neighbourhoods, already read: freight needs nothing else. */
export interface DadosDoFrete {
  empresa: EmpresaDoFrete;
  bairros: LinhaDeBairro[];
}

const lerEmpresa = (db: Db) => async (empresaId: number) => {
  const [row] = await db.select(COLUNAS_DO_FRETE).from(empresas).where(eq(empresas.id, empresaId));
  if (!row?.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
  return row;
};

/**
 * Freight to an address (DESIGN §6). The company's delivery neighbourhoods are its area: one
 * missing from them or inactive is outside it, as is any address beyond the radius. Inside, a
 * neighbourhood's fixed fee wins over the fee rule.
 */
export function createFreteService(deps: FreteDeps) {
  const { db } = deps;
  const empresa = lerEmpresa(db);

  /** The routing provider's distance, or null without one (or when it cannot locate it). */
  async function distanciaRoteada(
    e: EmpresaDoFrete,
    empresaId: number,
    endereco: EnderecoParaFrete,
  ): Promise<number | null> {
    if (deps.distancia) return deps.distancia.distanciaKm(empresaId, endereco);
    if (!e.googleMapsKey || !e.origem) return null;
    return googleMapsDistancia({
      apiKey: e.googleMapsKey,
      origem: e.origem,
      cidadePadrao: e.cidade ?? 'Florianópolis',
      estadoPadrao: e.estado ?? 'SC',
      baseUrl: deps.googleMapsBaseUrl,
      log: deps.log,
    }).distanciaKm(empresaId, endereco);
  }

  const infoDa = (e: EmpresaDoFrete): FreteInfo => ({
    minimo: Number(e.minimo),
    valorPorKm: Number(e.valorPorKm),
    areaMaxima: Number(e.areaMaxima),
    retirada: e.retirada,
  });

  async function calcularCom(
    e: EmpresaDoFrete,
    bairro: BairroDaTabela | null,
    empresaId: number,
    endereco: EnderecoParaFrete,
  ): Promise<FreteResultado> {
    const info = infoDa(e);
    const cidade = endereco.cidade || e.cidade || 'Florianópolis';
    const estado = endereco.estado || e.estado || 'SC';
    const enderecoFormatado = `${endereco.rua}, ${endereco.numero_casa} - ${endereco.bairro}, ${cidade} - ${estado}, ${formatarCep(endereco.cep)}`;
    const fora = (distancia: number, motivo: string): FreteResultado => ({
      distancia,
      valorFrete: 0,
      enderecoFormatado,
      tempoEstimado: 0,
      foraDaArea: true,
      motivo,
    });

    const naoAtendido = MENSAGENS_FRETE.bairroNaoAtendido(endereco.bairro);
    if (bairro && !bairro.ativo) return fora(0, naoAtendido);
    const km = (await distanciaRoteada(e, empresaId, endereco)) ?? bairro?.distanciaKm ?? null;
    if (!bairro && km === null) return fora(0, naoAtendido);
    if (km !== null && km > info.areaMaxima)
      return fora(km, MENSAGENS_FRETE.alemDoRaio(km, info.areaMaxima));

    const distancia = km ?? 0;
    return {
      distancia,
      valorFrete: bairro?.valorFixo ?? valorDoFrete(distancia, info),
      enderecoFormatado,
      tempoEstimado: e.tempoPreparo + e.ocupadoMin + Math.ceil(distancia * Number(e.tempoPorKm)),
      foraDaArea: false,
    };
  }

  return {
    async info(empresaId: number): Promise<FreteInfo> {
      return infoDa(await empresa(empresaId));
    },

    /** Whether the company offers pickup at the store ('Retirar no local'). */
    async aceitaRetirada(empresaId: number): Promise<boolean> {
      return (await empresa(empresaId)).retirada;
    },

    /** Freight to an address; outside the area answers foraDaArea, the reason and no fee. */
    async calcular(empresaId: number, endereco: EnderecoParaFrete): Promise<FreteResultado> {
      const e = await empresa(empresaId);
      return calcularCom(
        e,
        await bairroDaTabela(db, empresaId, endereco.bairro),
        empresaId,
        endereco,
      );
    },

    /** `calcular` from what the checkout already read (only a routing provider is called). */
    async calcularComDados(
      dados: DadosDoFrete,
      empresaId: number,
      endereco: EnderecoParaFrete,
    ): Promise<FreteResultado> {
      if (!dados.empresa.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      return calcularCom(
        dados.empresa,
        bairroEntre(dados.bairros, endereco.bairro),
        empresaId,
        endereco,
      );
    },
  };
}

export type FreteService = ReturnType<typeof createFreteService>;
