import net from 'node:net';
import request from 'supertest';
import type { RunningServer } from '../server';
import { createTestServer } from '../testing/test-server';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function bruto(texto: string): Promise<string> {
  const { port } = server.httpServer.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(texto));
    let resposta = '';
    socket.on('data', (parte) => (resposta += parte.toString('utf8')));
    socket.on('end', () => resolve(resposta));
    socket.on('error', reject);
  });
}

const corpoDe = (resposta: string) => JSON.parse(resposta.slice(resposta.indexOf('\r\n\r\n') + 4));

test('a URL over the parser limit is a pt-BR 431 in JSON, and the server keeps serving', async () => {
  const resposta = await bruto(
    `GET /api/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
  );
  expect(resposta).toMatch(/^HTTP\/1\.1 431 /);
  expect(resposta).toContain('application/json');
  expect(corpoDe(resposta)).toEqual({ erro: 'Cabeçalhos ou endereço muito grandes' });
  expect((await request(server.httpServer).get('/api/health')).status).toBe(200);
});

test('broken HTTP is a pt-BR 400 in JSON', async () => {
  const resposta = await bruto('ISTO NAO E HTTP\r\n\r\n');
  expect(resposta).toMatch(/^HTTP\/1\.1 400 /);
  expect(corpoDe(resposta)).toEqual({ erro: 'Requisição inválida' });
});
