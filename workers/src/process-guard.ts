/**
 * The last line of defence of a gateway process (issue 11 §1). An error nobody caught is logged
 * with what it was and where it came from; then:
 * - an error confined to one connection (a write to a response already answered, a peer that
 *   hung up) leaves the rest of the process sound, so it keeps serving;
 * - anything else may have left shared state half-changed, so the process shuts down cleanly and
 *   exits 1, and the supervisor (Docker's `restart: unless-stopped`, systemd's `Restart=always`,
 *   Kubernetes) starts a fresh one; pending work is safe in the database and the queue.
 * A promise rejected without a handler is logged and the process goes on: an `await` that
 * nobody awaited has no shared state to corrupt, and Node's default (exit) would let one
 * forgotten `.catch` stop a restaurant's evening.
 */
export const ERROS_DE_UMA_CONEXAO = new Set([
  'ERR_HTTP_HEADERS_SENT',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'EPIPE',
  'ECONNRESET',
  'ECONNABORTED',
]);

export interface GuardaDoProcesso {
  on(event: 'uncaughtException', listener: (error: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

export interface OpcoesDaGuarda {
  log: (mensagem: string, erro: unknown) => void;
  /** Clean shutdown and exit with the given code (the supervisor restarts the process). */
  encerrar: (codigo: number) => void;
}

export function erroDeUmaConexao(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ERROS_DE_UMA_CONEXAO.has(code);
}

export function instalarGuardaDoProcesso(
  opcoes: OpcoesDaGuarda,
  proc: GuardaDoProcesso = process,
): void {
  let encerrando = false;
  proc.on('uncaughtException', (error, origin) => {
    if (erroDeUmaConexao(error)) {
      opcoes.log(
        `[processo] erro de uma conexão (${origin}); o servidor continua atendendo`,
        error,
      );
      return;
    }
    opcoes.log(
      `[processo] erro inesperado (${origin}); encerrando para o supervisor reiniciar`,
      error,
    );
    if (encerrando) return;
    encerrando = true;
    opcoes.encerrar(1);
  });
  proc.on('unhandledRejection', (reason) => {
    opcoes.log(
      '[processo] promessa rejeitada sem tratamento; o servidor continua atendendo',
      reason,
    );
  });
}
