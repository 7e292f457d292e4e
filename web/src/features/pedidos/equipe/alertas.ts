import type { ChamadaEvento } from '@cardapio/shared-events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { avisoDaChamada } from '../../chamadas/texto';

/**
 * Notes of the alerts: a bright chime for a new order, a lower double beep for a call, and a
 * harsh siren, louder and more often, for an order the kitchen has not seen (issue 28 §3).
 */
const SONS = {
  cozinha: {
    notas: [988, 740, 988, 740, 988, 740],
    duracao: 0.18,
    intervaloMs: 2500,
    forma: 'square',
    volume: 0.5,
  },
  pedido: {
    notas: [880, 1175, 1568],
    duracao: 0.16,
    intervaloMs: 4000,
    forma: 'sine',
    volume: 0.35,
  },
  chamada: {
    notas: [660, 520, 660, 520],
    duracao: 0.12,
    intervaloMs: 6000,
    forma: 'sine',
    volume: 0.35,
  },
  /** Once, when a line the kitchen has is cancelled: falling and harsh (issue 29 §2). */
  cancelado: {
    notas: [784, 587, 440, 330],
    duracao: 0.2,
    intervaloMs: 0,
    forma: 'sawtooth',
    volume: 0.4,
  },
} as const;

export type Alerta = keyof typeof SONS;

const CHAVE_SOM = 'monitorSom';

function preferenciaDeSom(): boolean {
  try {
    return window.localStorage.getItem(CHAVE_SOM) !== 'off';
  } catch {
    return true;
  }
}

function tocar(contexto: AudioContext, alerta: Alerta): void {
  const { notas, duracao, forma, volume: pico } = SONS[alerta];
  const inicio = contexto.currentTime + 0.02;
  notas.forEach((frequencia, i) => {
    const oscilador = contexto.createOscillator();
    const volume = contexto.createGain();
    oscilador.type = forma;
    oscilador.frequency.value = frequencia;
    const t = inicio + i * duracao * 1.15;
    volume.gain.setValueAtTime(0.0001, t);
    volume.gain.exponentialRampToValueAtTime(pico, t + 0.015);
    volume.gain.exponentialRampToValueAtTime(0.0001, t + duracao);
    oscilador.connect(volume).connect(contexto.destination);
    oscilador.start(t);
    oscilador.stop(t + duracao + 0.02);
  });
}

/**
 * Kitchen alerts: the siren while an alert about the kitchen waits for 'Ciente', the new-order
 * chime while any order waits for 'Preparar', the call beep while any waiter call waits for an
 * answer (in that order of precedence). Browsers only play sound after a click on the page, so
 * `bloqueado` asks for one.
 */
export function useAlertaSonoro(pendentes: {
  pedidos: number;
  chamadas: number;
  cozinha?: number;
}) {
  const [ligado, setLigado] = useState(preferenciaDeSom);
  const [bloqueado, setBloqueado] = useState(false);
  const contexto = useRef<AudioContext | null>(null);
  const alerta: Alerta | null =
    (pendentes.cozinha ?? 0) > 0
      ? 'cozinha'
      : pendentes.pedidos > 0
        ? 'pedido'
        : pendentes.chamadas > 0
          ? 'chamada'
          : null;

  const obterContexto = useCallback((): AudioContext | null => {
    if (contexto.current) return contexto.current;
    const Construtor = window.AudioContext;
    if (!Construtor) return null;
    contexto.current = new Construtor();
    return contexto.current;
  }, []);

  /** Starts the audio the browser held back (its autoplay rule): it needs the user's gesture. */
  const desbloquear = useCallback(() => {
    const ctx = obterContexto();
    if (ctx && ctx.state === 'suspended') void ctx.resume().then(() => setBloqueado(false));
    else setBloqueado(false);
  }, [obterContexto]);

  // Any click or key on the page unlocks the audio, the 'turn the sound on' offer included. On
  // the click, not the pointerdown: unlocking takes that offer off the screen, and if that moved
  // the page while the finger was still down, the tap would miss the button it was aimed at
  // ('Atendida', 'Preparar'). The click has reached its button when this runs.
  useEffect(() => {
    window.addEventListener('click', desbloquear);
    window.addEventListener('keydown', desbloquear);
    return () => {
      window.removeEventListener('click', desbloquear);
      window.removeEventListener('keydown', desbloquear);
    };
  }, [desbloquear]);

  useEffect(() => {
    if (!ligado || !alerta) return;
    const repetir = () => {
      const ctx = obterContexto();
      if (!ctx) return;
      if (ctx.state === 'suspended') {
        void ctx.resume().catch(() => undefined);
        if (ctx.state === 'suspended') {
          setBloqueado(true);
          return;
        }
      }
      tocar(ctx, alerta);
    };
    repetir();
    const id = window.setInterval(repetir, SONS[alerta].intervaloMs);
    return () => window.clearInterval(id);
  }, [alerta, ligado, obterContexto]);

  const alternar = useCallback(() => {
    setLigado((atual) => {
      const novo = !atual;
      try {
        window.localStorage.setItem(CHAVE_SOM, novo ? 'on' : 'off');
      } catch {
        // Without storage the choice lasts until the page reloads.
      }
      if (novo) void obterContexto()?.resume();
      return novo;
    });
  }, [obterContexto]);

  /** One sound now (a change on a ticket), when the sound is on and the browser lets it play. */
  const tocarUmaVez = useCallback(
    (som: Alerta) => {
      if (!ligado) return;
      const ctx = obterContexto();
      if (ctx && ctx.state === 'running') tocar(ctx, som);
    },
    [ligado, obterContexto],
  );

  return {
    ligado,
    alternar,
    tocarUmaVez,
    /** The offer's own action (any click on the page does the same). */
    ativar: desbloquear,
    alerta: ligado ? alerta : null,
    bloqueado: ligado && bloqueado,
  };
}

const idDoAviso = (id: number) => `chamada-${id}`;

/** A toast per pending waiter call that stays until the call is answered (on any screen). */
export function useAvisosDeChamadas(chamadas: ChamadaEvento[] | undefined) {
  const abertos = useRef(new Set<number>());
  useEffect(() => {
    if (!chamadas) return;
    const atuais = new Set(chamadas.map((c) => c.id));
    for (const chamada of chamadas) {
      if (abertos.current.has(chamada.id)) continue;
      abertos.current.add(chamada.id);
      toaster.create({
        id: idDoAviso(chamada.id),
        type: 'warning',
        title: avisoDaChamada(chamada),
        description: 'O aviso fica aqui até a chamada ser atendida.',
        duration: Infinity,
      });
    }
    for (const id of abertos.current) {
      if (atuais.has(id)) continue;
      abertos.current.delete(id);
      toaster.dismiss(idDoAviso(id));
    }
  }, [chamadas]);
  useEffect(() => {
    const avisos = abertos.current;
    return () => {
      for (const id of avisos) toaster.dismiss(idDoAviso(id));
      avisos.clear();
    };
  }, []);
}
