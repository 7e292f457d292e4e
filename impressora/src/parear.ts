import fs from 'node:fs/promises';
import path from 'node:path';
import type { AgentePareado, PareamentoDoAgente } from '@cardapio/shared-events';

/**
 * Pairing (issue 30): the code shown on /dashboard/impressoras, given once to the agent, becomes
 * its device token, kept in `<pasta>/agente.json` (readable by its user only). Afterwards the
 * agent starts with the stored token.
 */

export const ARQUIVO_DAS_CREDENCIAIS = 'agente.json';

export interface CredenciaisDoAgente extends AgentePareado {
  servidor: string;
  pareado_em: string;
}

/** 'pedidos.exemplo.com.br/' → 'https://pedidos.exemplo.com.br'. */
export function normalizarServidor(servidor: string): string {
  const texto = servidor.trim();
  const comEsquema = /^https?:\/\//i.test(texto) ? texto : `https://${texto}`;
  const url = new URL(comEsquema);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const mensagemDe = (erro: unknown) => (erro instanceof Error ? erro.message : String(erro));

/** POST /api/impressoras/parear: the code and this computer's name for the device token. */
export async function parear(
  servidor: string,
  codigo: string,
  nome: string,
): Promise<AgentePareado> {
  const corpo: PareamentoDoAgente = { codigo: codigo.replace(/\s+/g, ''), nome: nome.trim() };
  let resposta: Response;
  try {
    resposta = await fetch(`${normalizarServidor(servidor)}/api/impressoras/parear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(corpo),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (erro) {
    const { cause } = erro as { cause?: { code?: string; message?: string } };
    const causa = cause?.code ?? cause?.message;
    throw new Error(
      `Não foi possível falar com ${servidor}: ${causa ?? mensagemDe(erro)}. Confira o endereço e a internet.`,
      { cause: erro },
    );
  }
  const dados = (await resposta.json().catch(() => null)) as
    (Partial<AgentePareado> & { erro?: unknown }) | null;
  if (!resposta.ok) {
    const erro = typeof dados?.erro === 'string' ? dados.erro : null;
    if (resposta.status === 400 || resposta.status === 404)
      throw new Error(
        erro
          ? `Pareamento recusado: ${erro}`
          : `Pareamento recusado (${resposta.status}): confira o código e o endereço do servidor.`,
      );
    throw new Error(
      `O servidor respondeu ${resposta.status} ao pareamento${erro ? `: ${erro}` : ''}. Tente de novo.`,
    );
  }
  if (typeof dados?.token !== 'string' || !dados.token || !dados.agente)
    throw new Error('O servidor respondeu ao pareamento sem o token do agente.');
  return { token: dados.token, agente: dados.agente };
}

export async function lerCredenciais(pasta: string): Promise<CredenciaisDoAgente | null> {
  let texto: string;
  try {
    texto = await fs.readFile(path.join(pasta, ARQUIVO_DAS_CREDENCIAIS), 'utf8');
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw erro;
  }
  const dados = JSON.parse(texto) as Partial<CredenciaisDoAgente>;
  if (typeof dados.token !== 'string' || typeof dados.servidor !== 'string' || !dados.agente)
    throw new Error(
      `${path.join(pasta, ARQUIVO_DAS_CREDENCIAIS)} está incompleto: pareie de novo.`,
    );
  return dados as CredenciaisDoAgente;
}

/** Writes agente.json whole (a temporary file renamed), mode 0600. */
export async function salvarCredenciais(pasta: string, credenciais: CredenciaisDoAgente) {
  await fs.mkdir(pasta, { recursive: true, mode: 0o700 });
  const arquivo = path.join(pasta, ARQUIVO_DAS_CREDENCIAIS);
  const temporario = `${arquivo}.tmp`;
  await fs.writeFile(temporario, `${JSON.stringify(credenciais, null, 2)}\n`, { mode: 0o600 });
  await fs.chmod(temporario, 0o600);
  await fs.rename(temporario, arquivo);
}

/**
 * The agent's credentials: paired now when a code is given (or none is stored yet), else the
 * stored ones. Without `servidor`, the one it was paired with.
 */
export async function obterCredenciais(opcoes: {
  pastaDeDados: string;
  servidor?: string;
  codigo?: string;
  nome: string;
}): Promise<CredenciaisDoAgente> {
  const guardadas = await lerCredenciais(opcoes.pastaDeDados);
  const servidor = opcoes.servidor ? normalizarServidor(opcoes.servidor) : guardadas?.servidor;
  if (!servidor) throw new Error('Informe o endereço do servidor: --servidor https://…');
  if (!opcoes.codigo) {
    if (!guardadas)
      throw new Error(
        'Este computador ainda não foi pareado: gere um código em Impressoras e use --codigo.',
      );
    if (guardadas.servidor !== servidor)
      throw new Error(
        `Este agente foi pareado com ${guardadas.servidor}; para usar ${servidor}, pareie de novo com --codigo.`,
      );
    return guardadas;
  }
  const pareado = await parear(servidor, opcoes.codigo, opcoes.nome);
  const credenciais: CredenciaisDoAgente = {
    ...pareado,
    servidor,
    pareado_em: new Date().toISOString(),
  };
  await salvarCredenciais(opcoes.pastaDeDados, credenciais);
  return credenciais;
}
