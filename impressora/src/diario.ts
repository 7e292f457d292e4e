import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The agent's journal: the jobs it printed (`id` and `versao`), one JSON line each in
 * `<pasta>/impressos.jsonl`, written to disk (fsync) before the server is told. A job the server
 * sends again (a lost acknowledgement, a restart of either side) is answered 'impresso' without a
 * second ticket. Keeps the last `limite` jobs; the file is rewritten when it has twice as many.
 */

export interface Diario {
  jaImpresso(id: number, versao: number): boolean;
  /** Durably notes a printed job; resolves once it is on disk. */
  registrar(id: number, versao: number): Promise<void>;
  fechar(): Promise<void>;
}

export const ARQUIVO_DO_DIARIO = 'impressos.jsonl';
const LIMITE = 5000;

interface Entrada {
  id: number;
  versao: number;
  em: string;
}

const chave = (id: number, versao: number) => `${id}:${versao}`;

function lerLinha(linha: string): Entrada | null {
  try {
    const e = JSON.parse(linha) as Partial<Entrada>;
    if (Number.isInteger(e.id) && Number.isInteger(e.versao))
      return { id: e.id!, versao: e.versao!, em: String(e.em ?? '') };
  } catch {
    // A line cut short by a crash in the middle of a write: the job was not acknowledged.
  }
  return null;
}

async function gravarComFsync(arquivo: string, conteudo: string, flag: 'a' | 'w') {
  const handle = await fs.open(arquivo, flag, 0o600);
  try {
    await handle.writeFile(conteudo, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function abrirDiario(pasta: string, limite = LIMITE): Promise<Diario> {
  await fs.mkdir(pasta, { recursive: true, mode: 0o700 });
  const arquivo = path.join(pasta, ARQUIVO_DO_DIARIO);
  let texto = '';
  try {
    texto = await fs.readFile(arquivo, 'utf8');
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'ENOENT') throw erro;
  }
  const linhas = texto.split('\n').filter(Boolean);
  let entradas = linhas.map(lerLinha).filter((e): e is Entrada => e !== null);
  entradas = entradas.slice(-limite);
  const impressos = new Set(entradas.map((e) => chave(e.id, e.versao)));
  let linhasNoArquivo = linhas.length;
  // One write at a time: the lines of concurrent jobs never interleave.
  let fila: Promise<void> = Promise.resolve();

  async function compactar() {
    const temporario = `${arquivo}.tmp`;
    await gravarComFsync(temporario, entradas.map((e) => `${JSON.stringify(e)}\n`).join(''), 'w');
    await fs.rename(temporario, arquivo);
    linhasNoArquivo = entradas.length;
  }

  // A torn last line (a crash mid-write) would glue itself to the next one: rewrite first.
  if (linhasNoArquivo > 2 * limite || (texto && !texto.endsWith('\n'))) await compactar();

  return {
    jaImpresso: (id, versao) => impressos.has(chave(id, versao)),
    registrar(id, versao) {
      const trabalho = fila.then(async () => {
        if (impressos.has(chave(id, versao))) return;
        const entrada = { id, versao, em: new Date().toISOString() };
        await gravarComFsync(arquivo, `${JSON.stringify(entrada)}\n`, 'a');
        linhasNoArquivo += 1;
        entradas.push(entrada);
        impressos.add(chave(id, versao));
        if (entradas.length > limite) {
          for (const velha of entradas.splice(0, entradas.length - limite))
            impressos.delete(chave(velha.id, velha.versao));
        }
        // The job is on disk already: a failed rewrite is tried again at the next write.
        if (linhasNoArquivo > 2 * limite) await compactar().catch(() => undefined);
      });
      fila = trabalho.catch(() => undefined);
      return trabalho;
    },
    async fechar() {
      await fila;
    },
  };
}
