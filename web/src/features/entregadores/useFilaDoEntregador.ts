import { useCallback, useEffect, useRef, useState } from 'react';
import { mensagemDeErro, statusDoErro } from '../../app/http';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../app/toaster';
import { entregadoresApi, useAcaoDaEntregaMutation } from './api';
import { comEntrega } from './entregas';
import {
  chaveDaFila,
  desfechoDoEnvio,
  enfileirar,
  esperaAntesDeTentar,
  lerFilaSalva,
  proximaDaFila,
  tirarDaFila,
  type AcaoNaFila,
  type Fila,
} from './fila';

function lerDoAparelho(chave: string): Fila {
  try {
    return lerFilaSalva(window.localStorage.getItem(chave));
  } catch {
    return [];
  }
}

function gravarNoAparelho(chave: string, fila: Fila) {
  try {
    if (fila.length === 0) window.localStorage.removeItem(chave);
    else window.localStorage.setItem(chave, JSON.stringify(fila));
  } catch {
    // No storage (private mode, quota): the queue lives while the page is open.
  }
}

/** Whether the browser says it is online, kept current. */
export function useNoAr(): boolean {
  const [noAr, setNoAr] = useState(() => navigator.onLine);
  useEffect(() => {
    const ligar = () => setNoAr(true);
    const desligar = () => setNoAr(false);
    window.addEventListener('online', ligar);
    window.addEventListener('offline', desligar);
    return () => {
      window.removeEventListener('online', ligar);
      window.removeEventListener('offline', desligar);
    };
  }, []);
  return noAr;
}

/**
 * The courier's taps, kept in this phone (per link) and sent in order: at once when tapped, when
 * the browser comes back online, when the page opens, and on a timer that waits longer after
 * each failure. An action leaves the queue once the server answered it (2xx, or a refusal whose
 * message is shown); the page is read again after each batch.
 */
export function useFilaDoEntregador(token: string) {
  const chave = chaveDaFila(token);
  const dispatch = useAppDispatch();
  const [enviar] = useAcaoDaEntregaMutation();
  const [fila, setFila] = useState<Fila>(() => lerDoAparelho(chave));
  const [falhou, setFalhou] = useState(false);
  const atual = useRef(fila);
  const enviando = useRef(false);
  const falhas = useRef(0);
  const timer = useRef<number | null>(null);
  const esvaziarRef = useRef<() => Promise<void>>(async () => {});

  const mudar = useCallback(
    (nova: Fila) => {
      atual.current = nova;
      setFila(nova);
      gravarNoAparelho(chave, nova);
    },
    [chave],
  );

  const mostrarResposta = useCallback(
    (resposta: Parameters<typeof comEntrega>[1]) =>
      dispatch(
        entregadoresApi.util.updateQueryData('paginaDoEntregador', token, (pagina) => {
          pagina.entregas = comEntrega(pagina.entregas, resposta);
        }),
      ),
    [dispatch, token],
  );

  const esvaziar = useCallback(async () => {
    if (enviando.current) return;
    enviando.current = true;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    let respondidas = 0;
    try {
      for (let acao = proximaDaFila(atual.current); acao; acao = proximaDaFila(atual.current)) {
        const resultado = await enviar({ token, acao });
        const desfecho = desfechoDoEnvio('data' in resultado ? 200 : statusDoErro(resultado.error));
        if (desfecho === 'tentar_de_novo') {
          falhas.current += 1;
          setFalhou(true);
          timer.current = window.setTimeout(
            () => void esvaziarRef.current(),
            esperaAntesDeTentar(falhas.current),
          );
          return;
        }
        falhas.current = 0;
        setFalhou(false);
        mudar(tirarDaFila(atual.current, acao));
        respondidas += 1;
        if ('data' in resultado && resultado.data) mostrarResposta(resultado.data.entrega);
        else
          notify.error(mensagemDeErro(resultado.error, 'Não foi possível registrar esta entrega'), {
            acao: `entrega-${acao.pedido_id}`,
          });
      }
    } finally {
      enviando.current = false;
      if (respondidas > 0)
        void dispatch(
          entregadoresApi.endpoints.paginaDoEntregador.initiate(token, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
    }
  }, [dispatch, enviar, mostrarResposta, mudar, token]);

  useEffect(() => {
    esvaziarRef.current = esvaziar;
  }, [esvaziar]);

  // On opening (what an earlier visit left) and whenever the browser is back online.
  useEffect(() => {
    const voltar = () => {
      falhas.current = 0;
      void esvaziarRef.current();
    };
    voltar();
    window.addEventListener('online', voltar);
    return () => {
      window.removeEventListener('online', voltar);
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, []);

  const registrar = useCallback(
    (acao: Omit<AcaoNaFila, 'registrado_em'>) => {
      mudar(enfileirar(atual.current, { ...acao, registrado_em: new Date().toISOString() }));
      void esvaziarRef.current();
    },
    [mudar],
  );

  return { fila, falhou, registrar };
}
