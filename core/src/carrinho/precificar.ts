import {
  precoUnitarioCentavos,
  type OpcaoGrupo,
  type Personalizacao,
  type PersonalizacaoInput,
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
    if (!grupo || !item) throw validacao('Personalização inválida para este produto');
    if (escolha.tipo && escolha.tipo !== grupo.tipo)
      throw validacao('Tipo de personalização inválido');
    if (grupo.tipo === 'remover' && (escolha.preco_adicional ?? 0) !== 0)
      throw validacao('Remoções não têm preço');
    const chave = `${grupo.id}:${item.id}`;
    if (vistos.has(chave)) throw validacao(`"${item.nome}" foi escolhido mais de uma vez`);
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
          ? `Escolha apenas uma opção em "${grupo.nome}"`
          : `Escolha no máximo ${grupo.max_selecoes} opções em "${grupo.nome}"`,
      );
    if (grupo.obrigatorio && escolhidos === 0)
      throw validacao(`Escolha uma opção em "${grupo.nome}"`);
  }
  personalizacoes.sort((a, b) => a.opcao_id - b.opcao_id || a.item_id - b.item_id);
  return {
    precoUnitarioCentavos: precoUnitarioCentavos(precoProduto, personalizacoes),
    personalizacoes,
  };
}
