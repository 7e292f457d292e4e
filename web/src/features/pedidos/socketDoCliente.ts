/**
 * The logged customer's connection (the live order list, the cart expiry, PIX): the shared
 * per-token socket of app/socketCompartilhado.
 */
export { usarSocket as usarSocketDoCliente, type UsoDoSocket } from '../../app/socketCompartilhado';
