import { DESFAZER_ATE_MS } from '@cardapio/shared-events';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { mensagemDeErro } from '../../app/http';
import { notify } from '../../app/toaster';
import type { AcessoDaEquipe } from '../pedidos/equipe/api';
import { usePreparoMutation, type AlvoDoPreparo } from './visao';

/** A bump this screen made, which 'Desfazer' can take back for DESFAZER_ATE_MS. */
export interface BumpFeito {
  alvo: AlvoDoPreparo;
  /** What it was, as the button says it ('#12 · X-Burguer', 'Pedido #12'). */
  rotulo: string;
  em: number;
}

/** At most this many bumps are remembered (the last ones, each within its 2 minutes). */
const LEMBRADOS = 10;

const chaveDo = (alvo: AlvoDoPreparo) => `${alvo.tipo}:${alvo.id}`;

/** The bumps still within the window, newest last. */
export const aindaDesfaziveis = (feitos: readonly BumpFeito[], agora: number) =>
  feitos.filter((b) => agora - b.em < DESFAZER_ATE_MS);

/**
 * A station screen's bumps (item or part) and its 'Desfazer': the latest bump still within 2
 * minutes is taken back first, then the one before. The server's refusals (409: another cook
 * was first, the window closed) are toasts in its own words, never an error page.
 */
export function usePreparo(acesso: AcessoDaEquipe | null) {
  const [preparar] = usePreparoMutation();
  // Kept in a ref (two quick Backspaces take back two bumps, not the same one twice).
  const lista = useRef<BumpFeito[]>([]);
  const [, redesenhar] = useReducer((n: number) => n + 1, 0);
  const mudarFeitos = useCallback((mudar: (atual: BumpFeito[]) => BumpFeito[]) => {
    lista.current = mudar(lista.current);
    redesenhar();
  }, []);
  const feitos = lista.current;
  const [enviando, setEnviando] = useState<ReadonlySet<string>>(new Set());
  // Orders this screen called back: shown again even if they already turned 'pronto'.
  const [chamados, setChamados] = useState<ReadonlySet<number>>(new Set());

  // A bump leaves the list when its window closes (the button goes with the last one).
  const proximoFim = feitos.length > 0 ? Math.min(...feitos.map((b) => b.em)) : null;
  useEffect(() => {
    if (proximoFim === null) return;
    const espera = Math.max(0, proximoFim + DESFAZER_ATE_MS - Date.now());
    const id = window.setTimeout(() => mudarFeitos((f) => aindaDesfaziveis(f, Date.now())), espera);
    return () => window.clearTimeout(id);
  }, [proximoFim, mudarFeitos]);

  const marcarEnvio = (chave: string, ligado: boolean) =>
    setEnviando((atual) => {
      const novo = new Set(atual);
      if (ligado) novo.add(chave);
      else novo.delete(chave);
      return novo;
    });

  const pronto = useCallback(
    async (alvo: AlvoDoPreparo, rotulo: string) => {
      if (!acesso) return;
      const chave = chaveDo(alvo);
      marcarEnvio(chave, true);
      try {
        await preparar({ acao: 'pronto', alvo, acesso }).unwrap();
        mudarFeitos((f) =>
          [...aindaDesfaziveis(f, Date.now()), { alvo, rotulo, em: Date.now() }].slice(-LEMBRADOS),
        );
      } catch (erro) {
        notify.error(mensagemDeErro(erro, 'Não foi possível marcar como pronto'));
      } finally {
        marcarEnvio(chave, false);
      }
    },
    [acesso, preparar, mudarFeitos],
  );

  const desfazer = useCallback(async () => {
    if (!acesso) return;
    const ultimo = aindaDesfaziveis(lista.current, Date.now()).at(-1);
    if (!ultimo) {
      notify.info('Nada para desfazer agora');
      return;
    }
    mudarFeitos((f) => f.filter((b) => b !== ultimo));
    try {
      const resposta = await preparar({ acao: 'desfazer', alvo: ultimo.alvo, acesso }).unwrap();
      setChamados((atual) => new Set(atual).add(resposta.pedido.id));
      notify.success(`${resposta.mensagem}: ${ultimo.rotulo}`);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Não foi possível desfazer'));
    }
  }, [acesso, preparar, mudarFeitos]);

  return {
    pronto,
    desfazer,
    /** The bump 'Desfazer' takes back now (null: nothing within the window). */
    ultimo: feitos.at(-1) ?? null,
    enviando: (alvo: AlvoDoPreparo) => enviando.has(chaveDo(alvo)),
    /** The orders 'Desfazer' brought back to this screen. */
    chamados,
  };
}

export type Preparo = ReturnType<typeof usePreparo>;
