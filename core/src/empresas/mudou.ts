import { rooms, type Publish } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { Invalidacao } from '../shared/invalidacao';

/**
 * After a commit that changed what the public sees of a company (its settings, whether it is on
 * the air, open or deactivated): every public read that shows it leaves every gateway's cache,
 * and open menus are told to read again (cardapio:atualizado on its public room).
 */
export function anunciarEmpresaMudou(
  deps: { invalidacao: Invalidacao; publish: Publish },
  empresaId: number,
  quando: Date,
): void {
  deps.invalidacao.invalidar([
    cacheKeys.empresa(empresaId),
    // A company off the air has no menu: the menu and its categories follow it.
    cacheKeys.menu(empresaId),
    cacheKeys.categorias(empresaId),
    cacheKeys.metaPixel(empresaId),
    cacheKeys.status(empresaId),
    // The freight quote's settings live on the company too.
    cacheKeys.freteInfo(empresaId),
  ]);
  deps.publish({
    empresaId: empresaId,
    name: 'cardapio:atualizado',
    rooms: [rooms.publico(empresaId)],
    payload: { empresa_id: empresaId, updated_at: quando.toISOString() },
  });
}
