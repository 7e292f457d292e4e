import { z } from 'zod';
import { CONTA_KINDS } from './auth';
import { campoDigitos, campoEmail, campoSenha, idSchema, LIMITES, texto } from './campos';

/** Messages are the spec's (customer-side §5, staff-side §5). */
const obrigatorio = (mensagem: string, max: number = LIMITES.nome) =>
  texto(max, { erro: mensagem }).min(1, mensagem);
const email = campoEmail;
const digitos = campoDigitos;
const opcional = (max: number) => texto(max).optional();
const empresaId = idSchema('Empresa inválida').optional();
const senha = campoSenha;

export const loginSchema = z.object({
  email: email('Preencha todos os campos para continuar.', 'Por favor, insira um email válido.'),
  senha: senha('Preencha todos os campos para continuar.'),
  empresa_id: empresaId,
});

export const SENHA_MINIMA = 6;
const senhaNova = senha('Preencha todos os campos').min(
  SENHA_MINIMA,
  'A senha deve ter pelo menos 6 caracteres',
);

export const registroSchema = z.object({
  nome: obrigatorio('Preencha todos os campos'),
  sobrenome: obrigatorio('Preencha todos os campos'),
  email: email('Preencha todos os campos', 'Por favor, insira um email válido.'),
  senha: senhaNova,
  telefone: obrigatorio('Preencha todos os campos').pipe(
    digitos(11, 'Telefone deve ter no máximo 11 dígitos'),
  ),
  rua: obrigatorio('Preencha todos os campos', LIMITES.endereco),
  bairro: obrigatorio('Preencha todos os campos', LIMITES.endereco),
  numero_casa: obrigatorio('Preencha todos os campos', 20),
  cep: obrigatorio('Preencha todos os campos').pipe(digitos(8, 'CEP deve ter no máximo 8 dígitos')),
  cidade: opcional(LIMITES.cidade),
  estado: opcional(LIMITES.cidade),
  empresa_id: empresaId,
});

/**
 * Which account a recovery is for: the customer's page resets the customer account (of the
 * company in empresa_id), the staff login's the staff account, the waiter's the waiter account.
 * One e-mail may have one of each, and a token resets only the account it was asked for.
 */
const tipoDeConta = z.enum(CONTA_KINDS, { error: 'Tipo de conta inválido' }).default('cliente');

export const recuperarSenhaSchema = z.object({
  email: email('Digite seu email', 'Por favor, insira um email válido.'),
  empresa_id: empresaId,
  tipo: tipoDeConta,
});

export const redefinirSenhaSchema = z.object({
  token: obrigatorio('Token é obrigatório', LIMITES.token),
  nova_senha: senhaNova,
  tipo: tipoDeConta,
});

/** 'Alterar senha' of a signed-in account: the current password is asked again. */
export const alterarSenhaSchema = z
  .object({
    senha_atual: senha('Digite sua senha atual'),
    nova_senha: senhaNova,
  })
  .refine((v) => v.senha_atual !== v.nova_senha, {
    message: 'A nova senha deve ser diferente da atual',
    path: ['nova_senha'],
  });

export const perfilSchema = z.object({
  nome: obrigatorio('Nome é obrigatório'),
  sobrenome: opcional(LIMITES.nome).default(''),
  telefone: digitos(11, 'Telefone deve ter no máximo 11 dígitos').optional(),
  rua: opcional(LIMITES.endereco),
  bairro: opcional(LIMITES.endereco),
  numero_casa: opcional(20),
  cep: digitos(8, 'CEP deve ter no máximo 8 dígitos').optional(),
  cidade: opcional(LIMITES.cidade),
  estado: texto(LIMITES.estado, { longo: 'Estado deve ter 2 letras' }).optional(),
});

export const garcomLoginSchema = z.object({
  email: obrigatorio('Preencha todos os campos', LIMITES.email).transform((v) => v.toLowerCase()),
  senha: senha('Preencha todos os campos'),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistroInput = z.infer<typeof registroSchema>;
export type RecuperarSenhaInput = z.infer<typeof recuperarSenhaSchema>;
export type RedefinirSenhaInput = z.infer<typeof redefinirSenhaSchema>;
export type AlterarSenhaInput = z.infer<typeof alterarSenhaSchema>;
export type PerfilInput = z.infer<typeof perfilSchema>;
export type GarcomLoginInput = z.infer<typeof garcomLoginSchema>;
