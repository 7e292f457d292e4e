import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { AdicionarAoCarrinhoInput, PersonalizacaoInput } from '@cardapio/shared-events';
import { gruposDoProdutoJson, paraOpcaoGrupos } from '../cardapio/opcoes';
import { categorias, produtos } from '../cardapio/schema';
import { centavosDaLinha, type EtapaDoCheckout, type LinhaDoCheckout } from '../checkout/pipeline';
import type { Tx } from '../db/client';
import { consultaPreparada } from '../db/preparadas';
import { vinculosDoProdutoJson } from '../estoque/produtos';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import { DomainError, naoEncontrado, validacao } from '../shared/errors';
import { precificarLinha } from './precificar';
import { carrinhoItens, carrinhos } from './schema';
import { doCliente } from './consultas';

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
      if (ctx.equipe) {
        ctx.carrinho = { id: null, observacoes: null, cupom_codigo: ctx.equipe.cupom };
        ctx.linhas = await linhasInformadas(tx, ctx.empresaId, ctx.equipe.itens);
        return;
      }
      if (ctx.usuarioId === null) throw validacao(MENSAGENS_PEDIDO.carrinhoVazio);
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
      ctx.linhas = linhas.map(paraLinhaDoCheckout);
    },
  };
}

type ProdutoLido = Awaited<ReturnType<typeof linhasParaOCheckout>>[number];

/** A line and its product as read now, as the later steps take it (priced by 'precificar'). */
function paraLinhaDoCheckout(l: ProdutoLido): LinhaDoCheckout {
  return {
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
  };
}

/**
 * A staff order's lines (issue 31 §1), with their products read as the cart's are, in one
 * query whatever the number of lines: a product that is not the company's or not for sale is
 * refused by name, or as unknown when it does not exist at all.
 */
async function linhasInformadas(
  tx: Tx,
  empresaId: number,
  itens: AdicionarAoCarrinhoInput[],
): Promise<LinhaDoCheckout[]> {
  const ids = [...new Set(itens.map((i) => i.produto_id))];
  const lidos = await tx
    .select(colunasDoProduto(empresaId))
    .from(produtos)
    .leftJoin(
      categorias,
      and(eq(categorias.id, produtos.categoria_id), eq(categorias.empresa_id, empresaId)),
    )
    .where(and(eq(produtos.empresa_id, empresaId), inArray(produtos.id, ids)));
  const porId = new Map(lidos.map((p) => [p.produto_id, p]));
  return itens.map((item) => {
    const produto = porId.get(item.produto_id);
    if (!produto) throw naoEncontrado(MENSAGEM_PRODUTO_INDISPONIVEL);
    return paraLinhaDoCheckout({
      ...produto,
      quantidade: item.quantidade,
      observacoes: item.observacoes ?? null,
      // Stored as the cart stores a line's choices: what the customer picked, priced later.
      personalizacoes: item.personalizacoes as unknown as ProdutoLido['personalizacoes'],
    });
  });
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
          // A cart's line was valid when added: the product or its options changed since then.
          // Staff typed theirs just now: the reason is enough.
          if (erro instanceof DomainError && erro.kind !== 'indisponivel')
            throw validacao(
              ctx.equipe
                ? MENSAGENS_PEDIDO.itemInvalido(linha.produto_nome, erro.message)
                : MENSAGENS_PEDIDO.itemMudou(linha.produto_nome, erro.message),
            );
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
/** What pricing and stock need of a product as it is now (`empresa`: the company's id). */
const colunasDoProduto = (empresa: number | Placeholder) => ({
  produto_id: produtos.id,
  produto_nome: produtos.nome,
  imagem_url: produtos.imagem_url,
  preco: produtos.preco,
  categoria_id: produtos.categoria_id,
  vendavel: sql<boolean>`(${produtos.empresa_id} = ${empresa} and ${produtos.ativo}
    and (${produtos.categoria_id} is null or coalesce(${categorias.ativo}, false)))`,
  grupos: gruposDoProdutoJson(empresa, produtos.id),
  vinculos: vinculosDoProdutoJson(empresa, produtos.id),
});

const linhasParaOCheckout = consultaPreparada((db) =>
  db
    .select({
      ...colunasDoProduto(empresaId),
      produto_id: carrinhoItens.produto_id,
      quantidade: carrinhoItens.quantidade,
      observacoes: carrinhoItens.observacoes,
      personalizacoes: carrinhoItens.personalizacoes,
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
