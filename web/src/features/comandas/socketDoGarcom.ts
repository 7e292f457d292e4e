/**
 * The logged waiter's connection (the server puts it in the room empresa:{id}:garcons): the
 * shared per-token socket of app/socketCompartilhado.
 */
export {
  usarSocket as usarSocketDoGarcom,
  type UsoDoSocket as UsoDoSocketDoGarcom,
} from '../../app/socketCompartilhado';
