import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { enviarParaImpressora } from './transporte';

const rede = (porta: number) =>
  ({ nome: 'Cozinha', conexao: 'rede', endereco: '127.0.0.1', porta }) as const;

describe('enviarParaImpressora', () => {
  let pasta: string;
  beforeEach(async () => {
    pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'transporte-'));
  });
  afterEach(() => fs.rm(pasta, { recursive: true, force: true }));

  it("'arquivo' acrescenta os bytes ao caminho", async () => {
    const arquivo = path.join(pasta, 'lp0');
    const impressora = {
      nome: 'Balcão',
      conexao: 'arquivo',
      endereco: arquivo,
      porta: null,
    } as const;
    await enviarParaImpressora(impressora, Uint8Array.of(0x1b, 0x40, 0x41));
    await enviarParaImpressora(impressora, Uint8Array.of(0x42));
    expect(await fs.readFile(arquivo)).toEqual(Buffer.from([0x1b, 0x40, 0x41, 0x42]));
  });

  it("'arquivo' num caminho que não existe: o motivo em português", async () => {
    const endereco = path.join(pasta, 'nao-existe', 'lp0');
    await expect(
      enviarParaImpressora(
        { nome: 'Balcão', conexao: 'arquivo', endereco, porta: null },
        Uint8Array.of(1),
      ),
    ).rejects.toThrow(`Impressora Balcão offline: caminho não encontrado (${endereco})`);
  });

  it("'rede' sem ninguém na porta: conexão recusada", async () => {
    const servidor = net.createServer();
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const porta = (servidor.address() as net.AddressInfo).port;
    await new Promise((r) => servidor.close(r));
    await expect(enviarParaImpressora(rede(porta), Uint8Array.of(1))).rejects.toThrow(
      'Impressora Cozinha offline: conexão recusada',
    );
  });

  it("'rede' resolve só depois que a impressora leu tudo e fechou", async () => {
    const recebidos: Buffer[] = [];
    const servidor = net.createServer((s) => {
      s.on('data', (d: Buffer) => recebidos.push(d));
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const bytes = new Uint8Array(256 * 1024).fill(0x41);
    await enviarParaImpressora(rede((servidor.address() as net.AddressInfo).port), bytes);
    expect(Buffer.concat(recebidos).length).toBe(bytes.length);
    await new Promise((r) => servidor.close(r));
  });

  it("'rede' com a impressora que não termina: tempo esgotado", async () => {
    const abertas: net.Socket[] = [];
    const servidor = net.createServer({ allowHalfOpen: true }, (s) => abertas.push(s));
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const porta = (servidor.address() as net.AddressInfo).port;
    await expect(
      enviarParaImpressora(rede(porta), Uint8Array.of(1, 2, 3), { tempoTotalMs: 300 }),
    ).rejects.toThrow('Impressora Cozinha não terminou de receber: tempo esgotado');
    for (const s of abertas) s.destroy();
    await new Promise((r) => servidor.close(r));
  });
});
