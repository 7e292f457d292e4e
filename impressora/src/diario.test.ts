import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ARQUIVO_DO_DIARIO, abrirDiario } from './diario';

describe('diário de impressos', () => {
  let pasta: string;
  beforeEach(async () => {
    pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'diario-'));
  });
  afterEach(() => fs.rm(pasta, { recursive: true, force: true }));

  it('lembra id e versão depois de reaberto', async () => {
    const diario = await abrirDiario(pasta);
    expect(diario.jaImpresso(5, 1)).toBe(false);
    await diario.registrar(5, 1);
    expect(diario.jaImpresso(5, 1)).toBe(true);
    await diario.fechar();
    const depois = await abrirDiario(pasta);
    expect(depois.jaImpresso(5, 1)).toBe(true);
    expect(depois.jaImpresso(5, 2)).toBe(false);
  });

  it('ignora uma última linha cortada (queda no meio da escrita) e continua gravando', async () => {
    const arquivo = path.join(pasta, ARQUIVO_DO_DIARIO);
    await fs.writeFile(arquivo, '{"id":1,"versao":1,"em":"x"}\n{"id":2,"ver');
    const diario = await abrirDiario(pasta);
    expect(diario.jaImpresso(1, 1)).toBe(true);
    expect(diario.jaImpresso(2, 1)).toBe(false);
    await diario.registrar(3, 1);
    const depois = await abrirDiario(pasta);
    expect([1, 2, 3].map((id) => depois.jaImpresso(id, 1))).toEqual([true, false, true]);
  });

  it('guarda só os últimos; o arquivo é reescrito quando passa do dobro', async () => {
    const diario = await abrirDiario(pasta, 3);
    for (let id = 1; id <= 10; id++) await diario.registrar(id, 1);
    expect([1, 7, 8, 9, 10].map((id) => diario.jaImpresso(id, 1))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    const linhas = (await fs.readFile(path.join(pasta, ARQUIVO_DO_DIARIO), 'utf8'))
      .split('\n')
      .filter(Boolean);
    expect(linhas.length).toBeLessThanOrEqual(6);
    const depois = await abrirDiario(pasta, 3);
    expect([7, 8, 10].map((id) => depois.jaImpresso(id, 1))).toEqual([false, true, true]);
  });
});
