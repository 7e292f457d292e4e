import request from 'supertest';
import type { Server } from 'node:http';

export const DEMO = {
  cliente: { email: 'cliente@cardapiovivo.com.br', senha: 'cliente123' },
  admin: { email: 'admin@cardapiovivo.com.br', senha: 'admin123' },
  equipe: { email: 'equipe@cardapiovivo.com.br', senha: 'equipe123' },
  garcom: { email: 'garcom@cardapiovivo.com.br', senha: 'garcom123' },
  cliente2: { email: 'cliente@distribuidoragelada.com.br', senha: 'cliente123', empresa_id: 2 },
  admin2: { email: 'admin@distribuidoragelada.com.br', senha: 'admin123' },
  garcom2: { email: 'garcom@distribuidoragelada.com.br', senha: 'garcom123' },
} as const;

async function tokenFrom(server: Server, path: string, body: object): Promise<string> {
  const res = await request(server).post(path).send(body);
  if (res.status !== 200)
    throw new Error(`login em ${path} falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

export const loginCliente = (s: Server, body: object = DEMO.cliente) =>
  tokenFrom(s, '/api/auth/login', body);
export const loginStaff = (s: Server, body: object = DEMO.admin) =>
  tokenFrom(s, '/api/admin/login', body);
export const loginGarcom = (s: Server, body: object = DEMO.garcom) =>
  tokenFrom(s, '/api/garcom/login', body);

let seq = 0;
/** A registration payload with a unique e-mail. */
export function novoCliente(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    nome: 'João',
    sobrenome: 'da Silva',
    email: `joao.${Date.now()}.${seq}@exemplo.com.br`,
    senha: 'segredo1',
    telefone: '(48) 99876-5432',
    rua: 'Rua das Flores',
    bairro: 'Centro',
    numero_casa: '42',
    cep: '88010-000',
    ...overrides,
  };
}
