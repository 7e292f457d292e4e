import { rooms, type Publish } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { Invalidacao } from '../shared/invalidacao';

/**
 * After a commit that changed what the public menu shows (the catalogue, or stock that made a
 * product available or unavailable): the stale reads leave every gateway's cache and open
 * menus are told to read again (cardapio:atualizado on the company's public room).
 */
export function anunciarCardapioMudou(
  deps: { invalidacao: Invalidacao; publish: Publish; now: () => Date },
  empresaId: number,
  chaves: { categorias?: boolean; produtoIds?: number[] } = {},
): void {
  deps.invalidacao.invalidar([
    cacheKeys.menu(empresaId),
    ...(chaves.categorias ? [cacheKeys.categorias(empresaId)] : []),
    ...(chaves.produtoIds ?? []).map((id) => cacheKeys.opcoes(id)),
  ]);
  deps.publish({
    empresaId: empresaId,
    name: 'cardapio:atualizado',
    rooms: [rooms.publico(empresaId)],
    payload: { empresa_id: empresaId, updated_at: deps.now().toISOString() },
  });
}
