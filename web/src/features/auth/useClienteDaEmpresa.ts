import type { UsuarioPublico } from '@cardapio/shared-events';
import { useAppSelector } from '../../app/hooks';
import { selectUsuario } from './slice';

/**
 * The session's user when it is a customer of this company, else null. Customer accounts
 * belong to one company and the server answers 403 to a cart, order or profile call from
 * staff or from another company's customer; a 403 ends the session (customer-side §6). So on
 * a company's storefront any other session is treated as a visitor.
 */
export function useClienteDaEmpresa(empresaId: number): UsuarioPublico | null {
  const usuario = useAppSelector(selectUsuario);
  return usuario && usuario.nivel === 'cliente' && usuario.empresa_id === empresaId
    ? usuario
    : null;
}
