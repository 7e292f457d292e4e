import {
  COR_PADRAO_ESTACAO,
  normalizarCor,
  type Estacao,
  type EstacaoFormInput,
} from '@cardapio/shared-events';

/** The screen's own texts (the server answers the rest: `erro`, and `mensagem` on delete). */
export const TEXTOS_ESTACAO = {
  estacaoCriada: 'Estação criada com sucesso!',
  estacaoAtualizada: 'Estação atualizada com sucesso!',
  estacaoAtivada: 'Estação ativada',
  estacaoDesativada: 'Estação desativada',
  erroSalvar: 'Não foi possível salvar a estação. Tente novamente.',
  erroExcluir: 'Não foi possível excluir a estação. Tente novamente.',
  erroAlterar: 'Não foi possível alterar a estação. Tente novamente.',
  erroCarregar: 'Erro ao carregar as estações',
  vazia:
    'Divida a cozinha em estações — Cozinha, Bar, Chapa — e cada tela mostra só o que é seu. ' +
    'Sem estações, todas as telas mostram o pedido inteiro.',
  confirmarExclusao: (nome: string) =>
    `"${nome}" será excluída. As categorias e os produtos que a usam voltam a aparecer em ` +
    'todas as telas da cozinha. Esta ação não pode ser desfeita.',
} as const;

/**
 * A few colours a station can take with one tap (white text reads on each of them); six, so they
 * fit one row of touch-sized swatches on a phone.
 */
export const CORES_SUGERIDAS = [
  { nome: 'Azul', cor: COR_PADRAO_ESTACAO },
  { nome: 'Vermelho', cor: '#dc2626' },
  { nome: 'Âmbar', cor: '#b45309' },
  { nome: 'Verde', cor: '#15803d' },
  { nome: 'Azul-petróleo', cor: '#0f766e' },
  { nome: 'Roxo', cor: '#7c3aed' },
] as const;

/** The station form's fields, as typed. */
export interface ValoresDaEstacao {
  nome: string;
  cor: string;
  ordem: string;
  ativo: boolean;
}

/** A new station's form after the last one; an existing one's as stored. */
export function valoresIniciais(estacao: Estacao | null, estacoes: Estacao[]): ValoresDaEstacao {
  if (estacao)
    return {
      nome: estacao.nome,
      cor: estacao.cor.toUpperCase(),
      ordem: String(estacao.ordem),
      ativo: estacao.ativo,
    };
  const proxima = estacoes.reduce((maior, e) => Math.max(maior, e.ordem + 1), 0);
  return {
    nome: '',
    cor: COR_PADRAO_ESTACAO.toUpperCase(),
    ordem: String(Math.min(proxima, 9999)),
    ativo: true,
  };
}

/**
 * What the shared schema reads from the form: the order as a number (left empty, the schema's
 * default; not a number, NaN, which it refuses with its own message).
 */
export function entradaDoFormulario(valores: ValoresDaEstacao): EstacaoFormInput {
  const ordem = valores.ordem.trim();
  return {
    nome: valores.nome,
    cor: valores.cor,
    ordem: ordem === '' ? undefined : Number(ordem),
    ativo: valores.ativo,
  };
}

/** The colour the swatch and the picker show: the typed one when it is a colour. */
export const corMostrada = (valor: string) => normalizarCor(valor) ?? COR_PADRAO_ESTACAO;
