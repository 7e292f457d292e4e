import type { GarcomAdmin } from '@cardapio/shared-events';
import { apenasDigitos } from '../../app/format';
import { normalizarBusca } from '../comandas/aoVivo';

export type FiltroDeStatus = 'todos' | 'ativos' | 'inativos';

/** Search on name, surname, e-mail and phone (digits match however the phone was typed). */
export function filtrarGarcons(
  garcons: GarcomAdmin[],
  busca: string,
  filtro: FiltroDeStatus,
): GarcomAdmin[] {
  const termo = normalizarBusca(busca);
  const digitos = apenasDigitos(busca);
  return garcons.filter((g) => {
    if (filtro !== 'todos' && g.ativo !== (filtro === 'ativos')) return false;
    if (!termo) return true;
    const texto = normalizarBusca(`${g.nome} ${g.sobrenome} ${g.email} ${g.telefone ?? ''}`);
    return (
      texto.includes(termo) ||
      (digitos.length > 0 && apenasDigitos(g.telefone ?? '').includes(digitos))
    );
  });
}
