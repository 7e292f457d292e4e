import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's own parser refusals, answered as the API answers everything: JSON with `erro`. */
const POR_CODIGO: Record<string, { status: number; texto: string; erro: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    texto: 'Request Header Fields Too Large',
    erro: 'Cabeçalhos ou endereço muito grandes',
  },
  HPE_URI_TOO_LONG: { status: 414, texto: 'URI Too Long', erro: 'Endereço muito longo' },
};
const PADRAO = { status: 400, texto: 'Bad Request', erro: 'Requisição inválida' };

/**
 * A request Node cannot parse (a URL or headers over its 16 KB limit, broken HTTP) never
 * reaches Express: Node would answer a bare 431/400. This answers it with a pt-BR `{erro}` and
 * closes that connection only; the server keeps serving.
 */
export function responderErrosDeProtocolo(server: Server): void {
  server.on('clientError', (erro: NodeJS.ErrnoException, socket: Duplex) => {
    if (erro.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, texto, erro: mensagem } = POR_CODIGO[erro.code ?? ''] ?? PADRAO;
    const corpo = JSON.stringify({ erro: mensagem });
    socket.end(
      `HTTP/1.1 ${status} ${texto}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(corpo)}\r\nConnection: close\r\n\r\n${corpo}`,
    );
  });
}
