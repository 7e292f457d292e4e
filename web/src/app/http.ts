import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Same-origin API base and timeout (customer-side §7). */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;

/**
 * Which token a call carries (customer-side §6). 'monitor' (a kitchen display's token) is never
 * chosen by URL: the monitor's endpoints ask for it.
 */
export type SessaoDaChamada = 'publica' | 'cliente' | 'garcom' | 'monitor';

/** Absolute API path of a request URL given relative to the base (`auth/login` → `/api/auth/login`). */
export function caminhoDaApi(url: string): string {
  const semQuery = url.split('?')[0] ?? url;
  if (semQuery.startsWith(`${API_BASE}/`)) return semQuery;
  return `${API_BASE}/${semQuery.replace(/^\/+/, '')}`;
}

const ROTAS_DE_AUTENTICACAO = [
  '/api/auth/login',
  '/api/auth/registro',
  '/api/admin/login',
  '/api/garcom/login',
  '/api/auth/recuperar-senha',
  '/api/auth/redefinir-senha',
  '/api/empresas/cadastro',
  '/api/empresas/cadastro/confirmar',
];

/**
 * Login, registration, password recovery and a restaurant's sign-up and confirmation: never a
 * token, and a 401 there is just an answer.
 */
export function ehRotaDeAutenticacao(url: string): boolean {
  const caminho = caminhoDaApi(url).replace(/\/+$/, '');
  return ROTAS_DE_AUTENTICACAO.includes(caminho);
}

/**
 * Public reads of the storefront. `/api/meta-pixel/config` is the staff's configuration screen
 * (staff-side §7) and keeps its token; the public `/api/meta-pixel/{empresaId}` does not.
 */
export function ehRotaPublica(url: string, metodo: string): boolean {
  const caminho = caminhoDaApi(url);
  const get = metodo.toUpperCase() === 'GET';
  return (
    caminho.includes('/api/menu/') ||
    (get && caminho.includes('/api/categorias/')) ||
    (caminho.startsWith('/api/empresa/') && /\/public\/?$/.test(caminho)) ||
    (caminho.includes('/api/meta-pixel/') && !caminho.startsWith('/api/meta-pixel/config')) ||
    caminho.includes('/api/horario-funcionamento/status/')
  );
}

export function sessaoDaChamada(url: string, metodo: string): SessaoDaChamada {
  if (ehRotaDeAutenticacao(url) || ehRotaPublica(url, metodo)) return 'publica';
  return caminhoDaApi(url).includes('/garcom/') ? 'garcom' : 'cliente';
}

/** Pages a 401/403 never redirects away from. */
export function ehPaginaDeLogin(pathname: string): boolean {
  return /^\/(login|admin\/login|garcom\/login)(\/|$)/.test(pathname);
}

/** Where an expired customer/staff session goes: /login/{slug} when the 2nd segment is a company id. */
export function destinoDoLogin(pathname: string): string {
  const slug = pathname.split('/').filter(Boolean)[1];
  return slug && /^\d+$/.test(slug) ? `/login/${slug}` : '/login';
}

type Navegar = (caminho: string) => void;
let navegar: Navegar = (caminho) => window.location.assign(caminho);

/** The router registers itself so redirects from the HTTP layer stay inside the SPA. */
export function registrarNavegacao(fn: Navegar): void {
  navegar = fn;
}

export function irPara(caminho: string): void {
  navegar(caminho);
}

/* ---------- Errors ---------- */

export type TipoDeFalha = 'rede' | 'timeout' | 'desconhecido';

function ehErroDeFetch(erro: unknown): erro is FetchBaseQueryError {
  return typeof erro === 'object' && erro !== null && 'status' in erro;
}

/** HTTP status of a failed call, or the kind of failure when there was no answer. */
export function statusDoErro(erro: unknown): number | TipoDeFalha {
  if (!ehErroDeFetch(erro)) return 'desconhecido';
  if (typeof erro.status === 'number') return erro.status;
  switch (erro.status) {
    case 'FETCH_ERROR':
      return 'rede';
    case 'TIMEOUT_ERROR':
      return 'timeout';
    case 'PARSING_ERROR':
      return erro.originalStatus;
    default:
      return 'desconhecido';
  }
}

/** The server's message: body `{erro}` (or `{error}`), when there is one. */
export function mensagemDoServidor(erro: unknown): string | null {
  if (!ehErroDeFetch(erro) || !('data' in erro)) return null;
  const corpo = erro.data;
  if (corpo && typeof corpo === 'object') {
    const { erro: mensagem, error } = corpo as { erro?: unknown; error?: unknown };
    if (typeof mensagem === 'string' && mensagem.trim()) return mensagem;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return null;
}

export function mensagemDeErro(erro: unknown, padrao: string): string {
  return mensagemDoServidor(erro) ?? padrao;
}
