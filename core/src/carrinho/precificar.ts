import {
  MENSAGENS_CARRINHO,
  type OpcaoGrupo,
  type Personalizacao,
  type PersonalizacaoInput,
  precoUnitarioCentavos,
} from '@cardapio/shared-events';
import { validacao } from '../shared/errors';

/**
 * Prices one line from the database: the product's price plus each chosen adicional's
 * preco_adicional × quantidade. Choices are checked against the product's option groups;
 * any price the client sent for an adicional is ignored, and a priced remover is refused.
 */
export function precificarLinha(
  precoProduto: string,
  grupos: OpcaoGrupo[],
  escolhas: PersonalizacaoInput[],
): { precoUnitarioCentavos: number; personalizacoes: Personalizacao[] } {
  const personalizacoes: Personalizacao[] = [];
  const vistos = new Set<string>();
  for (const escolha of escolhas) {
    const grupo = grupos.find((g) => g.id === escolha.opcao_id);
    const item = grupo?.itens.find((i) => i.id === escolha.item_id);
    if (!grupo || !item) throw validacao(MENSAGENS_CARRINHO.personalizacaoInvalida);
    if (escolha.tipo && escolha.tipo !== grupo.tipo)
      throw validacao(MENSAGENS_CARRINHO.tipoDePersonalizacao);
    if (grupo.tipo === 'remover' && (escolha.preco_adicional ?? 0) !== 0)
      throw validacao(MENSAGENS_CARRINHO.remocaoSemPreco);
    const chave = `${grupo.id}:${item.id}`;
    if (vistos.has(chave)) throw validacao(MENSAGENS_CARRINHO.escolhidoDuasVezes(item.nome));
    vistos.add(chave);
    personalizacoes.push({
      opcao_id: grupo.id,
      item_id: item.id,
      nome: item.nome,
      preco_adicional: grupo.tipo === 'remover' ? 0 : item.preco_adicional,
      quantidade: escolha.quantidade,
      tipo: grupo.tipo,
    });
  }
  for (const grupo of grupos) {
    const escolhidos = personalizacoes.filter((p) => p.opcao_id === grupo.id).length;
    if (escolhidos > grupo.max_selecoes)
      throw validacao(
        grupo.max_selecoes === 1
          ? MENSAGENS_CARRINHO.escolhaApenasUma(grupo.nome)
          : MENSAGENS_CARRINHO.escolhaNoMaximo(grupo.max_selecoes, grupo.nome),
      );
    if (grupo.obrigatorio && escolhidos === 0)
      throw validacao(MENSAGENS_CARRINHO.escolhaUma(grupo.nome));
  }
  personalizacoes.sort((a, b) => a.opcao_id - b.opcao_id || a.item_id - b.item_id);
  return {
    precoUnitarioCentavos: precoUnitarioCentavos(precoProduto, personalizacoes),
    personalizacoes,
  };
}
