import { formatarReais, type EntregadorAdmin } from '@cardapio/shared-events';
import { linkDoWhatsappPara } from '../pedidos/equipe/whatsapp';
import { normalizarBusca } from '../comandas/aoVivo';
import { apenasDigitos } from '../../app/format';

/** The message that hands a courier their link on WhatsApp. */
export function mensagemDoLink(entregador: Pick<EntregadorAdmin, 'nome' | 'link'>, loja?: string) {
  const primeiroNome = entregador.nome.trim().split(/\s+/)[0] ?? entregador.nome;
  return [
    `Olá, ${primeiroNome}! Este é o seu link de entregas${loja ? ` da ${loja}` : ''}:`,
    entregador.link,
    'Abra no celular para ver suas entregas na ordem da rota e marcar cada uma como entregue. Funciona mesmo sem sinal: o que você marcar é enviado quando a conexão voltar.',
  ].join('\n\n');
}

/** wa.me to the courier's phone with their link, or null when the phone cannot take it. */
export const whatsappDoEntregador = (
  entregador: Pick<EntregadorAdmin, 'nome' | 'link' | 'telefone'>,
  loja?: string,
) => linkDoWhatsappPara(entregador.telefone, mensagemDoLink(entregador, loja));

export type FiltroDeStatus = 'todos' | 'ativos' | 'inativos';

/** Search on name and phone (digits match however the phone was typed). */
export function filtrarEntregadores(
  entregadores: readonly EntregadorAdmin[],
  busca: string,
  filtro: FiltroDeStatus,
): EntregadorAdmin[] {
  const termo = normalizarBusca(busca);
  const digitos = apenasDigitos(busca);
  return entregadores.filter((e) => {
    if (filtro !== 'todos' && e.ativo !== (filtro === 'ativos')) return false;
    if (!termo) return true;
    return (
      normalizarBusca(e.nome).includes(termo) ||
      (digitos.length > 0 && e.telefone.includes(digitos))
    );
  });
}

/**
 * A courier's balance of the day, from the till's side: 'Devolve R$ 30,00' (cash they collected
 * beyond their fees), 'Recebe R$ 15,00' (fees beyond the cash: the store owes them).
 */
export function textoDoSaldo(saldo: number): string {
  if (Math.abs(saldo) < 0.005) return formatarReais(0);
  return `${saldo > 0 ? 'Devolve' : 'Recebe'} ${formatarReais(Math.abs(saldo))}`;
}
