/** The three kinds of session and what their tokens carry. */
/** monitor: a kitchen display signed in by an admin, revocable, limited to orders and calls. */
/** impressora: a print agent paired with a code (issue 30), revocable, hears only its jobs. */
export const SESSION_KINDS = ['cliente', 'equipe', 'garcom', 'monitor', 'impressora'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const STAFF_ROLES = ['colaborador', 'gestao'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * ver: the account's session version when the token was signed (`sessao_versao`); a token whose
 * ver is below the account's current one has ended. Tokens signed before versions existed read as 0.
 */
export type TokenClaims =
  | { kind: 'cliente'; sub: number; empresa_id: number; ver: number }
  | { kind: 'equipe'; sub: number; empresa_id: number; role: StaffRole; ver: number }
  | { kind: 'garcom'; sub: number; empresa_id: number; ver: number }
  | { kind: 'monitor'; sub: number; empresa_id: number }
  | { kind: 'impressora'; sub: number; empresa_id: number };

/** The kinds of session that belong to an account (a person), not to a kitchen display. */
export const CONTA_KINDS = ['cliente', 'equipe', 'garcom'] as const;
export type ContaKind = (typeof CONTA_KINDS)[number];

/** One account whose sessions are checked or ended: a customer or staff user, or a waiter. */
export interface ContaSessao {
  kind: ContaKind;
  id: number;
}

/** A customer or staff user as the API answers it (never with the password hash). */
export interface UsuarioPublico {
  id: number;
  empresa_id: number;
  nome: string;
  sobrenome: string;
  email: string;
  telefone: string | null;
  nivel: 'cliente' | 'admin';
  role: StaffRole | null;
  rua: string | null;
  bairro: string | null;
  numero_casa: string | null;
  cep: string | null;
  cidade: string;
  estado: string;
  created_at: string;
}

export interface GarcomPublico {
  id: number;
  empresa_id: number;
  nome: string;
  sobrenome: string;
  email: string;
  telefone: string | null;
  ativo: boolean;
  created_at: string;
}

export interface LoginResposta {
  token: string;
  usuario: UsuarioPublico;
}

export interface GarcomLoginResposta {
  token: string;
  garcom: GarcomPublico;
}

/** The refusals and answers of sign-in, sign-up and recovery (the spec's texts). */
export const MENSAGENS_AUTH = {
  credenciaisCliente: 'Email ou senha incorretos',
  credenciaisAdmin: 'Credenciais inválidas',
  apenasAdmin: 'Acesso negado. Apenas administradores podem acessar esta área.',
  contaDesativada: 'Acesso negado. Sua conta pode estar desativada',
  garcomInativo: 'Acesso negado. Garçom inativo, procure o administrador.',
  emailCadastrado: 'Email já cadastrado',
  tokenInvalido: 'Token inválido ou expirado',
  pedidosPendentes:
    'Você possui pedidos em andamento. Cancele-os ou aguarde a entrega antes de excluir sua conta.',
  recuperacaoEnviada:
    'Se o email estiver cadastrado, você receberá as instruções para redefinir sua senha.',
  lojaNaoEncontrada: 'Loja não encontrada',
  senhaAtualIncorreta: 'Senha atual incorreta',
  senhaMudouAntes: 'Sua senha acabou de ser alterada em outro lugar. Entre novamente.',
  sessaoInvalida: 'Sessão inválida. Faça login novamente.',
  contaNaoEncontrada: 'Conta não encontrada',
} as const;
