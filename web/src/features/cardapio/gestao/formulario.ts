import {
  IMAGEM_TAMANHO_MAXIMO,
  MENSAGENS_CATALOGO,
  type CategoriaAdmin,
  type Estacao,
} from '@cardapio/shared-events';
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

/**
 * The kitchen stations a category or product form offers (issue 29): the active ones, and the
 * one it already names even when inactive (so the form shows what is stored). Empty: the form
 * offers no choice.
 */
export function estacoesDoFormulario(
  estacoes: readonly Estacao[],
  atual: number | null,
): Estacao[] {
  return estacoes.filter((e) => e.ativo || e.id === atual);
}

/**
 * `estacao_id` as the multipart body carries it: the id, or '' for none (the contract's "none");
 * undefined (left out: the server keeps what is stored) when the form offered no choice.
 */
export function estacaoParaEnviar(
  oferecida: boolean,
  estacaoId: number | null | undefined,
): number | '' | undefined {
  if (!oferecida) return undefined;
  return estacaoId ?? '';
}

/**
 * A product form's "no station of its own" option: it follows its category's station, named when
 * the category has an active one.
 */
export function rotuloDaEstacaoDaCategoria(
  categoria: Pick<CategoriaAdmin, 'estacao_id'> | undefined,
  estacoes: readonly Estacao[],
): string {
  if (!categoria) return 'A da categoria';
  const daCategoria = estacoes.find((e) => e.id === categoria.estacao_id && e.ativo);
  return daCategoria ? `A da categoria (${daCategoria.nome})` : 'A da categoria (todas as telas)';
}
