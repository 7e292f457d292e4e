import type { SessoesService } from '../auth';
import type { ContextoDasAreas } from '../contexto';
import { createUsuariosService } from './service';

/** The back office's staff accounts. */
export function criarAreaUsuarios(ctx: ContextoDasAreas, deps: { sessoes: SessoesService }) {
  return { usuarios: createUsuariosService(ctx.db, deps.sessoes) };
}
