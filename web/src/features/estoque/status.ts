import { formatarQuantidade, type EstoqueItem, type StatusEstoque } from '@cardapio/shared-events';

export const ROTULO_DO_STATUS: Record<StatusEstoque, string> = {
  normal: 'Normal',
  baixo: 'Baixo',
  critico: 'Crítico',
};

export const COR_DO_STATUS: Record<StatusEstoque, string> = {
  normal: 'green',
  baixo: 'orange',
  critico: 'red',
};

export const quantidadeComUnidade = (quantidade: number, unidade: string) =>
  `${formatarQuantidade(quantidade)} ${unidade}`;

/** The toast of an alert: which item, how bad, how much is left. */
export const textoDoAlerta = (item: EstoqueItem) =>
  `Estoque ${item.status === 'critico' ? 'crítico' : 'baixo'}: ${item.nome} (${quantidadeComUnidade(item.quantidade, item.unidade)})`;
