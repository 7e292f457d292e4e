import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/toaster';
import type { FalhaDeLogin } from '../errors';

/** Time a transient login error stays on screen before closing by itself. */
const FECHAMENTO_AUTOMATICO_MS = 5000;

/**
 * State of the login error modal: persistent errors wait for the user; transient ones also
 * toast and close by themselves. Server/connection trouble stays flagged (red button, banner)
 * until the next attempt succeeds.
 */
export function useFalhaDeLogin() {
  const [falha, setFalha] = useState<FalhaDeLogin | null>(null);
  const [aberta, setAberta] = useState(false);
  const [problemaDeConexao, setProblemaDeConexao] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const fechar = useCallback(() => {
    window.clearTimeout(timer.current);
    setAberta(false);
  }, []);

  const mostrar = useCallback((nova: FalhaDeLogin) => {
    window.clearTimeout(timer.current);
    setFalha(nova);
    setAberta(true);
    setProblemaDeConexao(nova.problemaDeConexao);
    if (!nova.persistente) {
      notify.error({ title: nova.titulo, description: nova.mensagem }, { acao: 'entrar' });
      timer.current = window.setTimeout(() => setAberta(false), FECHAMENTO_AUTOMATICO_MS);
    }
  }, []);

  const limpar = useCallback(() => {
    window.clearTimeout(timer.current);
    notify.resolvido('entrar');
    setAberta(false);
    setProblemaDeConexao(false);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { falha, aberta, problemaDeConexao, mostrar, fechar, limpar };
}
