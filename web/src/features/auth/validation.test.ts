import { describe, expect, it } from '@jest/globals';
import { emailValido, validarLogin, validarNovaSenha } from './validation';

describe('login checks (customer-side §5)', () => {
  it('asks for both fields first', () => {
    expect(validarLogin('', 'x')).toEqual({
      titulo: 'Campos Obrigatórios',
      mensagem: 'Preencha todos os campos para continuar.',
    });
    expect(validarLogin('  ', 'x')?.titulo).toBe('Campos Obrigatórios');
    expect(validarLogin('ana@exemplo.com', '')?.titulo).toBe('Campos Obrigatórios');
  });

  it('then a valid e-mail', () => {
    expect(validarLogin('ana@exemplo', '123456')).toEqual({
      titulo: 'Email Inválido',
      mensagem: 'Por favor, insira um email válido.',
    });
    expect(validarLogin(' ana@exemplo.com ', '123456')).toBeNull();
  });

  it('reads an e-mail as name@domain.tld without spaces', () => {
    expect(emailValido('a@b.co')).toBe(true);
    expect(emailValido('a b@c.com')).toBe(false);
    expect(emailValido('a@@c.com')).toBe(false);
    expect(emailValido('@c.com')).toBe(false);
  });
});

describe('validarNovaSenha', () => {
  it('wants both fields equal, then at least 6 characters', () => {
    expect(validarNovaSenha('123456', '123457')).toBe('As senhas não coincidem');
    expect(validarNovaSenha('12345', '12345')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(validarNovaSenha('123456', '123456')).toBeNull();
  });
});
