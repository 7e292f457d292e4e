import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { SessaoState } from '../features/auth/slice';
import { API_BASE, API_TIMEOUT_MS, sessaoDaChamada, type SessaoDaChamada } from './http';
import { encerrarSessaoRecusada } from './sessaoRecusada';
import { CABECALHO_LIDO_EM } from '@cardapio/shared-events';
import { comecarLeitura, terminarLeitura } from './marcasDeLeitura';

/** Request arguments; `sessao` overrides the URL rule when an endpoint needs a specific token. */
export type ApiArgs = string | (FetchArgs & { sessao?: SessaoDaChamada });

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, timeout: API_TIMEOUT_MS });

const baseQueryComSessao: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { sessao: forcada, ...requisicao }: FetchArgs & { sessao?: SessaoDaChamada } =
    typeof args === 'string' ? { url: args } : args;
  const metodo = requisicao.method ?? 'GET';
  const sessao = forcada ?? sessaoDaChamada(requisicao.url, metodo);
  const estado = (api.getState() as { sessao: SessaoState }).sessao;
  const token = {
    garcom: estado.garcomToken,
    cliente: estado.token,
    monitor: estado.monitorToken,
    publica: null,
  }[sessao];

  const headers = new Headers(requisicao.headers as HeadersInit | undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const leitura = metodo.toUpperCase() === 'GET' ? comecarLeitura() : null;
  const resultado = await rawBaseQuery({ ...requisicao, headers }, api, extraOptions);
  if (leitura !== null) {
    // Any answer is shown (a 404 'Carrinho vazio' too); a request that never got one is not.
    const resposta = resultado.meta?.response;
    const marca = resposta?.headers.get(CABECALHO_LIDO_EM);
    terminarLeitura(leitura, marca ? Number(marca) : null, resposta !== undefined);
  }

  const status = resultado.error?.status;
  if (sessao !== 'publica' && (status === 401 || status === 403)) {
    encerrarSessaoRecusada(sessao, api.dispatch);
  }
  return resultado;
};

/** Reads retry up to 3 times when the network or a gateway failed; writes never repeat. */
const baseQuery = retry(baseQueryComSessao, {
  retryCondition: (erro, args, { attempt }) => {
    if (attempt > 3) return false;
    const metodo = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
    if (metodo.toUpperCase() !== 'GET') return false;
    const { status } = erro as FetchBaseQueryError;
    return status === 'FETCH_ERROR' || status === 502 || status === 503 || status === 504;
  },
});

/** Every cache tag of the product, declared once (DESIGN §7); features inject their endpoints. */
export const TAG_TYPES = [
  'Perfil',
  'Empresa',
  'Menu',
  'Categoria',
  'Produto',
  'Carrinho',
  'Pedido',
  'Horario',
  'Frete',
  'MetaPixel',
  'Chamada',
  'Usuario',
  'Estoque',
  'Promocao',
  'Relatorio',
  'Dashboard',
  'Garcom',
  'Entregador',
  'Mesa',
  'Comanda',
  'ComandaFisica',
  'Estacao',
  'TemposDaCozinha',
  'Whatsapp',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
