import { decodificarEscPos } from '../../testing/impressora-falsa';
import { codificar, textoImprimivel } from './escpos';

const ler = (linhas: Parameters<typeof codificar>[0]['linhas'], largura: 58 | 80 = 58) =>
  decodificarEscPos(Buffer.from(codificar({ titulo: 't', linhas }, largura, 'rodapé')))[0]!.linhas;

describe('codificar (ESC/POS)', () => {
  it('mantém os acentos do português e troca o que a página 860 não tem', () => {
    expect(textoImprimivel('Pão de queijo, Açaí, AÇÃO, Ônibus, à vista, pinhão nº 2')).toBe(
      'Pão de queijo, Açaí, AÇÃO, Ônibus, à vista, pinhão nº 2',
    );
    expect(textoImprimivel('ADICIONAL — Mesa 4 “já” … 10€ 😀 Citroën\u00a0x')).toBe(
      'ADICIONAL - Mesa 4 "já" ... 10EUR ? Citroen x',
    );
  });

  it('começa pela página de código 860 e termina com o rodapé, avanço e corte', () => {
    const bytes = Buffer.from(codificar({ titulo: 't', linhas: [] }, 80, 'Trabalho #1 v1'));
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true);
    expect(bytes.subarray(-5, -2)).toEqual(Buffer.from([0x1d, 0x56, 0x01]));
    expect(decodificarEscPos(bytes)[0]!.linhas.map((l) => l.trim())).toEqual(['Trabalho #1 v1']);
  });

  it('colunas: o item que não cabe quebra e o valor fica na última linha, como na prévia', () => {
    expect(
      ler([
        { tipo: 'colunas', esquerda: '1x Suco', direita: 'R$ 8,00' },
        {
          tipo: 'colunas',
          esquerda: '2x Pão de queijo recheado com catupiry',
          direita: 'R$ 10,00',
        },
      ]).slice(0, 3),
    ).toEqual([
      '1x Suco                  R$ 8,00',
      '2x Pão de queijo',
      'recheado com catupiry   R$ 10,00',
    ]);
  });

  it('um texto recuado quebra e continua recuado; um grande quebra na metade das colunas', () => {
    expect(
      ler([
        { tipo: 'texto', texto: '   OBS: sem gelo e sem açúcar, copo grande' },
        { tipo: 'texto', texto: '1x Açaí na tigela', grande: true },
      ]).slice(0, 4),
    ).toEqual(['   OBS: sem gelo e sem açúcar,', '   copo grande', '1x Açaí na', 'tigela']);
  });
});
