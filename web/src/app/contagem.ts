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

/**
 * The time left in hours and minutes (customer-side §4, the cart's expiry): '1h 05min', '45min';
 * 'menos de 1min' once it is over. Minutes round up, so a fresh 2-hour cart reads '2h 00min'.
 */
export function formatarHorasEMinutos(restanteMs: number): string {
  const minutos = Math.max(0, Math.ceil(restanteMs / 60_000));
  if (minutos === 0) return 'menos de 1min';
  const horas = Math.floor(minutos / 60);
  const resto = minutos % 60;
  return horas > 0 ? `${horas}h ${String(resto).padStart(2, '0')}min` : `${resto}min`;
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
