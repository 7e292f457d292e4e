/** Client-side checks with the spec's exact messages (customer-side §5, staff-side §5). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SENHA_MINIMA = 6;

export function emailValido(email: string): boolean {
  return EMAIL.test(email.trim());
}

export interface AvisoDeValidacao {
  titulo: string;
  mensagem: string;
}

/** Customer and admin login. */
export function validarLogin(email: string, senha: string): AvisoDeValidacao | null {
  if (!email.trim() || !senha) {
    return { titulo: 'Campos Obrigatórios', mensagem: 'Preencha todos os campos para continuar.' };
  }
  if (!emailValido(email)) {
    return { titulo: 'Email Inválido', mensagem: 'Por favor, insira um email válido.' };
  }
  return null;
}

/** Password rules shared by registration and reset: required, equal, at least 6 characters. */
export function validarNovaSenha(senha: string, confirmacao: string): string | null {
  if (senha !== confirmacao) return 'As senhas não coincidem';
  if (senha.length < SENHA_MINIMA) return 'A senha deve ter pelo menos 6 caracteres';
  return null;
}

export { apenasDigitos, mascararCep, mascararTelefone } from '../../app/format';
