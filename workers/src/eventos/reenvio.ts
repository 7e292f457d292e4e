import type { EventosPendentes } from '@cardapio/core';
import type { DomainEvent } from '@cardapio/shared-events';
import { enviarRegistrado, type Destino } from './publicacao';
import type { RegistroDeEventos } from './registro';

/** The outbox side of a publishing process (gateway or workers). */
export interface Reenvio {
  /**
   * Keeps an event the log refused in the database outbox and hurries the next pass. Never
   * throws: a failed write is said loudly (the event then reached only this process's sockets).
   */
  guardar(evento: DomainEvent): void;
  /** Stops the loop: no new pass; waits for the one in progress and for writes under way. */
  fechar(): Promise<void>;
}

export interface OpcoesDoReenvio {
  pendentes: Pick<EventosPendentes, 'guardar' | 'empresasComPendentes' | 'entregar'>;
  registro: RegistroDeEventos;
  destino: Destino;
  /**
   * With nothing known to wait: how often to look for what another process left (one that died
   * before delivering). Default 30 s, the first look too.
   */
  ociosoMs?: number;
  /** The first look, when not `ociosoMs` after start. */
  primeiraMs?: number;
  /** The wait after a failed pass, doubled on each failure up to `maximoMs`. Default 0.5 s, 5 s. */
  minimoMs?: number;
  maximoMs?: number;
}

const mensagem = (erro: unknown) => (erro instanceof Error ? erro.message : String(erro));

/**
 * The retry loop of the events outbox (issue 28 §4), one per publishing process. A pass goes
 * company by company: it asks the log first (outside any transaction, so nothing is locked while
 * Redis is down), then claims the company's waiting rows (core's `entregar`: FOR UPDATE SKIP
 * LOCKED, so two processes never deliver one row), gives each its place in the log, sends it
 * with that place and deletes it. Once in the log an event is safe: a screen that missed it live
 * is given it again on its next (re)connection, and every gateway replays the log to its
 * sockets when its Redis adapter comes back (realtime/reposicao-apos-queda.ts).
 * While the log stays down the passes back off; timers never keep the process alive.
 */
export function iniciarReenvio(opcoes: OpcoesDoReenvio): Reenvio {
  const { pendentes, registro, destino } = opcoes;
  const ocioso = opcoes.ociosoMs ?? 30_000;
  const minimo = opcoes.minimoMs ?? 500;
  const maximo = opcoes.maximoMs ?? 5_000;
  let espera = minimo;
  let timer: NodeJS.Timeout | undefined;
  let quando = Infinity;
  let passada: Promise<void> | undefined;
  let deNovo = false;
  let fechado = false;
  let adiado = false;
  const escritas = new Set<Promise<void>>();

  /** The next pass in `ms`, unless one is due sooner. */
  function agendar(ms: number) {
    if (fechado) return;
    const em = Date.now() + ms;
    if (timer && quando <= em) return;
    clearTimeout(timer);
    quando = em;
    timer = setTimeout(() => {
      timer = undefined;
      quando = Infinity;
      rodar();
    }, ms);
    timer.unref();
  }

  function rodar() {
    if (fechado) return;
    if (passada) {
      deNovo = true;
      return;
    }
    passada = passar().finally(() => (passada = undefined));
  }

  async function passar(): Promise<void> {
    let resultado: 'vazio' | 'resta' | 'falhou';
    try {
      resultado = await entregarTudo();
    } catch (erro) {
      resultado = 'falhou';
      if (!adiado) console.warn(`[eventos] reenvio adiado: ${mensagem(erro)}`);
      adiado = true;
    }
    if (resultado === 'falhou') {
      const ms = espera * (0.8 + Math.random() * 0.4);
      espera = Math.min(espera * 2, maximo);
      deNovo = false;
      agendar(ms);
      return;
    }
    espera = minimo;
    adiado = false;
    const logo = resultado === 'resta' || deNovo;
    deNovo = false;
    agendar(logo ? 0 : ocioso);
  }

  async function entregarTudo(): Promise<'vazio' | 'resta'> {
    const empresas = await pendentes.empresasComPendentes();
    let entregues = 0;
    let resta = false;
    try {
      for (const empresaId of empresas) {
        if (fechado) return 'vazio';
        // Raises while Redis is down: no transaction opened, no row locked in vain.
        await registro.posicao(empresaId);
        const r = await pendentes.entregar(empresaId, async (evento) =>
          enviarRegistrado(destino, evento, await registro.registrar(evento)),
        );
        entregues += r.entregues;
        resta ||= r.restam;
        if (r.falha !== undefined) throw r.falha;
      }
    } finally {
      if (entregues) console.log(`[eventos] ${entregues} evento(s) pendente(s) entregue(s)`);
    }
    return resta ? 'resta' : 'vazio';
  }

  agendar(opcoes.primeiraMs ?? ocioso);

  return {
    guardar(evento) {
      const escrita = pendentes.guardar(evento).then(
        () => agendar(espera),
        (erro: unknown) =>
          console.error(
            `[eventos] EVENTO PERDIDO: o registro recusou ${evento.name} (empresa ${evento.empresaId}) ` +
              'e o banco não o guardou para reenvio; só os sockets deste processo o receberam.',
            erro,
          ),
      );
      escritas.add(escrita);
      void escrita.finally(() => escritas.delete(escrita));
    },
    async fechar() {
      fechado = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.all([...escritas]);
      await passada;
    },
  };
}
