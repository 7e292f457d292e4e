import type { CardapioAtualizadoEvento } from '@cardapio/shared-events';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { ouvirEventos, useAoVivo } from '../../app/aoVivo';
import { useAppDispatch, useAppSelector } from '../../app/hooks';

/** How long after the menu shows the live connection starts (it is not part of the first load). */
const ESPERA_PARA_CONECTAR_MS = 1500;

/**
 * Keeps an open menu current (issue 12): on `cardapio:atualizado` for this company, and after a
 * reconnection (events may have been missed), the menu, its categories, the products' options
 * and the store's open/closed status (saved opening hours announce themselves the same way)
 * are read again. Anyone listens on the company's public room; a signed-in user of this company
 * reuses the page's shared socket, which the server also puts in that room. Starts only once
 * `pronto` (the menu rendered) and the page had a moment.
 */
export function useCardapioAoVivo(empresaId: number, pronto: boolean): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) =>
    state.sessao.token && state.sessao.usuario?.empresa_id === empresaId
      ? state.sessao.token
      : null,
  );
  const [ligado, setLigado] = useState(false);
  useEffect(() => {
    if (!pronto) return;
    const timer = setTimeout(() => setLigado(true), ESPERA_PARA_CONECTAR_MS);
    return () => clearTimeout(timer);
  }, [pronto]);

  const recarregar = () =>
    dispatch(
      api.util.invalidateTags([
        { type: 'Menu', id: empresaId },
        { type: 'Categoria', id: empresaId },
        // The company's public data too (its name, contacts): a settings save says so.
        { type: 'Empresa', id: empresaId },
        'Produto',
        { type: 'Horario', id: empresaId },
      ]),
    );

  useAoVivo(
    ligado ? (token ?? { empresa_id: empresaId }) : null,
    (socket) => {
      let ultimo = '';
      const aoAtualizar = (evento: CardapioAtualizadoEvento) => {
        // The same change may arrive twice (public room and staff room): newer wins once.
        if (evento.empresa_id !== empresaId || evento.updated_at <= ultimo) return;
        ultimo = evento.updated_at;
        // A pause, busy mode or a full window (issue 31 §3) changes the status alone.
        if (evento.apenas_status)
          dispatch(api.util.invalidateTags([{ type: 'Horario', id: empresaId }]));
        else recarregar();
      };
      return ouvirEventos(socket, { 'cardapio:atualizado': aoAtualizar });
    },
    recarregar,
    empresaId,
  );
}
