import { mensagemDeErro } from './http';
import { notify } from './toaster';

interface Mensagens {
  sucesso: string;
  /** Shown when the server gives no message of its own. */
  erro: string;
}

/**
 * Runs a write and reports it the one way (toast policy): green with `sucesso`, red with the
 * server's message (or `erro`); the action's error toast goes once it succeeds. Answers whether
 * it succeeded, so a dialog closes only then.
 */
export async function comAviso(
  acao: string,
  executar: () => Promise<unknown>,
  mensagens: Mensagens,
  lerErro: (erro: unknown, padrao: string) => string = mensagemDeErro,
): Promise<boolean> {
  try {
    await executar();
  } catch (erro) {
    notify.error(lerErro(erro, mensagens.erro), { acao });
    return false;
  }
  notify.success(mensagens.sucesso, { acao });
  return true;
}
