import {
  idsDosItens,
  MOTIVOS_CUPOM,
  type AplicavelEm,
  type TipoPromocao,
} from '@cardapio/shared-events';
import { diaLocal } from '../shared/dia-local';
import { paraCentavos } from '../shared/money';

/** What validarCupom needs of a promotion (a promocoes row fits). */
export interface PromocaoParaCupom {
  tipo: TipoPromocao;
  valor: string | number;
  data_inicio: string;
  data_fim: string;
  uso_maximo: number;
  uso_atual: number;
  valor_minimo: string | number;
  aplicavel_em: AplicavelEm;
  itens_aplicaveis: string;
  ativo: boolean;
}

export interface LinhaParaCupom {
  produto_id: number;
  categoria_id: number | null;
  subtotalCentavos: number;
}

export interface ContextoDoCupom {
  linhas: LinhaParaCupom[];
  agora: Date;
  /** The company's timezone (empresas.timezone): the coupon's dates are days there. */
  timezone: string;
}

export type ResultadoDoCupom =
  { ok: true; descontoCentavos: number } | { ok: false; motivo: string };

const diaBr = (dia: string) => dia.split('-').reverse().join('/');
const reais = (centavos: number) => `R$ ${(centavos / 100).toFixed(2).replace('.', ',')}`;

/**
 * Whether a coupon applies to a cart now and its discount in cents. Pure, so the checkout step
 * can run it on the lines it has locked. The discount falls only on the applicable lines and never
 * exceeds their subtotal; the minimum is checked on the whole cart's subtotal.
 */
export function validarCupom(
  promocao: PromocaoParaCupom,
  contexto: ContextoDoCupom,
): ResultadoDoCupom {
  if (!promocao.ativo) return { ok: false, motivo: MOTIVOS_CUPOM.inativo };
  const hoje = diaLocal(contexto.agora, contexto.timezone);
  if (hoje < promocao.data_inicio)
    return { ok: false, motivo: MOTIVOS_CUPOM.aindaNaoValido(diaBr(promocao.data_inicio)) };
  if (hoje > promocao.data_fim)
    return { ok: false, motivo: MOTIVOS_CUPOM.expirado(diaBr(promocao.data_fim)) };
  if (promocao.uso_atual >= promocao.uso_maximo)
    return { ok: false, motivo: MOTIVOS_CUPOM.esgotado };

  const subtotal = contexto.linhas.reduce((s, l) => s + l.subtotalCentavos, 0);
  const minimo = paraCentavos(promocao.valor_minimo);
  if (subtotal < minimo) return { ok: false, motivo: MOTIVOS_CUPOM.valorMinimo(reais(minimo)) };

  const itens = new Set(idsDosItens(promocao.itens_aplicaveis));
  const aplicavel = (l: LinhaParaCupom) =>
    promocao.aplicavel_em === 'todos' ||
    (promocao.aplicavel_em === 'produtos' && itens.has(l.produto_id)) ||
    (promocao.aplicavel_em === 'categorias' &&
      l.categoria_id !== null &&
      itens.has(l.categoria_id));
  const base = contexto.linhas.filter(aplicavel).reduce((s, l) => s + l.subtotalCentavos, 0);
  if (base === 0) return { ok: false, motivo: MOTIVOS_CUPOM.semItensAplicaveis };

  const desconto =
    promocao.tipo === 'percentual'
      ? Math.round((base * Number(promocao.valor)) / 100)
      : paraCentavos(promocao.valor);
  return { ok: true, descontoCentavos: Math.min(desconto, base) };
}
