import { z } from 'zod';
import { STAFF_ROLES } from '../auth';

/** Messages are the spec's (customer-side §5, staff-side §5). */
const obrigatorio = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem);
const email = (mensagemObrigatorio: string, mensagemInvalido: string) =>
  obrigatorio(mensagemObrigatorio)
    .pipe(z.email({ error: mensagemInvalido }))
    .transform((v) => v.toLowerCase());
const digitos = (max: number, mensagem: string) =>
  z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length <= max, mensagem);
const empresaId = z.coerce.number().int().positive().optional();

export const loginSchema = z.object({
  email: email('Preencha todos os campos para continuar.', 'Por favor, insira um email válido.'),
  senha: z
    .string({ error: 'Preencha todos os campos para continuar.' })
    .min(1, 'Preencha todos os campos para continuar.'),
  empresa_id: empresaId,
});

export const SENHA_MINIMA = 6;
const senhaNova = z
  .string({ error: 'Preencha todos os campos' })
  .min(1, 'Preencha todos os campos')
  .min(SENHA_MINIMA, 'A senha deve ter pelo menos 6 caracteres');

export const registroSchema = z.object({
  nome: obrigatorio('Preencha todos os campos'),
  sobrenome: obrigatorio('Preencha todos os campos'),
  email: email('Preencha todos os campos', 'Por favor, insira um email válido.'),
  senha: senhaNova,
  telefone: obrigatorio('Preencha todos os campos').pipe(
    digitos(11, 'Telefone deve ter no máximo 11 dígitos'),
  ),
  rua: obrigatorio('Preencha todos os campos'),
  bairro: obrigatorio('Preencha todos os campos'),
  numero_casa: obrigatorio('Preencha todos os campos'),
  cep: obrigatorio('Preencha todos os campos').pipe(digitos(8, 'CEP deve ter no máximo 8 dígitos')),
  cidade: z.string().trim().optional(),
  estado: z.string().trim().optional(),
  empresa_id: empresaId,
});

export const recuperarSenhaSchema = z.object({
  email: email('Digite seu email', 'Por favor, insira um email válido.'),
  empresa_id: empresaId,
});

export const redefinirSenhaSchema = z.object({
  token: obrigatorio('Token é obrigatório'),
  nova_senha: senhaNova,
});

export const perfilSchema = z.object({
  nome: obrigatorio('Nome é obrigatório'),
  sobrenome: z.string().trim().optional().default(''),
  telefone: digitos(11, 'Telefone deve ter no máximo 11 dígitos').optional(),
  rua: z.string().trim().optional(),
  bairro: z.string().trim().optional(),
  numero_casa: z.string().trim().optional(),
  cep: digitos(8, 'CEP deve ter no máximo 8 dígitos').optional(),
  cidade: z.string().trim().optional(),
  estado: z.string().trim().max(2, 'Estado deve ter 2 letras').optional(),
});

export const staffRegisterSchema = z.object({
  username: obrigatorio('Nome de usuário é obrigatório')
    .pipe(z.email({ error: 'Nome de usuário deve ser um email válido' }))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: 'Senha é obrigatória' })
    .min(1, 'Senha é obrigatória')
    .min(SENHA_MINIMA, 'Senha deve ter pelo menos 6 caracteres'),
  role: z.enum(STAFF_ROLES, { error: 'Função é obrigatória' }),
});

export const garcomLoginSchema = z.object({
  email: obrigatorio('Preencha todos os campos').transform((v) => v.toLowerCase()),
  senha: z.string({ error: 'Preencha todos os campos' }).min(1, 'Preencha todos os campos'),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistroInput = z.infer<typeof registroSchema>;
export type RecuperarSenhaInput = z.infer<typeof recuperarSenhaSchema>;
export type RedefinirSenhaInput = z.infer<typeof redefinirSenhaSchema>;
export type PerfilInput = z.infer<typeof perfilSchema>;
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;
export type GarcomLoginInput = z.infer<typeof garcomLoginSchema>;
