import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  textoDoDocumento,
  type DocumentoImpresso,
  type ImpressoraDoTrabalho,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import {
  decodificarEscPos,
  iniciarImpressoraFalsa,
  type ImpressoraFalsa,
  type TicketDecodificado,
} from '../../testing/impressora-falsa';
import { iniciarAgente, type Agente, type OpcoesDoAgente } from './agente';
import { codificar, documentoImprimivel } from './escpos';
import { iniciarServidorDeTeste, type ServidorDeTeste } from './servidor-de-teste';

/**
 * The agent against a Socket.IO server of the contract (servidor-de-teste.ts) and fake network
 * printers on real TCP sockets.
 */

const DOCUMENTO: DocumentoImpresso = {
  titulo: 'Ticket da cozinha #41',
  linhas: [
    { tipo: 'texto', texto: 'PEDIDO #41', alinhar: 'centro', grande: true },
    { tipo: 'texto', texto: 'Mesa 7 · Cozinha', alinhar: 'centro', negrito: true },
    { tipo: 'separador' },
    { tipo: 'texto', texto: '3x Pão de queijo', grande: true, negrito: true },
    { tipo: 'texto', texto: '1x Açaí 500 ml', grande: true, negrito: true },
    { tipo: 'texto', texto: '   OBS: AÇÃO — sem granola', negrito: true },
    { tipo: 'separador' },
  ],
};

let proximoId = 100;
function trabalho(
  impressora: Partial<ImpressoraDoTrabalho>,
  extra: Partial<TrabalhoDeImpressao> = {},
): TrabalhoDeImpressao {
  return {
    id: proximoId++,
    versao: 1,
    empresa_id: 1,
    impressora: {
      id: 1,
      nome: 'Cozinha',
      conexao: 'rede',
      endereco: '127.0.0.1',
      porta: 9100,
      largura: 80,
      copias: 1,
      ...impressora,
    },
    documento: DOCUMENTO,
    criado_em: new Date().toISOString(),
    ...extra,
  };
}

const rodape = (t: TrabalhoDeImpressao) => `Trabalho #${t.id} v${t.versao}`;
const doTrabalho = (tickets: TicketDecodificado[], t: TrabalhoDeImpressao) =>
  tickets.filter((k) => k.linhas.at(-1)?.trim() === rodape(t));
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('agente de impressão', () => {
  let servidor: ServidorDeTeste;
  let cozinha: ImpressoraFalsa;
  let bar: ImpressoraFalsa;
  let pasta: string;
  const agentes: Agente[] = [];
  const logs: string[] = [];

  async function agente(extra: Partial<OpcoesDoAgente> = {}) {
    const a = await iniciarAgente({
      servidor: servidor.url,
      token: 'token-do-agente',
      pastaDeDados: pasta,
      log: (m) => logs.push(m),
      ...extra,
    });
    agentes.push(a);
    await servidor.aguardarConectados(agentes.length);
    return a;
  }

  beforeEach(async () => {
    servidor = await iniciarServidorDeTeste();
    cozinha = await iniciarImpressoraFalsa();
    bar = await iniciarImpressoraFalsa();
    pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'agente-'));
    logs.length = 0;
  });
  afterEach(async () => {
    for (const a of agentes.splice(0)) await a.parar();
    await servidor.parar();
    await cozinha.parar();
    await bar.parar();
    await fs.rm(pasta, { recursive: true, force: true });
  });

  it('imprime o trabalho com os acentos e confirma uma vez só', async () => {
    await agente();
    const t = trabalho({ porta: cozinha.porta });
    servidor.enviar(t);
    const [ticket] = await cozinha.aguardar(1);
    expect(ticket!.linhas.map((l) => l.trim())).toEqual(
      [...textoDoDocumento(documentoImprimivel(DOCUMENTO), 80), rodape(t)].map((l) => l.trim()),
    );
    expect(ticket!.linhas).toContain('3x Pão de queijo');
    expect(ticket!.linhas).toContain('   OBS: AÇÃO - sem granola');
    await servidor.aguardarResultado((r) => r.id === t.id);
    await esperar(300);
    expect(servidor.resultados).toEqual([{ id: t.id, versao: 1, estado: 'impresso' }]);
    expect(cozinha.tickets()).toHaveLength(1);
    expect(logs).toContain(`Trabalho #${t.id} v1 (Cozinha): impresso.`);
  });

  it('com copias: 2 imprime duas vias', async () => {
    await agente();
    const t = trabalho({ porta: cozinha.porta, copias: 2 });
    servidor.enviar(t);
    await servidor.aguardarResultado((r) => r.id === t.id && r.estado === 'impresso');
    const tickets = await cozinha.aguardar(2);
    expect(doTrabalho(tickets, t)).toHaveLength(2);
    expect(tickets[1]!.linhas).toEqual(tickets[0]!.linhas);
  });

  it("'arquivo' acrescenta os bytes ao caminho (um dispositivo USB, um arquivo)", async () => {
    await agente();
    const arquivo = path.join(pasta, 'lp0');
    const t = trabalho({
      id: 2,
      nome: 'Balcão',
      conexao: 'arquivo',
      endereco: arquivo,
      largura: 58,
    });
    servidor.enviar(t);
    await servidor.aguardarResultado((r) => r.id === t.id && r.estado === 'impresso');
    const bytes = await fs.readFile(arquivo);
    expect(bytes).toEqual(Buffer.from(codificar(DOCUMENTO, 58, rodape(t))));
    expect(decodificarEscPos(bytes)[0]!.linhas).toContain('1x Açaí 500 ml');
  });

  it('a impressora desligada: falhou com o motivo; reenviado depois de ligada, imprime uma vez', async () => {
    await agente();
    await cozinha.desligar();
    const t = trabalho({ porta: cozinha.porta });
    servidor.enviar(t);
    expect(await servidor.aguardarResultado((r) => r.id === t.id)).toEqual({
      id: t.id,
      versao: 1,
      estado: 'falhou',
      erro: 'Impressora Cozinha offline: conexão recusada',
    });
    // The agent does not retry by itself: the server sends the job again.
    await esperar(300);
    expect(servidor.resultados).toHaveLength(1);
    await cozinha.ligar();
    servidor.enviar(t);
    await servidor.aguardarResultado((r) => r.id === t.id && r.estado === 'impresso');
    await esperar(200);
    expect(doTrabalho(cozinha.tickets(), t)).toHaveLength(1);
    expect(servidor.resultados.map((r) => r.estado)).toEqual(['falhou', 'impresso']);
  });

  it('sem papel: falhou com o motivo e nada sai; reenviado com papel, imprime uma vez', async () => {
    await agente();
    cozinha.semPapel(true);
    const t = trabalho({ porta: cozinha.porta });
    servidor.enviar(t);
    expect(await servidor.aguardarResultado((r) => r.id === t.id)).toEqual({
      id: t.id,
      versao: 1,
      estado: 'falhou',
      erro: 'Impressora Cozinha sem papel',
    });
    expect(logs).toContain(`Trabalho #${t.id} v1 (Cozinha): falhou: Impressora Cozinha sem papel`);
    cozinha.semPapel(false);
    servidor.enviar(t);
    await servidor.aguardarResultado((r) => r.id === t.id && r.estado === 'impresso');
    expect(doTrabalho(cozinha.tickets(), t)).toHaveLength(1);
    expect(cozinha.tickets()).toHaveLength(1);
    expect(servidor.resultados.map((r) => r.estado)).toEqual(['falhou', 'impresso']);
  });

  it('um trabalho já impresso e reenviado é confirmado sem imprimir de novo, mesmo após reiniciar', async () => {
    const primeiro = await agente();
    const t = trabalho({ porta: cozinha.porta });
    servidor.enviar(t);
    await servidor.aguardarResultado((r) => r.id === t.id);
    await primeiro.parar();
    agentes.splice(0);
    await servidor.aguardarConectados(0);
    await agente();
    servidor.enviar(t);
    servidor.enviar(t);
    await esperar(500);
    expect(servidor.resultados.filter((r) => r.id === t.id)).toEqual([
      { id: t.id, versao: 1, estado: 'impresso' },
      { id: t.id, versao: 1, estado: 'impresso' },
    ]);
    expect(cozinha.tickets()).toHaveLength(1);
    // A new version of the same job (a reprint) is a new ticket.
    const v2 = { ...t, versao: 2 };
    servidor.enviar(v2);
    await servidor.aguardarResultado((r) => r.id === t.id && r.versao === 2);
    expect(doTrabalho(await cozinha.aguardar(2), v2)).toHaveLength(1);
  });

  it.each(['sem confirmação', 'com { ok: false }'])(
    'reenvia o resultado até o servidor confirmar (%s)',
    async (caso) => {
      await agente({ esperaDaConfirmacaoMs: 200 });
      if (caso === 'sem confirmação') servidor.semConfirmar(true);
      else servidor.recusarResultados(true);
      const t = trabalho({ porta: cozinha.porta });
      servidor.enviar(t);
      await cozinha.aguardar(1);
      await esperar(1200);
      const semConfirmacao = servidor.resultados.length;
      expect(semConfirmacao).toBeGreaterThanOrEqual(2);
      servidor.semConfirmar(false);
      servidor.recusarResultados(false);
      // The next send (after a pause that grows: 0.5 s, 1 s, 2 s…) is acknowledged; none after it.
      await esperar(2500);
      const depois = servidor.resultados.length;
      await esperar(600);
      expect(servidor.resultados.length).toBe(depois);
      expect(servidor.resultados.every((r) => r.id === t.id && r.estado === 'impresso')).toBe(true);
      expect(cozinha.tickets()).toHaveLength(1);
    },
  );

  it('imprime na ordem de chegada; uma impressora parada não atrasa a outra', async () => {
    await agente({ envio: { tempoTotalMs: 3000 } });
    cozinha.segurar(true); // out of paper: takes the bytes, never finishes
    const c1 = trabalho({ porta: cozinha.porta });
    const c2 = trabalho({ porta: cozinha.porta });
    const b = [1, 2, 3].map(() => trabalho({ id: 2, nome: 'Bar', porta: bar.porta }));
    servidor.enviar(c1);
    servidor.enviar(c2);
    for (const t of b) servidor.enviar(t);
    const inicio = Date.now();
    const doBar = await bar.aguardar(3, 2000);
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(doBar.map((k) => k.linhas.at(-1)?.trim())).toEqual(b.map(rodape));
    for (const t of b) await servidor.aguardarResultado((r) => r.id === t.id);
    expect(servidor.resultados.some((r) => r.id === c1.id || r.id === c2.id)).toBe(false);
    // The kitchen's second job waits for its first, which times out.
    const falha = await servidor.aguardarResultado((r) => r.id === c1.id, 5000);
    expect(falha).toEqual({
      id: c1.id,
      versao: 1,
      estado: 'falhou',
      erro: 'Impressora Cozinha não terminou de receber: tempo esgotado',
    });
    cozinha.segurar(false);
    await servidor.aguardarResultado((r) => r.id === c2.id, 5000);
    expect(cozinha.tickets().map((k) => k.linhas.at(-1)?.trim())).toEqual([c1, c2].map(rodape));
  });

  it('um token recusado: diz para parear de novo e tenta outra vez mais tarde', async () => {
    const a = await iniciarAgente({
      servidor: servidor.url,
      token: 'revogado',
      pastaDeDados: pasta,
      log: (m) => logs.push(m),
      esperaAposRecusaMs: 200,
    });
    agentes.push(a);
    await esperar(700);
    const recusas = logs.filter((m) =>
      m.startsWith('O servidor recusou o agente: Não autorizado.'),
    );
    expect(recusas.length).toBeGreaterThanOrEqual(2);
    expect(recusas[0]).toContain('pareie de novo com --codigo');
    expect(a.conectado()).toBe(false);
  });
});
