import {
  MENSAGENS_RELATORIOS,
  type PeriodoRelatorio,
  type RelatorioFalhouEvento,
  type RelatorioProgressoEvento,
  type RelatorioProntoEvento,
  type TipoExportacao,
} from '@cardapio/shared-events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ouvirEventos } from '../../app/aoVivo';
import { useAppSelector } from '../../app/hooks';
import { API_BASE } from '../../app/http';
import type { AppSocket } from '../../app/socket';
import { usarSocket } from '../../app/socketCompartilhado';
import { notify } from '../../app/toaster';
import { useExportarRelatorioMutation } from './api';
import { nomeDoArquivo } from './formato';

export type FaseDaExportacao = 'enviando' | 'gerando' | 'baixando' | 'concluida' | 'falhou';

export interface EstadoDaExportacao {
  fase: FaseDaExportacao;
  /** 0–100, never going back. */
  percentual: number;
  periodo: PeriodoRelatorio;
}

/** With no news of the job for this long, the export is given up (a lost socket, a dead worker). */
const SILENCIO_MAXIMO_MS = 120_000;
/** How long the export waits for the socket before asking anyway. */
const ESPERA_DO_SOCKET_MS = 10_000;

type Evento =
  | { tipo: 'progresso'; dados: RelatorioProgressoEvento }
  | { tipo: 'pronto'; dados: RelatorioProntoEvento }
  | { tipo: 'falhou'; dados: RelatorioFalhouEvento };

function conectado(socket: AppSocket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const pronto = () => {
      clearTimeout(timer);
      socket.off('connect', pronto);
      resolve();
    };
    const timer = setTimeout(pronto, ESPERA_DO_SOCKET_MS);
    socket.on('connect', pronto);
  });
}

/**
 * The download link the server announced, only on our own origin: the request carries the
 * session's token, which must never go anywhere else.
 */
function urlDoArquivo(url: string): string | null {
  const relativa =
    /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') ? url : `${API_BASE}/${url}`;
  try {
    const destino = new URL(relativa, window.location.origin);
    return destino.origin === window.location.origin ? destino.href : null;
  } catch {
    return null;
  }
}

/** GET with the session (same auth as the API), then the browser saves it under `arquivo`. */
async function baixar(url: string, arquivo: string, token: string): Promise<void> {
  const destino = urlDoArquivo(url);
  if (!destino) throw new Error('Endereço do arquivo inválido');
  const resposta = await fetch(destino, { headers: { Authorization: `Bearer ${token}` } });
  if (!resposta.ok) throw new Error(`HTTP ${resposta.status}`);
  const href = URL.createObjectURL(await resposta.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = arquivo;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the blob by then; the URL is freed a little later, not at once.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Exports of the reports (issue 16): POST /api/relatorios/exportacoes answers the job's id at
 * once; the job's progress, then its link (or its failure), arrive on this user's socket. The
 * socket listens before the POST is sent, and events that beat the POST's answer wait for its id,
 * so a fast job is never missed. One export per dataset at a time.
 */
export function useExportacoes() {
  const token = useAppSelector((state) => state.sessao.token);
  const [pedirExportacao] = useExportarRelatorioMutation();
  const [estados, setEstados] = useState<Partial<Record<TipoExportacao, EstadoDaExportacao>>>({});
  const ativas = useRef(new Map<TipoExportacao, () => void>());

  useEffect(() => {
    const abertas = ativas.current;
    return () => {
      for (const parar of [...abertas.values()]) parar();
    };
  }, []);

  const exportar = useCallback(
    async (tipo: TipoExportacao, periodo: PeriodoRelatorio) => {
      if (!token || ativas.current.has(tipo)) return;
      const acao = `exportar-relatorio-${tipo}`;
      let percentual = 0;
      let faseAtual: FaseDaExportacao = 'enviando';
      const mostrar = (fase: FaseDaExportacao) => {
        faseAtual = fase;
        setEstados((antes) => ({ ...antes, [tipo]: { fase, percentual, periodo } }));
      };

      let encerrada = false;
      let desligar = () => {};
      let vigia: ReturnType<typeof setTimeout> | undefined;
      const encerrar = () => {
        if (encerrada) return;
        encerrada = true;
        clearTimeout(vigia);
        desligar();
        ativas.current.delete(tipo);
      };
      ativas.current.set(tipo, encerrar);
      const falhar = () => {
        if (encerrada) return;
        encerrar();
        mostrar('falhou');
        notify.error(MENSAGENS_RELATORIOS.erroExportar, { acao });
      };
      const vigiar = () => {
        clearTimeout(vigia);
        vigia = setTimeout(falhar, SILENCIO_MAXIMO_MS);
      };

      mostrar('enviando');
      vigiar();

      let id: string | null = null;
      const antesDoId: Evento[] = [];
      const aplicar = (evento: Evento) => {
        if (encerrada || evento.dados.id !== id) return;
        vigiar();
        if (evento.tipo === 'falhou') {
          falhar();
        } else if (evento.tipo === 'progresso') {
          const valor = Number(evento.dados.percentual);
          if (Number.isFinite(valor)) percentual = Math.max(percentual, Math.min(100, valor));
          mostrar('gerando');
        } else {
          percentual = 100;
          mostrar('baixando');
          const { url, arquivo } = evento.dados;
          const nome = arquivo?.trim() || nomeDoArquivo(tipo, evento.dados.periodo ?? periodo);
          baixar(url, nome, token).then(
            () => {
              if (encerrada) return;
              encerrar();
              mostrar('concluida');
              notify.success(MENSAGENS_RELATORIOS.exportado, { acao });
            },
            () => falhar(),
          );
        }
      };
      const receber = (evento: Evento) => {
        if (id === null) antesDoId.push(evento);
        else aplicar(evento);
      };

      try {
        const { socket, liberar } = await usarSocket(token);
        const progresso = (dados: RelatorioProgressoEvento) =>
          receber({ tipo: 'progresso', dados });
        const pronto = (dados: RelatorioProntoEvento) => receber({ tipo: 'pronto', dados });
        const falhou = (dados: RelatorioFalhouEvento) => receber({ tipo: 'falhou', dados });
        const parar = ouvirEventos(socket, {
          'relatorio:progresso': progresso,
          'relatorio:pronto': pronto,
          'relatorio:falhou': falhou,
        });
        desligar = () => {
          parar();
          liberar();
        };
        if (encerrada) {
          desligar();
          return;
        }
        await conectado(socket);
        if (encerrada) return;
        const criada = await pedirExportacao({ tipo, periodo }).unwrap();
        id = criada.id;
        for (const evento of antesDoId.splice(0)) aplicar(evento);
        // Queued: the bar shows 0 % until the worker reports.
        if (!encerrada && faseAtual === 'enviando') mostrar('gerando');
      } catch {
        falhar();
      }
    },
    [token, pedirExportacao],
  );

  return { estados, exportar };
}
