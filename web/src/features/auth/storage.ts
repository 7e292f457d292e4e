import type { GarcomPublico, UsuarioPublico } from '@cardapio/shared-events';

/** localStorage keys of the spec (customer-side §3): one pair per kind of session. */
export const STORAGE_KEYS = {
  token: 'authToken',
  usuario: 'authUsuario',
  garcomToken: 'garcomToken',
  garcomUsuario: 'garcomUsuario',
  /** A kitchen display's token: the screen stays signed in across reloads and restarts. */
  monitorToken: 'monitorToken',
} as const;

function ler(chave: string): string | null {
  try {
    return window.localStorage.getItem(chave);
  } catch {
    return null;
  }
}

function gravar(chave: string, valor: string | null): void {
  try {
    if (valor === null) window.localStorage.removeItem(chave);
    else window.localStorage.setItem(chave, valor);
  } catch {
    // Storage can be unavailable (private mode, quota): the session then lives in memory only.
  }
}

function lerJson<T>(chave: string): T | null | 'invalido' {
  const bruto = ler(chave);
  if (bruto === null) return null;
  try {
    const valor: unknown = JSON.parse(bruto);
    return valor && typeof valor === 'object' ? (valor as T) : 'invalido';
  } catch {
    return 'invalido';
  }
}

export interface SessaoSalva<U> {
  token: string;
  usuario: U;
}

function restaurar<U>(chaveToken: string, chaveUsuario: string): SessaoSalva<U> | null {
  const token = ler(chaveToken);
  const usuario = lerJson<U>(chaveUsuario);
  if (usuario === 'invalido' || (usuario && !token) || (token && !usuario)) {
    // Spec §4: an unparseable stored user clears both (a half-stored session is worth nothing).
    gravar(chaveToken, null);
    gravar(chaveUsuario, null);
    return null;
  }
  return token && usuario ? { token, usuario } : null;
}

export const armazenamentoDeSessao = {
  restaurarCliente: () => restaurar<UsuarioPublico>(STORAGE_KEYS.token, STORAGE_KEYS.usuario),
  restaurarGarcom: () =>
    restaurar<GarcomPublico>(STORAGE_KEYS.garcomToken, STORAGE_KEYS.garcomUsuario),
  salvarCliente: (token: string, usuario: UsuarioPublico) => {
    gravar(STORAGE_KEYS.token, token);
    gravar(STORAGE_KEYS.usuario, JSON.stringify(usuario));
  },
  salvarGarcom: (token: string, garcom: GarcomPublico) => {
    gravar(STORAGE_KEYS.garcomToken, token);
    gravar(STORAGE_KEYS.garcomUsuario, JSON.stringify(garcom));
  },
  limparCliente: () => {
    gravar(STORAGE_KEYS.token, null);
    gravar(STORAGE_KEYS.usuario, null);
  },
  restaurarMonitor: () => ler(STORAGE_KEYS.monitorToken),
  salvarMonitor: (token: string) => gravar(STORAGE_KEYS.monitorToken, token),
  limparMonitor: () => gravar(STORAGE_KEYS.monitorToken, null),
  limparGarcom: () => {
    gravar(STORAGE_KEYS.garcomToken, null);
    gravar(STORAGE_KEYS.garcomUsuario, null);
  },
};
