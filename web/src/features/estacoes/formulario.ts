import {
  COR_PADRAO_ESTACAO,
  formatarTempoMedio,
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
  /** The station's own target per ticket, in minutes; empty: its longest item's. */
  alvo_min: string;
}

/** A new station's form after the last one; an existing one's as stored. */
export function valoresIniciais(estacao: Estacao | null, estacoes: Estacao[]): ValoresDaEstacao {
  if (estacao)
    return {
      nome: estacao.nome,
      cor: estacao.cor.toUpperCase(),
      ordem: String(estacao.ordem),
      ativo: estacao.ativo,
      alvo_min: estacao.alvo_min === null ? '' : String(estacao.alvo_min),
    };
  const proxima = estacoes.reduce((maior, e) => Math.max(maior, e.ordem + 1), 0);
  return {
    nome: '',
    cor: COR_PADRAO_ESTACAO.toUpperCase(),
    ordem: String(Math.min(proxima, 9999)),
    ativo: true,
    alvo_min: '',
  };
}

/**
 * What the shared schema reads from the form: the order and the target as numbers (not a
 * number, NaN, which it refuses with its own message). The order left empty takes the schema's
 * default; the target left empty is null (the longest item's, and clears a stored one).
 */
export function entradaDoFormulario(valores: ValoresDaEstacao): EstacaoFormInput {
  const ordem = valores.ordem.trim();
  const alvo = valores.alvo_min.trim();
  return {
    nome: valores.nome,
    cor: valores.cor,
    ordem: ordem === '' ? undefined : Number(ordem),
    ativo: valores.ativo,
    alvo_min: alvo === '' ? null : Number(alvo),
  };
}

/** The target field's help: what an empty field means. */
export const ajudaDoAlvo = (alvo: string) =>
  alvo.trim() === ''
    ? 'Usa o maior tempo de preparo dos itens'
    : 'Deixe vazio para usar o maior tempo de preparo dos itens';

/** A station's target as the list shows it: '15 min', '1 h 30 min', or 'pelos itens'. */
export const alvoDaEstacao = (alvo: number | null) =>
  alvo === null ? 'pelos itens' : formatarTempoMedio(alvo * 60);

/** The colour the swatch and the picker show: the typed one when it is a colour. */
export const corMostrada = (valor: string) => normalizarCor(valor) ?? COR_PADRAO_ESTACAO;
