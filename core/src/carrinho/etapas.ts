import { and, asc, eq, sql } from 'drizzle-orm';
import type { PersonalizacaoInput } from '@cardapio/shared-events';
import { gruposDoProdutoJson, paraOpcaoGrupos } from '../cardapio/opcoes';
import { categorias, produtos } from '../cardapio/schema';
import { centavosDaLinha, type EtapaDoCheckout } from '../checkout/pipeline';
import { consultaPreparada } from '../db/preparadas';
import { vinculosDoProdutoJson } from '../estoque/produtos';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import { DomainError, naoEncontrado, validacao } from '../shared/errors';
import { precificarLinha } from './precificar';
import { carrinhoItens, carrinhos } from './schema';
import { doCliente } from './service';

const MENSAGEM_PRODUTO_INDISPONIVEL = 'Produto não encontrado ou indisponível';

/**
 * 'travar-carrinho': the customer's cart is locked (select … for update) for the whole checkout,
 * so a repeated click waits and then finds it gone; an expired or empty cart is refused. Its
 * lines are then read in ONE query with what pricing and stock need of each product as it is now
 * (whether it is for sale, its price, its option groups, its linked stock items), whatever the
 * number of lines. That read is a statement of its own, after the lock: a line added while this
 * checkout waited for the lock is read too.
 */
export function etapaTravarCarrinho(now: () => Date): EtapaDoCheckout {
  return {
    nome: 'travar-carrinho',
    async executar(tx, ctx) {
      const [travado] = await carrinhoTravado(tx, {
        empresaId: ctx.empresaId,
        usuarioId: ctx.usuarioId,
      });
      if (!travado || travado.data_expiracao <= now())
        throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);
      const linhas = await linhasParaOCheckout(tx, {
        empresaId: ctx.empresaId,
        carrinhoId: travado.id,
      });
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
        venda: l.vendavel
          ? { preco: l.preco, categoria_id: l.categoria_id, grupos: paraOpcaoGrupos(l.grupos) }
          : null,
        vinculos: l.vinculos,
        categoria_id: null,
        precoUnitarioCentavos: 0,
        personalizacoes: [],
      }));
    },
  };
}

/**
 * 'precificar': every line at the price it has now, not the one it had when added, from what
 * 'travar-carrinho' read with the line (no query). A line that no longer validates names its
 * product in the refusal.
 */
export function etapaPrecificar(): EtapaDoCheckout {
  return {
    nome: 'precificar',
    async executar(_tx, ctx) {
      for (const linha of ctx.linhas) {
        try {
          const venda = linha.venda;
          if (!venda) throw naoEncontrado(MENSAGEM_PRODUTO_INDISPONIVEL);
          const preco = precificarLinha(venda.preco, venda.grupos, linha.escolhas);
          linha.categoria_id = venda.categoria_id;
          linha.precoUnitarioCentavos = preco.precoUnitarioCentavos;
          linha.personalizacoes = preco.personalizacoes;
        } catch (erro) {
          // The line was valid when added: the product or its options changed since then.
          if (erro instanceof DomainError && erro.kind !== 'indisponivel')
            throw validacao(MENSAGENS_PEDIDO.itemMudou(linha.produto_nome, erro.message));
          throw erro;
        }
      }
      ctx.subtotalCentavos = ctx.linhas.reduce((s, l) => s + centavosDaLinha(l), 0);
    },
  };
}

// The checkout's statements, built once (preparadas.ts).
const empresaId = sql.placeholder('empresaId');

const carrinhoTravado = consultaPreparada((db) =>
  db
    .select({
      id: carrinhos.id,
      data_expiracao: carrinhos.data_expiracao,
      observacoes: carrinhos.observacoes,
      cupom_codigo: carrinhos.cupom_codigo,
    })
    .from(carrinhos)
    .where(doCliente(empresaId, sql.placeholder('usuarioId')))
    .for('update'),
);

/**
 * The cart's lines with their products as they are now, in one query. For sale means what the
 * menu shows: the company's own product, active, of an active category or none. Options and
 * stock links are the company's only, so a line naming another company's product or options
 * is refused by the pricing.
 */
const linhasParaOCheckout = consultaPreparada((db) =>
  db
    .select({
      produto_id: carrinhoItens.produto_id,
      quantidade: carrinhoItens.quantidade,
      observacoes: carrinhoItens.observacoes,
      personalizacoes: carrinhoItens.personalizacoes,
      produto_nome: produtos.nome,
      imagem_url: produtos.imagem_url,
      preco: produtos.preco,
      categoria_id: produtos.categoria_id,
      vendavel: sql<boolean>`(${produtos.empresa_id} = ${empresaId} and ${produtos.ativo}
        and (${produtos.categoria_id} is null or coalesce(${categorias.ativo}, false)))`,
      grupos: gruposDoProdutoJson(empresaId, produtos.id),
      vinculos: vinculosDoProdutoJson(empresaId, produtos.id),
    })
    .from(carrinhoItens)
    .innerJoin(produtos, eq(produtos.id, carrinhoItens.produto_id))
    .leftJoin(
      categorias,
      and(eq(categorias.id, produtos.categoria_id), eq(categorias.empresa_id, empresaId)),
    )
    .where(
      and(
        eq(carrinhoItens.empresa_id, empresaId),
        eq(carrinhoItens.carrinho_id, sql.placeholder('carrinhoId')),
      ),
    )
    .orderBy(asc(carrinhoItens.id)),
);
