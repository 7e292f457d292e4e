import { useEffect } from 'react';

/**
 * Keeps the kitchen tablet's screen on while the monitor is open (Screen Wake Lock API). The
 * browser lets go of the lock whenever the tab is hidden, so it is asked for again each time
 * the tab becomes visible. Where the API is missing or refuses (battery saver, an old browser),
 * the screen follows the device's own setting.
 */
export function useTelaAcordada(ativo: boolean): void {
  useEffect(() => {
    if (!ativo || !('wakeLock' in navigator)) return;
    let trava: WakeLockSentinel | null = null;
    let vivo = true;
    const pedir = async () => {
      if (document.visibilityState !== 'visible' || (trava && !trava.released)) return;
      try {
        const nova = await navigator.wakeLock.request('screen');
        if (vivo) trava = nova;
        else void nova.release();
      } catch {
        // Refused: nothing to keep.
      }
    };
    const aoMudarVisibilidade = () => void pedir();
    void pedir();
    document.addEventListener('visibilitychange', aoMudarVisibilidade);
    return () => {
      vivo = false;
      document.removeEventListener('visibilitychange', aoMudarVisibilidade);
      void trava?.release().catch(() => undefined);
    };
  }, [ativo]);
}
