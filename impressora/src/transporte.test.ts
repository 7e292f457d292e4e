import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { iniciarImpressoraFalsa, type ImpressoraFalsa } from '../../testing/impressora-falsa';
import { codificar } from './escpos';
import { enviarParaImpressora } from './transporte';

const rede = (porta: number) =>
  ({ nome: 'Cozinha', conexao: 'rede', endereco: '127.0.0.1', porta }) as const;
/** DLE EOT 4: the paper sensor's status, asked before each job. */
const PEDIDO_DE_STATUS = Buffer.from([0x10, 0x04, 0x04]);
const ticket = (n: number) =>
  codificar(
    { titulo: `Ticket #${n}`, linhas: [{ tipo: 'texto', texto: `PEDIDO #${n} — Açaí` }] },
    58,
    `Trabalho #${n} v1`,
  );

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
    // After the paper status request, unanswered here.
    expect(Buffer.concat(recebidos)).toEqual(Buffer.concat([PEDIDO_DE_STATUS, bytes]));
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

describe('o papel das impressoras de rede (DLE EOT 4)', () => {
  const pedidos = (impressora: ImpressoraFalsa) =>
    impressora.tickets().map((t) => t.linhas.find((l) => l.startsWith('PEDIDO')));

  let impressora: ImpressoraFalsa;
  afterEach(() => impressora.parar());

  it('pergunta antes de cada trabalho: sem papel falha em português e nada sai; com papel de novo, imprime', async () => {
    impressora = await iniciarImpressoraFalsa();
    const cozinha = rede(impressora.porta);
    await enviarParaImpressora(cozinha, ticket(1));
    impressora.semPapel(true);
    await expect(enviarParaImpressora(cozinha, ticket(2))).rejects.toThrow(
      /^Impressora Cozinha sem papel$/,
    );
    expect(pedidos(impressora)).toEqual(['PEDIDO #1 - Açaí']);
    impressora.semPapel(false);
    await enviarParaImpressora(cozinha, ticket(3));
    expect(pedidos(impressora)).toEqual(['PEDIDO #1 - Açaí', 'PEDIDO #3 - Açaí']);
    expect(impressora.pedidosDeStatus()).toBe(3);
    // The request goes before the job, and the printer reads it as no text.
    const [primeira] = impressora.conexoes();
    expect(primeira!.subarray(0, 3)).toEqual(PEDIDO_DE_STATUS);
    expect(impressora.tickets()[0]!.linhas.map((l) => l.trim())).toEqual([
      'PEDIDO #1 - Açaí',
      'Trabalho #1 v1',
    ]);
    expect(impressora.tickets().flatMap((t) => t.desconhecidos)).toEqual([]);
  });

  it('a que nunca responde imprime depois da primeira espera e não é perguntada de novo, até voltar de desligada', async () => {
    impressora = await iniciarImpressoraFalsa({ respondeStatus: false });
    const cozinha = rede(impressora.porta);
    await enviarParaImpressora(cozinha, ticket(1), { esperaDoStatusMs: 200 });
    expect(impressora.pedidosDeStatus()).toBe(1);
    // Were they asked, they would wait for an answer longer than the whole send may take.
    const semEsperar = { esperaDoStatusMs: 60_000, tempoTotalMs: 3_000 };
    await enviarParaImpressora(cozinha, ticket(2), semEsperar);
    await enviarParaImpressora(cozinha, ticket(3), semEsperar);
    expect(impressora.pedidosDeStatus()).toBe(1);
    expect(pedidos(impressora)).toEqual([
      'PEDIDO #1 - Açaí',
      'PEDIDO #2 - Açaí',
      'PEDIDO #3 - Açaí',
    ]);

    // Unreachable, then back (maybe another printer): asked again.
    await impressora.desligar();
    await expect(enviarParaImpressora(cozinha, ticket(4))).rejects.toThrow(
      'Impressora Cozinha offline: conexão recusada',
    );
    await impressora.ligar();
    await enviarParaImpressora(cozinha, ticket(5), { esperaDoStatusMs: 200 });
    expect(impressora.pedidosDeStatus()).toBe(2);
    expect(pedidos(impressora).at(-1)).toBe('PEDIDO #5 - Açaí');
  });
});

describe('a resposta ao DLE EOT 4', () => {
  it.each([
    ['papel no fim (0x1e)', 0x1e, true],
    ['sem papel (0x72)', 0x72, false],
    ['sem papel, o papel no fim também (0x7e)', 0x7e, false],
  ])('%s: imprime só se ainda houver papel', async (_caso, status, imprime) => {
    const recebidos: Buffer[] = [];
    let fechou!: () => void;
    const fechada = new Promise<void>((r) => (fechou = r));
    const servidor = net.createServer((s) => {
      s.on('data', (d: Buffer) => {
        if (recebidos.length === 0) s.write(Uint8Array.of(status));
        recebidos.push(d);
      });
      s.on('error', () => undefined);
      s.on('close', () => fechou());
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const cozinha = rede((servidor.address() as net.AddressInfo).port);
    const bytes = ticket(7);
    const envio = enviarParaImpressora(cozinha, bytes);
    if (imprime) await envio;
    else await expect(envio).rejects.toThrow('Impressora Cozinha sem papel');
    await fechada;
    expect(Buffer.concat(recebidos)).toEqual(
      imprime ? Buffer.concat([PEDIDO_DE_STATUS, bytes]) : PEDIDO_DE_STATUS,
    );
    await new Promise((r) => servidor.close(r));
  });
});
