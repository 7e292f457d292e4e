import { useEffect, useState } from 'react';

/** 29:59 under an hour, 1:05:09 from one hour up; never below 00:00. */
export function formatarContagem(restanteMs: number): string {
  const total = Math.max(0, Math.ceil(restanteMs / 1000));
  const horas = Math.floor(total / 3600);
  const minutos = Math.floor((total % 3600) / 60);
  const segundos = total % 60;
  const mmss = `${String(minutos).padStart(2, '0')}:${String(segundos).padStart(2, '0')}`;
  return horas > 0 ? `${horas}:${mmss}` : mmss;
}

/** Milliseconds left until `ate` (an ISO date), ticking every second while `ativo`. */
export function useTempoRestante(ate: string, ativo: boolean): number {
  const alvo = Date.parse(ate);
  const [restante, setRestante] = useState(() => alvo - Date.now());
  useEffect(() => {
    if (!ativo) return;
    setRestante(alvo - Date.now());
    const relogio = window.setInterval(() => setRestante(alvo - Date.now()), 1000);
    return () => window.clearInterval(relogio);
  }, [alvo, ativo]);
  return restante;
}
