import request from 'supertest';
import type { RunningServer } from '../server';
import { DEMO, loginGarcom, loginStaff, novoCliente } from './sessions';
import { createTestServer } from './test-server';

/** One gateway for a test file, with the managers of the two demo companies signed in. */
export interface ApiDeTeste {
  server: RunningServer;
  http: RunningServer['httpServer'];
  /** Company 1's manager (gestao) and company 2's. */
  gestao: string;
  gestao2: string;
}

/** …and the rest of company 1: a collaborator, a waiter and a customer registered for the file. */
export interface ApiComEquipe extends ApiDeTeste {
  colaborador: string;
  garcom: string;
  cliente: string;
}

interface Opcoes {
  /** Runs before the server closes (sockets the file opened, say). */
  antesDeFechar?: () => void;
}

/**
 * Starts the server and signs in before the file's tests (beforeAll) and closes it after them
 * (afterAll); the fields are filled when the tests run, so read them as `api.http`, `api.gestao`.
 */
export function apiDeTeste(opcoes?: Opcoes & { equipe?: false }): ApiDeTeste;
export function apiDeTeste(opcoes: Opcoes & { equipe: true }): ApiComEquipe;
export function apiDeTeste(opcoes: Opcoes & { equipe?: boolean } = {}): ApiDeTeste {
  const api = {} as ApiComEquipe;
  beforeAll(async () => {
    api.server = await createTestServer();
    api.http = api.server.httpServer;
    api.gestao = await loginStaff(api.http, DEMO.admin);
    api.gestao2 = await loginStaff(api.http, DEMO.admin2);
    if (!opcoes.equipe) return;
    api.colaborador = await loginStaff(api.http, DEMO.equipe);
    api.garcom = await loginGarcom(api.http);
    const registro = await request(api.http).post('/api/auth/registro').send(novoCliente());
    api.cliente = (registro.body as { token: string }).token;
  });
  afterAll(async () => {
    opcoes.antesDeFechar?.();
    await api.server.close();
  });
  return api;
}
