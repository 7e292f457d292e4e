import { describe, expect, it } from '@jest/globals';
import { ehFormato, FORMATOS, ordemDosCartoes, paginasDaFolha, regrasDeImpressao } from './folha';

describe('folha de QR Codes das mesas (issue 31 §2)', () => {
  const mesas = Array.from({ length: 13 }, (_, i) => i + 1);

  it('A4 leva 6 mesas por folha e A6 uma', () => {
    expect(paginasDaFolha(mesas, 'A4').map((p) => p.length)).toEqual([6, 6, 1]);
    expect(paginasDaFolha(mesas, 'A6')).toHaveLength(13);
    expect(paginasDaFolha([], 'A4')).toEqual([]);
  });

  it('cada formato cabe no papel', () => {
    for (const f of Object.values(FORMATOS)) {
      expect(f.colunas * f.linhas).toBe(f.porPagina);
      expect(f.largura + 2 * f.margem).toBe(f.papel.largura);
      expect(f.altura + 2 * f.margem).toBe(f.papel.altura);
      // The QR and its texts fit in one card.
      expect(f.qr).toBeLessThan(f.largura / f.colunas);
      expect(f.qr).toBeLessThan(f.altura / f.linhas - 25);
    }
  });

  it('as regras de impressão dão o tamanho do papel e escondem o resto da tela', () => {
    const a4 = regrasDeImpressao('A4');
    expect(a4).toContain('size: 210mm 297mm');
    expect(a4).toContain('[data-nao-imprimir] { display: none !important; }');
    expect(a4).toContain('repeat(2, 1fr)');
    expect(regrasDeImpressao('A6')).toContain('size: 105mm 148mm');
  });

  it('ordena pelo número da mesa e reconhece os formatos', () => {
    const ordem = [{ numero: '10' }, { numero: '2' }, { numero: '1' }].sort(ordemDosCartoes);
    expect(ordem.map((m) => m.numero)).toEqual(['1', '2', '10']);
    expect(ehFormato('A6')).toBe(true);
    expect(ehFormato('A5')).toBe(false);
  });
});
