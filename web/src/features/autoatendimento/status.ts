import {
  MENSAGENS_AUTOATENDIMENTO,
  type ComandaItemStatus,
  type ItemDoConvidado,
} from '@cardapio/shared-events';

/** How the guest reads an item's state (issue 31 §2): words of the table, not of the kitchen. */
export interface StatusExibido {
  rotulo: string;
  /** Chakra colour palette of the badge. */
  cor: string;
  /** The state's name, for tests and styles (the status, or 'aguardando'). */
  chave: ComandaItemStatus | 'aguardando';
}

export const ROTULO_PARA_O_CONVIDADO: Record<ComandaItemStatus, Omit<StatusExibido, 'chave'>> = {
  pendente: { rotulo: 'Recebido', cor: 'blue' },
  enviado: { rotulo: 'Na cozinha', cor: 'purple' },
  preparando: { rotulo: 'Preparando', cor: 'orange' },
  pronto: { rotulo: 'Pronto', cor: 'green' },
  entregue: { rotulo: 'Entregue', cor: 'gray' },
  cancelado: { rotulo: 'Cancelado', cor: 'red' },
};

export function statusDoItem(
  item: Pick<ItemDoConvidado, 'status' | 'aguardando_confirmacao'>,
): StatusExibido {
  if (item.aguardando_confirmacao && item.status !== 'cancelado') {
    return {
      rotulo: MENSAGENS_AUTOATENDIMENTO.aguardandoConfirmacao,
      cor: 'yellow',
      chave: 'aguardando',
    };
  }
  const exibido = ROTULO_PARA_O_CONVIDADO[item.status] ?? ROTULO_PARA_O_CONVIDADO.pendente;
  return { ...exibido, chave: item.status in ROTULO_PARA_O_CONVIDADO ? item.status : 'pendente' };
}
