import { describe, expect, it } from '@jest/globals';
import {
  ticketDaCozinha,
  type DocumentoImpresso,
  type LinhaImpressa,
} from '@cardapio/shared-events';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pedido, pedidoItem } from '../../../testing/exemplos';
import { DocumentoNoPapel, estiloDoTexto } from './DocumentoNoPapel';

/** The markup of a document of these lines (the tests read it as the browser would print it). */
const desenhar = (...linhas: LinhaImpressa[]) =>
  renderToStaticMarkup(createElement(DocumentoNoPapel, { documento: { titulo: 'Teste', linhas } }));

/** The element of each drawn line, by its data-linha mark. */
const linhasDe = (html: string) => html.match(/<div data-linha="[a-z]+"[^>]*>(.*?)<\/div>/g) ?? [];

describe('DocumentoNoPapel: the printers’ lines at 80 mm', () => {
  it('draws the document 74 mm wide in a monospaced font, black on white, named by its title', () => {
    const html = desenhar({ tipo: 'texto', texto: 'Oi' });
    expect(html).toMatch(/^<div data-documento="" aria-label="Teste" style="[^"]*width:74mm/);
    expect(html).toContain('font-family:&#x27;DejaVu Sans Mono&#x27;');
    expect(html).toContain('monospace');
    expect(html).toContain('font-size:2.55mm');
    expect(html).toContain('color:#000;background:#fff');
    // Backgrounds print (the reverse lines).
    expect(html).toContain('print-color-adjust:exact');
  });

  it('aligns a text line left by default, centred or right when asked', () => {
    const [esquerda, centro, direita] = linhasDe(
      desenhar(
        { tipo: 'texto', texto: 'A' },
        { tipo: 'texto', texto: 'B', alinhar: 'centro' },
        { tipo: 'texto', texto: 'C', alinhar: 'direita' },
      ),
    );
    expect(esquerda).toContain('text-align:left');
    expect(esquerda).toContain('font-weight:400');
    expect(centro).toContain('text-align:center');
    expect(direita).toContain('text-align:right');
  });

  it('keeps the spaces of an indented line and wraps a long word', () => {
    const [linha] = linhasDe(desenhar({ tipo: 'texto', texto: '   SEM CEBOLA' }));
    expect(linha).toContain('white-space:pre-wrap');
    expect(linha).toContain('overflow-wrap:anywhere');
    expect(linha).toContain('>   SEM CEBOLA</div>');
  });

  it('draws bold in bold and `grande` at double size (and bold, as the printer does)', () => {
    const [negrito, grande] = linhasDe(
      desenhar(
        { tipo: 'texto', texto: 'OBS', negrito: true },
        { tipo: 'texto', texto: 'PEDIDO #42', grande: true },
      ),
    );
    expect(negrito).toContain('font-weight:700');
    expect(negrito).not.toContain('font-size:2em');
    expect(grande).toContain('font-size:2em');
    expect(grande).toContain('font-weight:700');
    expect(estiloDoTexto({ tipo: 'texto', texto: 'x', grande: true }).fontSize).toBe('2em');
    expect(estiloDoTexto({ tipo: 'texto', texto: 'x' }).fontSize).toBeUndefined();
  });

  it('draws a reverse line white on black behind its characters', () => {
    const [linha] = linhasDe(
      desenhar({ tipo: 'texto', texto: 'REIMPRESSÃO', alinhar: 'centro', invertido: true }),
    );
    expect(linha).toContain('text-align:center');
    expect(linha).toMatch(/<span style="[^"]*background:#000;color:#fff[^"]*">REIMPRESSÃO<\/span>/);
    expect(linha).toContain('print-color-adjust:exact');
    const [normal] = linhasDe(desenhar({ tipo: 'texto', texto: 'Mesa 4' }));
    expect(normal).not.toContain('<span');
  });

  it('draws columns as a label on the left and its value whole on the right, filling the width', () => {
    const html = desenhar(
      { tipo: 'colunas', esquerda: '2x Coxinha', direita: 'R$ 12,00' },
      { tipo: 'colunas', esquerda: 'TOTAL', direita: 'R$ 30,00', negrito: true },
    );
    const [item, total] = html.match(/<div data-linha="colunas".*?<\/span><\/div>/g) ?? [];
    expect(item).toContain('display:flex');
    expect(item).toContain('justify-content:space-between');
    expect(item).toContain('font-weight:400');
    expect(item).toMatch(/<span style="flex:1 1 auto[^"]*">2x Coxinha<\/span>/);
    expect(item).toMatch(/<span style="[^"]*white-space:nowrap[^"]*">R\$ 12,00<\/span>/);
    expect(total).toContain('font-weight:700');
  });

  it("keeps a column label's indent (the closing's '  Entrega' under 'Pedidos')", () => {
    const [linha] = linhasDe(
      desenhar({ tipo: 'colunas', esquerda: '  Entrega (1)', direita: 'R$ 97,70' }),
    );
    expect(linha).toMatch(/<span style="[^"]*white-space:pre-wrap[^"]*"> {2}Entrega \(1\)<\/span>/);
  });

  it('draws a separator as a dashed rule', () => {
    const [linha] = linhasDe(desenhar({ tipo: 'separador' }));
    expect(linha).toContain('role="separator"');
    expect(linha).toContain('border-top:1px dashed #000');
  });

  it('prints the address of a QR code as text (the web app has no QR code library)', () => {
    const url = 'https://www.google.com/maps/search/?api=1&query=Rua%20X%2C%20100';
    const [linha] = linhasDe(desenhar({ tipo: 'qrcode', conteudo: url }));
    expect(linha).toContain('text-align:center');
    expect(linha).toContain('overflow-wrap:anywhere');
    expect(linha).toContain('https://www.google.com/maps/search/?api=1&amp;query=Rua%20X%2C%20100');
  });

  it('draws a blank line one line tall', () => {
    const [linha] = linhasDe(desenhar({ tipo: 'espaco' }));
    expect(linha).toBe('<div data-linha="espaco" style="height:1.25em" aria-hidden="true"></div>');
  });

  it('draws every line of a real template, in order', () => {
    const documento: DocumentoImpresso = ticketDaCozinha(
      pedido({ id: 7, tipo_pedido: 'mesa', mesa: '4', observacoes: 'Rápido' }),
      [pedidoItem({ quantidade: 2, produto_nome: 'Coxinha', observacoes: 'Bem frita' })],
      { reimpressao: true },
      'America/Sao_Paulo',
    );
    const html = renderToStaticMarkup(createElement(DocumentoNoPapel, { documento }));
    const tipos = [...html.matchAll(/data-linha="([a-z]+)"/g)].map((m) => m[1]);
    expect(tipos).toEqual(documento.linhas.map((l) => l.tipo));
    expect(html).toContain('REIMPRESSÃO');
    expect(html).toContain('PEDIDO #7');
    expect(html).toContain('Mesa 4');
    expect(html).toContain('2x Coxinha');
    expect(html).toContain('   OBS: Bem frita');
  });
});
