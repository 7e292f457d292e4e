import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type {
  AgentePareado,
  ResultadoDaImpressao,
  TrabalhoDeImpressao,
} from '@cardapio/shared-events';

/**
 * The server side of the agent's contract, for the agent's tests only (the real one lives in the
 * gateway): Socket.IO with the device token in `auth.token`, 'impressao:trabalho' out and
 * 'impressao:resultado' in (acknowledged, unless told not to), and POST /api/impressoras/parear.
 */

export interface ServidorDeTeste {
  url: string;
  /** Every answer received, acknowledged or not. */
  resultados: ResultadoDaImpressao[];
  /** Pairing requests received (their bodies). */
  pareamentos: unknown[];
  enviar(trabalho: TrabalhoDeImpressao): void;
  /** Agents connected now. */
  conectados(): number;
  /** Resolves once exactly `n` agents are connected. */
  aguardarConectados(n: number, ms?: number): Promise<void>;
  /** Resolves with the first answer (from now on or already received) that matches. */
  aguardarResultado(
    teste: (r: ResultadoDaImpressao) => boolean,
    ms?: number,
  ): Promise<ResultadoDaImpressao>;
  /** While true, answers are recorded but not acknowledged (a server going down). */
  semConfirmar(valor: boolean): void;
  /** While true, answers are acknowledged with `{ ok: false }` (the server could not write them). */
  recusarResultados(valor: boolean): void;
  parar(): Promise<void>;
}

export async function iniciarServidorDeTeste(
  opcoes: { token?: string; codigo?: string; pareado?: AgentePareado } = {},
): Promise<ServidorDeTeste> {
  const token = opcoes.token ?? 'token-do-agente';
  const resultados: ResultadoDaImpressao[] = [];
  const pareamentos: unknown[] = [];
  let confirmar = true;
  let recusar = false;
  let parado = false;
  let avisar: Array<() => void> = [];
  const mudou = () => {
    for (const a of avisar) a();
  };

  const servidorHttp = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/impressoras/parear') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"erro":"Não encontrado"}');
      return;
    }
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const corpo = JSON.parse(Buffer.concat(partes).toString('utf8') || '{}') as {
        codigo?: string;
      };
      pareamentos.push(corpo);
      const responder = (status: number, dados: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(dados));
      if (corpo.codigo !== (opcoes.codigo ?? '123456'))
        responder(400, { erro: 'Código de pareamento inválido ou expirado.' });
      else
        responder(
          201,
          opcoes.pareado ?? { token, agente: { id: 1, empresa_id: 1, nome: 'Caixa' } },
        );
    });
  });
  const io = new Server(servidorHttp, { serveClient: false });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    next(auth.token === token ? undefined : new Error('Não autorizado'));
  });
  io.on('connection', (socket) => {
    mudou();
    socket.on('disconnect', mudou);
    socket.on(
      'impressao:resultado',
      (resultado: ResultadoDaImpressao, ack?: (r: unknown) => void) => {
        resultados.push(resultado);
        if (confirmar) ack?.({ ok: !recusar });
        mudou();
      },
    );
  });
  await new Promise<void>((resolve) => servidorHttp.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(servidorHttp.address() as AddressInfo).port}`;

  function aguardar<T>(valor: () => T | undefined, ms: number, oQue: string) {
    return new Promise<T>((resolve, reject) => {
      const verificar = () => {
        const v = valor();
        if (v === undefined) return;
        clearTimeout(limite);
        avisar = avisar.filter((a) => a !== verificar);
        resolve(v);
      };
      const limite = setTimeout(() => {
        avisar = avisar.filter((a) => a !== verificar);
        reject(new Error(`O servidor de teste esperou ${oQue} por ${ms} ms.`));
      }, ms);
      avisar.push(verificar);
      verificar();
    });
  }

  return {
    url,
    resultados,
    pareamentos,
    enviar: (trabalho) => io.emit('impressao:trabalho', trabalho),
    conectados: () => io.of('/').sockets.size,
    aguardarConectados: (n, ms = 10_000) =>
      aguardar(() => (io.of('/').sockets.size === n ? true : undefined), ms, `${n} agente(s)`).then(
        () => undefined,
      ),
    aguardarResultado: (teste, ms = 10_000) =>
      aguardar(() => resultados.find(teste), ms, 'um resultado'),
    semConfirmar: (valor) => {
      confirmar = !valor;
    },
    recusarResultados: (valor) => {
      recusar = valor;
    },
    async parar() {
      if (parado) return;
      parado = true;
      await io.close();
    },
  };
}
