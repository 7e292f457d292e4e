/**
 * Mount point of the customer's panels on the menu page (cart, payment, orders, profile,
 * call a waiter, free delivery). Each opens when the loja slice names it.
 */
export function PaineisDoCliente(_props: { empresaId: number }) {
  return null;
}
