import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  type AlterarSenhaInput,
  type ContaKind,
  type GarcomLoginInput,
  type GarcomLoginResposta,
  type LoginInput,
  type LoginResposta,
  MENSAGENS_AUTH,
  MENSAGENS_CADASTRO,
  PEDIDO_STATUS_EM_ABERTO,
  type PerfilInput,
  type RecuperarSenhaInput,
  type RedefinirSenhaInput,
  type RegistroInput,
  type TokenClaims,
  type UsuarioPublico,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { escapeHtml } from '../email/html';
import type { EmailService } from '../email/service';
import type { EmpresasService } from '../empresas/service';
import { soltarReferencias } from '../db/distribuicao';
import { loginGarcomPorEmail } from '../garcons/login-garcom';
import { garcons } from '../garcons/schema';
import { toGarcomPublico } from '../garcons/serialize';
import { pedidos } from '../pedidos/schema';
import {
  conflito,
  isUniqueViolation,
  naoAutenticado,
  naoEncontrado,
  proibido,
  validacao,
} from '../shared/errors';
import { loginEquipePorEmail } from '../usuarios/login-equipe';
import { atualizarPerfil, excluirUsuario, inserirUsuario } from '../usuarios/escritas';
import { usuarios, type UsuarioRow } from '../usuarios/schema';
import { toUsuarioPublico } from '../usuarios/serialize';
import {
  contaDoGarcom,
  contaDoUsuario,
  gravarSenha,
  lerConta,
  tabelaDaConta,
  type ContaComSenha,
} from './conta-com-senha';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  colunaDoReset,
  esquecerTokensDaConta,
  recuperacaoPorToken,
  registrarRecuperacaoToken,
} from './recuperacao-token';
import { passwordResets } from './schema';
import type { SessoesService } from './sessoes';
import { hashOpaqueToken, newOpaqueToken, type TokenService } from './tokens';

/** How a recovery e-mail names the account it resets, and where its link opens. */
const RECUPERACAO_POR_CONTA: Record<
  ContaKind,
  { descricao: (empresa: string) => string; pagina: (empresaId: number) => string }
> = {
  cliente: {
    descricao: (empresa) => `sua conta de cliente em ${empresa}`,
    pagina: (empresaId) => `/recuperar-senha/${empresaId}`,
  },
  equipe: {
    descricao: (empresa) => `seu acesso da equipe ao painel de ${empresa}`,
    pagina: () => '/admin/recuperar-senha',
  },
  garcom: {
    descricao: (empresa) => `seu acesso à Área do Garçom de ${empresa}`,
    pagina: () => '/garcom/recuperar-senha',
  },
};

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const EMPRESA_PADRAO = 1;

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  email: EmailService;
  empresas: EmpresasService;
  sessoes: Pick<SessoesService, 'encerradas'>;
  /** Base address of the web app, for links in e-mails. */
  publicUrl: string;
  now?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, email, empresas, sessoes, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** A staff member's session (a login, or the sign-up of a restaurant's first gestão account). */
  const sessaoDeEquipe = (staff: UsuarioRow): LoginResposta => ({
    token: tokenDa(contaDoUsuario(staff), staff.sessao_versao),
    usuario: toUsuarioPublico(staff),
  });

  /** A company the platform deactivated signs nobody in (its sessions ended with it). */
  async function exigirEmpresaNaoDesativada(empresaId: number): Promise<void> {
    if ((await empresas.situacao(empresaId))?.desativada)
      throw proibido(MENSAGENS_CADASTRO.lojaDesativada);
  }

  /** A token for an account at a session version (a login, or a password just changed). */
  function tokenDa(conta: ContaComSenha, versao: number): string {
    const base = { sub: conta.id, empresa_id: conta.empresa_id, ver: versao };
    const claims: TokenClaims =
      conta.kind === 'equipe'
        ? { kind: 'equipe', ...base, role: conta.role ?? 'colaborador' }
        : { kind: conta.kind, ...base };
    return tokens.sign(claims);
  }

  const sessaoCliente = (row: UsuarioRow): LoginResposta => ({
    token: tokenDa(contaDoUsuario(row), row.sessao_versao),
    usuario: toUsuarioPublico(row),
  });

  /** Verifies against a dummy hash when there is no account, so timing does not reveal it. */
  async function checkPassword(
    row: { senha_hash: string } | undefined,
    senha: string,
  ): Promise<boolean> {
    const ok = await verifyPassword(senha, row?.senha_hash ?? (await dummyPasswordHash()));
    return Boolean(row) && ok;
  }

  async function clientePorEmail(empresaId: number, emailAddr: string) {
    const [row] = await db
      .select()
      .from(usuarios)
      .where(
        and(
          eq(usuarios.empresa_id, empresaId),
          eq(usuarios.nivel, 'cliente'),
          eq(usuarios.email, emailAddr),
        ),
      );
    return row;
  }

  /** Staff sign in with the e-mail alone: the login_equipe directory says which company. */
  async function staffPorEmail(emailAddr: string) {
    const login = await loginEquipePorEmail(db, emailAddr);
    if (!login) return undefined;
    const [row] = await db
      .select()
      .from(usuarios)
      .where(
        and(
          eq(usuarios.empresa_id, login.empresa_id),
          eq(usuarios.id, login.usuario_id),
          eq(usuarios.nivel, 'admin'),
        ),
      );
    return row;
  }

  async function garcomPorEmail(emailAddr: string) {
    const login = await loginGarcomPorEmail(db, emailAddr);
    if (!login) return undefined;
    const [row] = await db
      .select()
      .from(garcons)
      .where(and(eq(garcons.empresa_id, login.empresa_id), eq(garcons.id, login.garcom_id)));
    return row;
  }

  /** The one account of this kind an e-mail names (a customer's, in the company asked). */
  async function contaPorEmail(
    tipo: ContaKind,
    empresaId: number,
    emailAddr: string,
  ): Promise<ContaComSenha | undefined> {
    if (tipo === 'garcom') {
      const garcom = await garcomPorEmail(emailAddr);
      return garcom && contaDoGarcom(garcom);
    }
    const row =
      tipo === 'cliente'
        ? await clientePorEmail(empresaId, emailAddr)
        : await staffPorEmail(emailAddr);
    return row && contaDoUsuario(row);
  }

  async function clienteDoToken(empresaId: number, usuarioId: number): Promise<UsuarioRow> {
    const [row] = await db
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, empresaId)));
    if (!row || !row.ativo) throw naoAutenticado(MENSAGENS_AUTH.sessaoInvalida);
    return row;
  }

  return {
    sessaoDeEquipe,

    async loginCliente(input: LoginInput): Promise<LoginResposta> {
      const row = await clientePorEmail(input.empresa_id ?? EMPRESA_PADRAO, input.email);
      if (!(await checkPassword(row, input.senha)))
        throw naoAutenticado(MENSAGENS_AUTH.credenciaisCliente);
      if (!row!.ativo) throw proibido(MENSAGENS_AUTH.contaDesativada);
      await exigirEmpresaNaoDesativada(row!.empresa_id);
      return sessaoCliente(row!);
    },

    async loginAdmin(
      input: Pick<LoginInput, 'email' | 'senha' | 'empresa_id'>,
    ): Promise<LoginResposta> {
      const staff = await staffPorEmail(input.email);
      if (staff) {
        if (!(await checkPassword(staff, input.senha)))
          throw naoAutenticado(MENSAGENS_AUTH.credenciaisAdmin);
        if (!staff.ativo) throw proibido(MENSAGENS_AUTH.contaDesativada);
        await exigirEmpresaNaoDesativada(staff.empresa_id);
        return sessaoDeEquipe(staff);
      }
      // A customer with the right password is told plainly that this area is not for them.
      const cliente = await clientePorEmail(input.empresa_id ?? EMPRESA_PADRAO, input.email);
      if (await checkPassword(cliente, input.senha)) throw proibido(MENSAGENS_AUTH.apenasAdmin);
      throw naoAutenticado(MENSAGENS_AUTH.credenciaisAdmin);
    },

    async loginGarcom(input: GarcomLoginInput): Promise<GarcomLoginResposta> {
      const row = await garcomPorEmail(input.email);
      if (!row || !(await checkPassword(row, input.senha)))
        throw naoAutenticado(MENSAGENS_AUTH.credenciaisCliente);
      if (!row.ativo) throw proibido(MENSAGENS_AUTH.garcomInativo);
      await exigirEmpresaNaoDesativada(row.empresa_id);
      return {
        token: tokenDa(contaDoGarcom(row), row.sessao_versao),
        garcom: toGarcomPublico(row),
      };
    },

    async registrarCliente(input: RegistroInput): Promise<LoginResposta> {
      const empresaId = input.empresa_id ?? EMPRESA_PADRAO;
      // An inactive company's menu and checkout are 404: nobody signs up to a closed store.
      if (!(await empresas.situacao(empresaId))?.ativo)
        throw naoEncontrado(MENSAGENS_AUTH.lojaNaoEncontrada);
      try {
        const row = await inserirUsuario(db, {
          empresa_id: empresaId,
          nivel: 'cliente',
          nome: input.nome,
          sobrenome: input.sobrenome,
          email: input.email,
          senha_hash: await hashPassword(input.senha),
          telefone: input.telefone,
          rua: input.rua,
          bairro: input.bairro,
          numero_casa: input.numero_casa,
          cep: input.cep,
          cidade: input.cidade || undefined,
          estado: input.estado ? input.estado.toUpperCase() : undefined,
        });
        return sessaoCliente(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflito(MENSAGENS_AUTH.emailCadastrado);
        throw error;
      }
    },

    /**
     * Always answers the same way, so nobody learns which e-mails have accounts. Only the account
     * of the kind asked for is reset (see recuperarSenhaSchema), and the e-mail says which.
     */
    async solicitarRecuperacao(input: RecuperarSenhaInput): Promise<{ mensagem: string }> {
      const conta = await contaPorEmail(
        input.tipo,
        input.empresa_id ?? EMPRESA_PADRAO,
        input.email,
      );
      if (conta && conta.ativo) {
        const { token, hash } = newOpaqueToken();
        await db.transaction(async (tx) => {
          const [reset] = await tx
            .insert(passwordResets)
            .values({
              empresa_id: conta.empresa_id,
              usuario_id: conta.kind === 'garcom' ? null : conta.id,
              garcom_id: conta.kind === 'garcom' ? conta.id : null,
              token_hash: hash,
              expires_at: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
            })
            .returning({ id: passwordResets.id });
          await registrarRecuperacaoToken(tx, {
            id: reset!.id,
            empresa_id: conta.empresa_id,
            token_hash: hash,
          });
        });
        const { descricao, pagina } = RECUPERACAO_POR_CONTA[conta.kind];
        const empresa = (await empresas.situacao(conta.empresa_id))?.nome ?? 'Cardápio Vivo';
        const qual = descricao(empresa);
        const link = `${publicUrl.replace(/\/$/, '')}${pagina(conta.empresa_id)}?token=${token}`;
        await email.enfileirar(conta.empresa_id, {
          to: conta.email,
          subject: `Recuperação de senha: ${qual}`,
          text:
            `Olá, ${conta.nome}!\n\nRecebemos um pedido para redefinir a senha de ${qual} ` +
            `(${conta.email}).\nAbra o link abaixo (válido por 1 hora) e escolha uma nova senha:\n\n` +
            `${link}\n\nSe você não pediu a recuperação, ignore este email.`,
          html:
            `<p>Olá, ${escapeHtml(conta.nome)}!</p>` +
            `<p>Recebemos um pedido para redefinir a senha de ${escapeHtml(qual)} ` +
            `(${escapeHtml(conta.email)}).</p>` +
            `<p><a href="${link}">Redefinir minha senha</a> (válido por 1 hora)</p>` +
            `<p>Se você não pediu a recuperação, ignore este email.</p>`,
        });
      }
      return { mensagem: MENSAGENS_AUTH.recuperacaoEnviada };
    },

    async redefinirSenha(input: RedefinirSenhaInput): Promise<{ mensagem: string }> {
      const hash = hashOpaqueToken(input.token);
      const senhaHash = await hashPassword(input.nova_senha);
      // The link carries only the token: the recuperacao_token directory says which company.
      const origem = await recuperacaoPorToken(db, hash);
      if (!origem) throw validacao(MENSAGENS_AUTH.tokenInvalido);
      const empresaId = origem.empresa_id;
      // Consuming the token, spending the account's other reset tokens, changing the password
      // and ending the sessions signed with the old one happen together, once. The account row
      // is locked first, so two resets of one account run one after the other (no deadlock).
      const conta = await db.transaction(async (tx) => {
        const [reset] = await tx
          .select({ usuario_id: passwordResets.usuario_id, garcom_id: passwordResets.garcom_id })
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.empresa_id, empresaId),
              eq(passwordResets.id, origem.reset_id),
              eq(passwordResets.token_hash, hash),
              isNull(passwordResets.used_at),
              gt(passwordResets.expires_at, now()),
            ),
          );
        if (!reset) return undefined;
        const [tabela, id] =
          reset.garcom_id !== null
            ? (['garcons', reset.garcom_id] as const)
            : (['usuarios', reset.usuario_id!] as const);
        const row = await lerConta(tx, empresaId, tabela, id, { travar: true });
        // A token is spent only on the page of its own kind of account.
        if (!row || row.kind !== input.tipo) return undefined;
        const gastos = await tx
          .update(passwordResets)
          .set({ used_at: now() })
          .where(
            and(
              eq(passwordResets.empresa_id, empresaId),
              eq(colunaDoReset(tabela), row.id),
              isNull(passwordResets.used_at),
            ),
          )
          .returning({ token_hash: passwordResets.token_hash });
        // Another reset of this account may have spent it while this one waited for the lock.
        if (!gastos.some((g) => g.token_hash === hash))
          throw validacao(MENSAGENS_AUTH.tokenInvalido); // and nothing here is kept
        await gravarSenha(tx, row, senhaHash, now());
        return row;
      });
      if (!conta) throw validacao(MENSAGENS_AUTH.tokenInvalido);
      sessoes.encerradas({ kind: conta.kind, id: conta.id });
      return { mensagem: 'Senha redefinida com sucesso!' };
    },

    /**
     * 'Alterar senha' of a signed-in customer, staff member or waiter: the current password is
     * checked, every other session of the account ends (as a reset does) and the caller gets a
     * new token, so this one goes on.
     */
    async alterarSenha(
      sessao: { kind: ContaKind; sub: number; empresa_id: number },
      input: AlterarSenhaInput,
    ): Promise<{ token: string; mensagem: string }> {
      const conta = await lerConta(db, sessao.empresa_id, tabelaDaConta(sessao.kind), sessao.sub);
      if (!conta || conta.kind !== sessao.kind || !conta.ativo)
        throw naoAutenticado(MENSAGENS_AUTH.sessaoInvalida);
      if (!(await verifyPassword(input.senha_atual, conta.senha_hash)))
        throw validacao(MENSAGENS_AUTH.senhaAtualIncorreta);
      const senhaHash = await hashPassword(input.nova_senha);
      // Written only over the hash just checked: a change made meanwhile is not overwritten.
      const versao = await db.transaction((tx) =>
        gravarSenha(tx, conta, senhaHash, now(), { seAinda: conta.senha_hash }),
      );
      if (versao === undefined) throw conflito(MENSAGENS_AUTH.senhaMudouAntes);
      sessoes.encerradas({ kind: conta.kind, id: conta.id });
      return { token: tokenDa(conta, versao), mensagem: 'Senha alterada com sucesso!' };
    },

    async perfil(empresaId: number, usuarioId: number): Promise<UsuarioPublico> {
      return toUsuarioPublico(await clienteDoToken(empresaId, usuarioId));
    },

    async atualizarPerfil(
      empresaId: number,
      usuarioId: number,
      input: PerfilInput,
    ): Promise<UsuarioPublico> {
      await clienteDoToken(empresaId, usuarioId);
      const row = await atualizarPerfil(db, empresaId, usuarioId, {
        nome: input.nome,
        sobrenome: input.sobrenome,
        telefone: input.telefone,
        rua: input.rua,
        bairro: input.bairro,
        numero_casa: input.numero_casa,
        cep: input.cep,
        cidade: input.cidade || undefined,
        estado: input.estado ? input.estado.toUpperCase() : undefined,
        updated_at: now(),
      });
      return toUsuarioPublico(row!);
    },

    async excluirConta(empresaId: number, usuarioId: number): Promise<{ mensagem: string }> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(
            and(
              eq(usuarios.id, usuarioId),
              eq(usuarios.empresa_id, empresaId),
              eq(usuarios.nivel, 'cliente'),
            ),
          )
          .for('update');
        if (!row) throw naoEncontrado(MENSAGENS_AUTH.contaNaoEncontrada);
        const [aberto] = await tx
          .select({ id: pedidos.id })
          .from(pedidos)
          .where(
            and(
              eq(pedidos.empresa_id, empresaId),
              eq(pedidos.usuario_id, usuarioId),
              inArray(pedidos.status, [...PEDIDO_STATUS_EM_ABERTO]),
            ),
          )
          .limit(1);
        if (aberto) throw conflito(MENSAGENS_AUTH.pedidosPendentes);
        await esquecerTokensDaConta(tx, empresaId, { tabela: 'usuarios', id: usuarioId });
        await soltarReferencias(tx, 'usuarios', empresaId, usuarioId);
        await excluirUsuario(tx, empresaId, usuarioId);
      });
      sessoes.encerradas({ kind: 'cliente', id: usuarioId });
      return { mensagem: 'Conta excluída com sucesso!' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
