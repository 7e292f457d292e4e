import type { ContextoDasAreas } from '../contexto';
import type { EmailService } from '../email';
import type { EmpresasService } from '../empresas';
import type { MonitorService } from '../monitor';
import { createAuthService } from './service';
import { createSessoesService } from './sessoes';
import type { TokenService } from './tokens';

export { RESET_TOKEN_TTL_MS, type AuthService } from './service';
export type { SessoesService } from './sessoes';
export * from './password';
export * from './tokens';

/** Sign-in, sign-up, password recovery, and whether a session is still valid. */
export function criarAreaAuth(
  ctx: ContextoDasAreas,
  deps: {
    tokens: TokenService;
    email: EmailService;
    empresas: EmpresasService;
    monitor: Pick<MonitorService, 'ativa'>;
    impressoras?: { ativo(empresaId: number, agenteId: number): Promise<boolean> };
    anunciarSessaoEncerrada: Parameters<typeof createSessoesService>[0]['anunciar'];
    disconnectRoom?: (room: string) => void;
    verificarSessoes?: boolean;
    publicUrl: string;
  },
) {
  const sessoes = createSessoesService({
    db: ctx.db,
    monitor: deps.monitor,
    impressoras: deps.impressoras,
    anunciar: deps.anunciarSessaoEncerrada,
    disconnectRoom: deps.disconnectRoom,
    verificar: deps.verificarSessoes,
  });
  const auth = createAuthService({
    db: ctx.db,
    tokens: deps.tokens,
    email: deps.email,
    empresas: deps.empresas,
    sessoes,
    publicUrl: deps.publicUrl,
    now: ctx.now,
  });
  return { sessoes, auth };
}
