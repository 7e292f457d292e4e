import type { PersonalizacaoInput } from '@cardapio/shared-events';
import type { CardapioService } from '../cardapio/service';
import type { EtapaDoCheckout } from '../checkout/pipeline';
import { MENSAGENS_PEDIDO } from '../pedidos/mensagens';
import { DomainError, naoEncontrado, validacao } from '../shared/errors';
import { precificarLinha } from './precificar';
import { carrinhos } from './schema';
import type { CarrinhoService } from './service';

const MENSAGEM_PRODUTO_INDISPONIVEL = 'Produto não encontrado ou indisponível';

/**
 * 'travar-carrinho': the customer's cart is locked (select … for update) for the whole checkout,
 * so a repeated click waits and then finds it gone; an expired or empty cart is refused.
 */
export function etapaTravarCarrinho(carrinho: CarrinhoService, now: () => Date): EtapaDoCheckout {
  return {
    nome: 'travar-carrinho',
    async executar(tx, ctx) {
      const [travado] = await tx
        .select()
        .from(carrinhos)
        .where(carrinho.doCliente(ctx.empresaId, ctx.usuarioId))
        .for('update');
      if (!travado || travado.data_expiracao <= now())
        throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);
      const linhas = await carrinho.linhas(ctx.empresaId, travado.id, tx);
      if (linhas.length === 0) throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);
      ctx.carrinho = {
        id: travado.id,
        observacoes: travado.observacoes,
        cupom_codigo: travado.cupom_codigo,
      };
      ctx.linhas = linhas.map((l) => ({
        produto_id: l.produto_id,
        produto_nome: l.produto_nome,
        imagem_url: l.imagem_url,
        quantidade: l.quantidade,
        observacoes: l.observacoes,
        escolhas: l.personalizacoes as PersonalizacaoInput[],
        categoria_id: null,
        precoUnitarioCentavos: 0,
        personalizacoes: [],
      }));
    },
  };
}

/**
 * 'precificar': every line at the price it has now, not the one it had when added. The
 * products and options of all lines are read together (three queries whatever the number of
 * lines). A line that no longer validates names its product in the refusal.
 */
export function etapaPrecificar(cardapio: CardapioService): EtapaDoCheckout {
  return {
    nome: 'precificar',
    async executar(tx, ctx) {
      const vendaveis = await cardapio.produtosParaVenda(
        ctx.empresaId,
        ctx.linhas.map((l) => l.produto_id),
        tx,
      );
      for (const linha of ctx.linhas) {
        try {
          const venda = vendaveis.get(linha.produto_id);
          if (!venda) throw naoEncontrado(MENSAGEM_PRODUTO_INDISPONIVEL);
          const preco = precificarLinha(venda.produto.preco, venda.grupos, linha.escolhas);
          linha.categoria_id = venda.produto.categoria_id;
          linha.precoUnitarioCentavos = preco.precoUnitarioCentavos;
          linha.personalizacoes = preco.personalizacoes;
        } catch (erro) {
          // The line was valid when added: the product or its options changed since then.
          if (erro instanceof DomainError && erro.kind !== 'indisponivel')
            throw validacao(MENSAGENS_PEDIDO.itemMudou(linha.produto_nome, erro.message));
          throw erro;
        }
      }
      ctx.subtotalCentavos = ctx.linhas.reduce(
        (s, l) => s + l.precoUnitarioCentavos * l.quantidade,
        0,
      );
    },
  };
}
