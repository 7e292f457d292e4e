import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ARQUIVO_DAS_CREDENCIAIS, obterCredenciais } from './parear';
import { iniciarServidorDeTeste, type ServidorDeTeste } from './servidor-de-teste';

describe('pareamento do agente', () => {
  let servidor: ServidorDeTeste;
  let pasta: string;
  beforeEach(async () => {
    servidor = await iniciarServidorDeTeste({
      codigo: '123456',
      pareado: { token: 'tok-1', agente: { id: 9, empresa_id: 1, nome: 'Caixa' } },
    });
    pasta = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'parear-')), 'dados');
  });
  afterEach(async () => {
    await servidor.parar();
    await fs.rm(path.dirname(pasta), { recursive: true, force: true });
  });

  it('troca o código pelo token, guarda-o (0600) e o reusa sem parear de novo', async () => {
    const pareado = await obterCredenciais({
      pastaDeDados: pasta,
      servidor: `${servidor.url}/`,
      codigo: ' 123 456 ',
      nome: 'Caixa',
    });
    expect(pareado).toMatchObject({ token: 'tok-1', servidor: servidor.url, agente: { id: 9 } });
    expect(servidor.pareamentos).toEqual([{ codigo: '123456', nome: 'Caixa' }]);
    const arquivo = path.join(pasta, ARQUIVO_DAS_CREDENCIAIS);
    expect((await fs.stat(arquivo)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await fs.readFile(arquivo, 'utf8'))).toMatchObject({ token: 'tok-1' });

    const depois = await obterCredenciais({ pastaDeDados: pasta, nome: 'Caixa' });
    expect(depois.token).toBe('tok-1');
    expect(
      (await obterCredenciais({ pastaDeDados: pasta, servidor: servidor.url, nome: 'x' })).token,
    ).toBe('tok-1');
    expect(servidor.pareamentos).toHaveLength(1);
    await expect(
      obterCredenciais({ pastaDeDados: pasta, servidor: 'https://outro.exemplo', nome: 'x' }),
    ).rejects.toThrow(`Este agente foi pareado com ${servidor.url}`);
  });

  it('um código errado ou expirado: a mensagem do servidor, e nada guardado', async () => {
    await expect(
      obterCredenciais({
        pastaDeDados: pasta,
        servidor: servidor.url,
        codigo: '000000',
        nome: 'x',
      }),
    ).rejects.toThrow('Pareamento recusado: Código de pareamento inválido ou expirado.');
    await expect(fs.stat(path.join(pasta, ARQUIVO_DAS_CREDENCIAIS))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(
      obterCredenciais({ pastaDeDados: pasta, servidor: servidor.url, nome: 'x' }),
    ).rejects.toThrow('Este computador ainda não foi pareado');
  });

  it('sem o servidor no ar: diz que não conseguiu falar com ele', async () => {
    await servidor.parar();
    await expect(
      obterCredenciais({
        pastaDeDados: pasta,
        servidor: servidor.url,
        codigo: '123456',
        nome: 'x',
      }),
    ).rejects.toThrow(`Não foi possível falar com ${servidor.url}: ECONNREFUSED`);
  });
});
