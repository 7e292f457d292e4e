import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec (customer-side §9): the browser leaves a successful login after 1.5 s. */
export const ATRASO_REDIRECIONAMENTO_MS = 1500;

export function useRedirecionarDepois() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (caminho: string, atraso = ATRASO_REDIRECIONAMENTO_MS) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(caminho, { replace: true }), atraso);
    },
    [navigate],
  );
}
