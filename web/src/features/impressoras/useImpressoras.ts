import type { DocumentoDeImpressaoTipo } from '@cardapio/shared-events';
import { useCallback } from 'react';
import { mensagemDeErro } from '../../app/http';
import { notify } from '../../app/toaster';
import { useImpressorasDisponiveisQuery, type EnvioParaImpressora } from './api';
import type { SessaoDaImpressao } from './documentos';

const NENHUM: DocumentoDeImpressaoTipo[] = [];

/** The toast of a failed send with no answer from the server (network, timeout). */
export const ERRO_AO_ENVIAR = 'Não foi possível enviar para a impressora';

/**
 * The documents this screen may send to a printer (none while unknown, or without a session):
 * its 'Reimprimir' and 'Imprimir na impressora' show only when a printer would print them.
 */
export function useImpressorasDisponiveis(sessao: SessaoDaImpressao | null) {
  const { data } = useImpressorasDisponiveisQuery(sessao ?? 'cliente', {
    skip: sessao === null,
    refetchOnMountOrArgChange: 60,
  });
  const documentos = data ?? NENHUM;
  return {
    documentos,
    tem: (documento: DocumentoDeImpressaoTipo) => documentos.includes(documento),
  };
}

/** Sends to the printer and says how it went: the server's message, or its error. */
export function useAvisoDoEnvio() {
  return useCallback(async (envio: Promise<EnvioParaImpressora>) => {
    try {
      const resposta = await envio;
      notify.success(resposta.mensagem, { acao: 'impressora' });
      return true;
    } catch (erro) {
      notify.error(mensagemDeErro(erro, ERRO_AO_ENVIAR), { acao: 'impressora' });
      return false;
    }
  }, []);
}
