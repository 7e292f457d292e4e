import {
  ENTREGA_GRATIS_VALOR_MINIMO,
  enderecoSchema,
  MENSAGENS_FRETE,
} from '@cardapio/shared-events';
import type { CarrinhoService } from '../carrinho/service';
import type { EtapaDoCheckout } from '../checkout/pipeline';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import { validacao } from '../shared/errors';
import { paraCentavos } from '../shared/money';
import type { FreteService } from './service';

/**
 * 'frete': pickup at the store (when offered) or delivery to an address inside the area. The
 * distance is computed before the transaction (a remote call must hold no lock) from the company
 * and neighbourhoods the runner read; the free first
 * delivery is decided inside it, on the subtotal 'precificar' found.
 */
export function etapaDoFrete(frete: FreteService, carrinho: CarrinhoService): EtapaDoCheckout {
  return {
    nome: 'frete',
    async preparar(ctx) {
      if (ctx.input.tipo_pedido === 'retirada') {
        // Staff hand over counter and phone orders at the store whatever the menu offers.
        if (!ctx.empresa.frete.empresa.retirada && !ctx.equipe)
          throw validacao(MENSAGENS_FRETE.retiradaIndisponivel);
        ctx.entrega = { retirada: true, endereco: null, frete: null };
        return;
      }
      const informado = enderecoSchema.safeParse(ctx.input.dados_cliente?.endereco);
      if (!informado.success) throw validacao(MENSAGENS_PEDIDO.semEndereco);
      const endereco = {
        ...informado.data,
        cidade: informado.data.cidade || ctx.cliente.cidade,
        estado: informado.data.estado || ctx.cliente.estado,
      };
      const calculado = await frete.calcularComDados(ctx.empresa.frete, ctx.empresaId, endereco);
      if (calculado.foraDaArea) throw validacao(MENSAGENS_PEDIDO.foraDaArea);
      ctx.entrega = { retirada: false, endereco, frete: calculado };
    },
    async executar(tx, ctx) {
      const calculado = ctx.entrega.frete;
      // The customer's earlier orders are read only when the company offers it and the
      // subtotal reaches it.
      ctx.entregaGratis =
        calculado !== null &&
        ctx.empresa.entregaGratisPrimeiraCompra &&
        ctx.subtotalCentavos >= ENTREGA_GRATIS_VALOR_MINIMO * 100 &&
        // A customer's first purchase on the site; an order staff entered has no account.
        ctx.usuarioId !== null &&
        (await carrinho.temDireitoEntregaGratis(ctx.empresaId, ctx.usuarioId, tx));
      ctx.freteCentavos = ctx.entregaGratis || !calculado ? 0 : paraCentavos(calculado.valorFrete);
    },
  };
}
