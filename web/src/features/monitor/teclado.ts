import { useEffect, useRef } from 'react';

/**
 * The station views' keyboard (issue 29 §2), which a cheap USB bump bar also is: keys 1–9 pick
 * the nth ticket, Enter bumps the picked one's part, Backspace or D takes the last bump back.
 */
export type ComandoDoTeclado =
  { tipo: 'selecionar'; indice: number } | { tipo: 'pronto' } | { tipo: 'desfazer' };

/** What a key press asks for; null leaves it to the page (modifiers, held keys, other keys). */
export function comandoDaTecla(tecla: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
}): ComandoDoTeclado | null {
  if (tecla.ctrlKey || tecla.altKey || tecla.metaKey || tecla.repeat) return null;
  if (/^[1-9]$/.test(tecla.key)) return { tipo: 'selecionar', indice: Number(tecla.key) - 1 };
  if (tecla.key === 'Enter') return { tipo: 'pronto' };
  if (tecla.key === 'Backspace' || tecla.key === 'd' || tecla.key === 'D')
    return { tipo: 'desfazer' };
  return null;
}

/** Where typing is someone's text or a dialog's business, not the bump bar's. */
const CAMPOS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

function ocupadoComOutraCoisa(alvo: EventTarget | null): boolean {
  const ativo = document.activeElement;
  return [alvo, ativo].some((el) => el instanceof Element && el.closest(CAMPOS) !== null);
}

/**
 * Listens while `ativo`: the latest handler answers each command. Enter is taken from the page
 * only when it bumps (a focused button is not pressed as well).
 */
export function useTecladoDaCozinha(
  ativo: boolean,
  aoComando: (comando: ComandoDoTeclado) => boolean,
): void {
  const atual = useRef(aoComando);
  useEffect(() => {
    atual.current = aoComando;
  });
  useEffect(() => {
    if (!ativo) return;
    const ouvir = (evento: KeyboardEvent) => {
      if (evento.defaultPrevented || ocupadoComOutraCoisa(evento.target)) return;
      const comando = comandoDaTecla(evento);
      if (comando && atual.current(comando)) evento.preventDefault();
    };
    window.addEventListener('keydown', ouvir);
    return () => window.removeEventListener('keydown', ouvir);
  }, [ativo]);
}
