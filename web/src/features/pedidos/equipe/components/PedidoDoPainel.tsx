import type { Pedido } from '@cardapio/shared-events';
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBike, LuPencil } from 'react-icons/lu';
import { Link } from 'react-router';
import { ImpressaoDoPedido } from '../../../impressoras/components/ImpressaoDoPedido';
import { prontoParaDespachar } from '../../../entregadores/despacho';
import { podeSerCorrigido } from '../novoPedido';
import type { PainelDePedidos } from '../usePainelDePedidos';
import { PedidoEquipeCard } from './PedidoEquipeCard';

/** An order's card on the board or the monitor, wired to the live board's state and actions. */
export function PedidoDoPainel({
  pedido,
  painel,
  extrasDoPagamento,
  faixa,
  comCorrecao = false,
  onDespachar,
}: {
  pedido: Pedido;
  painel: PainelDePedidos;
  extrasDoPagamento?: ReactNode;
  /** Shown under the card's header (the expo's station chips). */
  faixa?: ReactNode;
  /** The board: an order the kitchen has not started offers 'Corrigir pedido' (issue 31 §1). */
  comCorrecao?: boolean;
  /** The board: a ready delivery offers 'Despachar' to a courier (issue 32 §1). */
  onDespachar?: (pedido: Pedido) => void;
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
      correcao={
        comCorrecao &&
        podeSerCorrigido(pedido) && (
          <Button asChild size="sm" variant="ghost" colorPalette="brand" rounded="lg">
            <Link to={`/dashboard/pedidos/${pedido.id}/corrigir`}>
              <LuPencil /> Corrigir pedido
            </Link>
          </Button>
        )
      }
      despacho={
        onDespachar &&
        prontoParaDespachar(pedido) && (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="cyan"
            rounded="lg"
            data-testid="despachar-pedido"
            onClick={() => onDespachar(pedido)}
          >
            <LuBike /> Despachar
          </Button>
        )
      }
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
