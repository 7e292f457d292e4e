import { IMAGEM_TAMANHO_MAXIMO, MENSAGENS_CATALOGO } from '@cardapio/shared-events';
import { mensagemDoServidor, statusDoErro } from '../../../app/http';

/** The client-side checks of a picked picture, with the server's messages (staff-side §5). */
export function erroDaImagem(arquivo: File): string | null {
  if (!arquivo.type.startsWith('image/')) return MENSAGENS_CATALOGO.arquivoNaoImagem;
  if (arquivo.size > IMAGEM_TAMANHO_MAXIMO) return MENSAGENS_CATALOGO.arquivoGrande;
  return null;
}

/** Multipart body: every value as text (the contract accepts numbers and booleans as text). */
export function formularioMultipart(
  campos: Record<string, string | number | boolean | null | undefined>,
  imagem: File | null,
): FormData {
  const dados = new FormData();
  for (const [nome, valor] of Object.entries(campos)) {
    if (valor !== null && valor !== undefined) dados.append(nome, String(valor));
  }
  if (imagem) dados.append('imagem', imagem);
  return dados;
}

/** A failed save: the server's `erro`, else the spec's mapping (staff-side §8), else `padrao`. */
export function mensagemDoErroDeSalvar(erro: unknown, padrao: string): string {
  const servidor = mensagemDoServidor(erro);
  if (servidor) return servidor;
  const status = statusDoErro(erro);
  if (status === 413) return MENSAGENS_CATALOGO.arquivoGrande;
  if (status === 401) return MENSAGENS_CATALOGO.sessaoExpirada;
  return padrao;
}
