import { CONVIDADO_REGEX } from '@cardapio/shared-events';

/**
 * Who this browser is at the table (issue 31 §2): a random key made once and kept, so the page
 * follows this device's items without an account; and the name the guest last gave.
 */
export const CHAVE_DO_CONVIDADO = 'mesaQrConvidado';
export const CHAVE_DO_NOME = 'mesaQrNome';

/** What the helpers need of localStorage (a stand-in in the tests). */
export interface Armazenamento {
  getItem(chave: string): string | null;
  setItem(chave: string, valor: string): void;
}

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding (16 bytes → 22 characters). */
export function base64url(bytes: Uint8Array): string {
  let saida = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    saida += ALFABETO[a >> 2];
    saida += ALFABETO[((a & 3) << 4) | ((b ?? 0) >> 4)];
    if (b !== undefined) saida += ALFABETO[((b & 15) << 2) | ((c ?? 0) >> 6)];
    if (c !== undefined) saida += ALFABETO[c & 63];
  }
  return saida;
}

/** A new device key: 128 random bits, 22 characters that CONVIDADO_REGEX accepts. */
export function gerarConvidado(
  aleatorio: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return base64url(aleatorio(new Uint8Array(16)));
}

function ler(armazenamento: Armazenamento | null, chave: string): string | null {
  try {
    return armazenamento?.getItem(chave) ?? null;
  } catch {
    return null;
  }
}

function gravar(armazenamento: Armazenamento | null, chave: string, valor: string): void {
  try {
    armazenamento?.setItem(chave, valor);
  } catch {
    // Storage refused (private mode, quota): the value lives for this page only.
  }
}

/** The key kept in this browser, or a new one (kept when storage allows). */
export function convidadoDoAparelho(
  armazenamento: Armazenamento | null,
  gerar: () => string = gerarConvidado,
): string {
  const salvo = ler(armazenamento, CHAVE_DO_CONVIDADO);
  if (salvo && CONVIDADO_REGEX.test(salvo)) return salvo;
  const novo = gerar();
  gravar(armazenamento, CHAVE_DO_CONVIDADO, novo);
  return novo;
}

/** The name the guest gave last time ('' when none). */
export function nomeSalvo(armazenamento: Armazenamento | null): string {
  return (ler(armazenamento, CHAVE_DO_NOME) ?? '').slice(0, 60);
}

export function salvarNome(armazenamento: Armazenamento | null, nome: string): void {
  gravar(armazenamento, CHAVE_DO_NOME, nome.trim());
}

/** The browser's localStorage, or null where it cannot be reached. */
export function armazenamentoLocal(): Armazenamento | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
