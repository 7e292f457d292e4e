import type { Pedido } from '@cardapio/shared-events';
import type { ReactNode } from 'react';
import { ImpressaoDoPedido } from '../../../impressoras/components/ImpressaoDoPedido';
import type { PainelDePedidos } from '../usePainelDePedidos';
import { PedidoEquipeCard } from './PedidoEquipeCard';

/** An order's card on the board or the monitor, wired to the live board's state and actions. */
export function PedidoDoPainel({
  pedido,
  painel,
  extrasDoPagamento,
  faixa,
}: {
  pedido: Pedido;
  painel: PainelDePedidos;
  extrasDoPagamento?: ReactNode;
  /** Shown under the card's header (the expo's station chips). */
  faixa?: ReactNode;
}) {
  return (
    <PedidoEquipeCard
      pedido={pedido}
      agora={painel.agora}
      idade={painel.idade(pedido)}
      mudandoPara={painel.mudandoPara(pedido)}
      onAcao={painel.acao}
      onSemTelefone={painel.semTelefone}
      extrasDoPagamento={extrasDoPagamento}
      naCozinha={painel.naCozinha(pedido)}
      faixa={faixa}
      impressao={
        painel.acesso && (
          <ImpressaoDoPedido
            pedido={pedido}
            sessao={painel.acesso.sessao}
            size="lg"
            variant="outline"
            rounded="xl"
            flexShrink={0}
          />
        )
      }
    />
  );
}
