import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { statusDoErro } from '../../app/http';
import { LojaNaoEncontrada } from '../cardapio/components/LojaNaoEncontrada';
import { empresaDaRota, useEmpresaPublicaQuery } from './api';

/**
 * A customer page under a company's path (`/login/:empresaId`, `/registro/…`,
 * `/recuperar-senha/…`): 'Loja não encontrada', as on `/menu/:empresaId`, when the path names no
 * company ('abc', '0', beyond the database's range) or the server has no such active company;
 * the page otherwise. Without a company in the path (`/login`) it is the page as it is.
 */
export function LojaDaRota({ children }: { children: ReactNode }) {
  const { empresaId: param } = useParams();
  const empresaId = empresaDaRota(param);
  // The same cached query the page's brand header reads: no second request.
  const consulta = useEmpresaPublicaQuery(empresaId ?? 0, { skip: !param || empresaId === null });
  if (empresaId === null || statusDoErro(consulta.error) === 404) return <LojaNaoEncontrada />;
  return children;
}
