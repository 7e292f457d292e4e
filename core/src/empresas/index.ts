import type { ContextoDasAreas } from '../contexto';
import type { AuthService, SessoesService } from '../auth';
import type { EmailService } from '../email';
import type { ImagensService } from '../imagens';
import { createCadastroService } from './cadastro';
import { createEmpresaConfigService } from './config';
import { leiturasDaEmpresa } from './leituras';
import { createPlataformaService } from './plataforma';
import { createPrimeirosPassosService } from './primeiros-passos';
import { createEmpresasService } from './service';

export type { EmpresaDaPlataforma } from './plataforma';
export type { EmpresasService } from './service';

/** The company: its public page, settings, sign-up, first steps and the platform's view. */
export function criarAreaEmpresas(ctx: ContextoDasAreas) {
  const empresas = createEmpresasService(ctx.db);
  return { empresas, leituras: leiturasDaEmpresa(empresas) };
}

/** What needs accounts and e-mail, built once those exist. */
export function criarGestaoDaEmpresa(
  ctx: ContextoDasAreas,
  deps: {
    auth: AuthService;
    email: EmailService;
    imagens: ImagensService;
    sessoes: SessoesService;
    publicUrl: string;
    disconnectRoom?: (room: string) => void;
  },
) {
  const base = { db: ctx.db, invalidacao: ctx.invalidacao, publish: ctx.publish, now: ctx.now };
  return {
    empresaConfig: createEmpresaConfigService({ ...base, imagens: deps.imagens }),
    cadastro: createCadastroService({
      ...base,
      auth: deps.auth,
      email: deps.email,
      publicUrl: deps.publicUrl,
    }),
    primeirosPassos: createPrimeirosPassosService(base),
    plataforma: createPlataformaService({
      ...base,
      sessoes: deps.sessoes,
      disconnectRoom: deps.disconnectRoom,
    }),
  };
}
