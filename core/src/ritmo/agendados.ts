import { sql, type SQL } from 'drizzle-orm';
import { TEMPO_PREPARO_PADRAO } from '@cardapio/shared-events';
import { pedidoItens } from '../pedidos/schema';

/**
 * When the kitchen starts an order, in SQL (issue 31 §3), as `inicioNaCozinha` says it in
 * shared-events: a scheduled order at its chosen time minus its longest line's target, never
 * before it was placed; any other order when it was placed. The kitchen's alerts (an order no
 * screen confirmed, an order late) count from here, so a scheduled order held back from the
 * screens raises none before its time.
 */
export function inicioNaCozinhaSql(pedido: {
  empresaId: SQL;
  id: SQL;
  createdAt: SQL;
  agendadoPara: SQL;
}): SQL {
  return sql`greatest(${pedido.createdAt}, coalesce(${pedido.agendadoPara} - make_interval(mins => (
    select coalesce(max(coalesce(ai.alvo_min, ${TEMPO_PREPARO_PADRAO})), ${TEMPO_PREPARO_PADRAO})::int
    from ${pedidoItens} ai where ai.empresa_id = ${pedido.empresaId} and ai.pedido_id = ${pedido.id}
      and ai.cancelado_em is null)), ${pedido.createdAt}))`;
}
