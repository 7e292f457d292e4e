import net from 'node:net';
import {
  textoDoDocumento,
  type DocumentoImpresso,
  type LarguraDoPapel,
} from '@cardapio/shared-events';
import { codificar, documentoImprimivel } from '@cardapio/impressora';
import {
  decodificarEscPos,
  iniciarImpressoraFalsa,
  type ImpressoraFalsa,
} from './impressora-falsa';

/**
 * The fake printer reads back what the agent's encoder prints: the ticket's lines are the
 * document's plain text (`textoDoDocumento`), compared thus: the document as the printer prints
 * it (`documentoImprimivel`: what CP860 lacks in its plain form, — as -), each line without the
 * spaces at its ends (the encoder centers and right-aligns with spaces; the indentation a text
 * keeps is checked apart), a QR code as `[QR <content>]` on both sides, and the footer ('Trabalho
 * #7 v2', small) as the ticket's last line.
 */

const DOCUMENTO: DocumentoImpresso = {
  titulo: 'Ticket da cozinha #77',
  linhas: [
    { tipo: 'texto', texto: 'REIMPRESSÃO', alinhar: 'centro', invertido: true },
    { tipo: 'texto', texto: 'ADICIONAL — Mesa 4 — Comanda 12', alinhar: 'centro', negrito: true },
    { tipo: 'texto', texto: 'PEDIDO #77', alinhar: 'centro', grande: true },
    { tipo: 'texto', texto: 'Mesa 4 · Cozinha', alinhar: 'centro', negrito: true },
    { tipo: 'separador' },
    { tipo: 'texto', texto: '2x Pão de queijo', grande: true, negrito: true },
    { tipo: 'texto', texto: '   SEM CEBOLA', negrito: true },
    { tipo: 'texto', texto: '1x Açaí na tigela com granola e banana', grande: true },
    { tipo: 'texto', texto: '   OBS: AÇÃO rápida, é p/ viagem', negrito: true },
    { tipo: 'espaco' },
    { tipo: 'colunas', esquerda: '2x Pão de queijo', direita: 'R$ 12,00' },
    { tipo: 'colunas', esquerda: 'TOTAL', direita: 'R$ 31,90', negrito: true },
    {
      tipo: 'texto',
      texto:
        'Observação longa: entregar na portaria do prédio azul, falar com o Sr. João Conceição',
      alinhar: 'direita',
    },
    { tipo: 'qrcode', conteudo: 'https://www.google.com/maps/search/?api=1&query=Rua%20X' },
    { tipo: 'separador' },
  ],
};

const semPontas = (linhas: string[]) => linhas.map((l) => l.trim());

function enviar(porta: number, bytes: Uint8Array) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.createConnection({ host: '127.0.0.1', port: porta }, () =>
      socket.end(bytes),
    );
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

describe('impressora falsa', () => {
  let impressora: ImpressoraFalsa;
  beforeEach(async () => {
    impressora = await iniciarImpressoraFalsa();
  });
  afterEach(() => impressora.parar());

  it.each([58, 80] as LarguraDoPapel[])(
    'decodifica o ticket de %i mm como textoDoDocumento, com os acentos',
    async (largura) => {
      await enviar(impressora.porta, codificar(DOCUMENTO, largura, 'Trabalho #7 v2'));
      const [ticket] = await impressora.aguardar(1);
      expect(ticket!.desconhecidos).toEqual([]);
      expect(ticket!.cortado).toBe(true);
      expect(semPontas(ticket!.linhas)).toEqual(
        semPontas([...textoDoDocumento(documentoImprimivel(DOCUMENTO), largura), 'Trabalho #7 v2']),
      );
      expect(ticket!.linhas).toEqual(
        expect.arrayContaining([
          'REIMPRESSÃO'.padStart(Math.floor(((largura === 58 ? 32 : 48) + 11) / 2)),
          '2x Pão de queijo',
          '   SEM CEBOLA',
        ]),
      );
      expect(ticket!.linhas.join('\n')).toContain('AÇÃO rápida, é p/ viagem');
      expect(ticket!.linhas.join('\n')).toContain('Açaí');
      expect(ticket!.linhas).toContain(
        'ADICIONAL - Mesa 4 - Comanda 12'.padStart(largura === 58 ? 31 : 39),
      );
      expect(ticket!.qrcodes).toEqual(['https://www.google.com/maps/search/?api=1&query=Rua%20X']);
      const estilo = (texto: string) => ticket!.detalhes.find((l) => l.texto.trim() === texto);
      expect(estilo('REIMPRESSÃO')).toMatchObject({ invertido: true, grande: false });
      expect(estilo('PEDIDO #77')).toMatchObject({ grande: true, negrito: false });
      expect(estilo('2x Pão de queijo')).toMatchObject({ grande: true, negrito: true });
      expect(estilo('SEM CEBOLA')).toMatchObject({
        negrito: true,
        grande: false,
        invertido: false,
      });
      expect(estilo('Trabalho #7 v2')).toMatchObject({ pequeno: true });
      expect(estilo('Mesa 4 · Cozinha')).toMatchObject({ negrito: true, pequeno: false });
    },
  );

  it('separa as vias de uma conexão no corte e conta cada uma como um ticket', async () => {
    const via = codificar(DOCUMENTO, 80, 'Trabalho #8 v1');
    await enviar(impressora.porta, Buffer.concat([via, via]));
    const tickets = await impressora.aguardar(2);
    expect(tickets).toHaveLength(2);
    expect(tickets.map((t) => t.conexao)).toEqual([0, 0]);
    expect(tickets[1]!.linhas).toEqual(tickets[0]!.linhas);
    expect(impressora.conexoes()).toHaveLength(1);
  });

  it('um trabalho sem corte sai como um ticket não cortado', () => {
    const bytes = Buffer.concat([
      Buffer.from([0x1b, 0x40, 0x1b, 0x74, 0x03]),
      Buffer.from('P', 'latin1'),
      Buffer.from([0x84]), // ã in CP860
      Buffer.from('o\n', 'latin1'),
    ]);
    expect(decodificarEscPos(bytes)).toEqual([
      expect.objectContaining({ linhas: ['Pão'], cortado: false }),
    ]);
  });

  it('desligada recusa conexões e, ligada de novo, imprime na mesma porta', async () => {
    await impressora.desligar();
    await expect(enviar(impressora.porta, codificar(DOCUMENTO, 58, 'x'))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await impressora.ligar();
    await enviar(impressora.porta, codificar(DOCUMENTO, 58, 'x'));
    expect(await impressora.aguardar(1)).toHaveLength(1);
  });
});
