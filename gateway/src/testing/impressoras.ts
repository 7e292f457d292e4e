import request from 'supertest';
import type { Server } from 'node:http';
import type { AgentePareado, TrabalhoDeImpressao } from '@cardapio/shared-events';
import { autorizado } from './loja';
import type { socketClients } from './sockets';

/** A print agent's computer paired through the API (issue 30), with its token. */
export async function agentePareado(
  http: Server,
  gestao: string,
  nome = 'PC do caixa',
): Promise<AgentePareado> {
  const novo = await request(http)
    .post('/api/impressoras/agentes')
    .set(autorizado(gestao))
    .send({ nome });
  if (novo.status !== 201) throw new Error(`agente recusado: ${novo.status} ${novo.text}`);
  const pareado = await request(http)
    .post('/api/impressoras/parear')
    .send({ codigo: novo.body.codigo, nome: `${nome} (Linux)` });
  if (pareado.status !== 201) throw new Error(`pareamento recusado: ${pareado.status}`);
  return pareado.body as AgentePareado;
}

/**
 * The agent's socket, collecting the jobs it is sent. It listens before connecting, as the agent
 * does: what it is owed comes at once.
 */
export async function conectarAgente(
  clients: ReturnType<typeof socketClients>,
  url: string,
  token: string,
) {
  const socket = clients.open(url, { token });
  const trabalhos: TrabalhoDeImpressao[] = [];
  socket.on('impressao:trabalho', (t) => trabalhos.push(t));
  await new Promise((resolve, reject) => {
    socket.once('sessao:info', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, trabalhos };
}
