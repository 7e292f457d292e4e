import { hasError, parsePix } from 'pix-utils';
import { crc16, lerCampos, montarBrCode, semAcentos } from './br-code';

/** The static example published in the Banco Central's BR Code manual. */
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const base = {
  chave: 'pix@cardapiovivo.com.br',
  valorCentavos: 3390,
  nomeRecebedor: 'Cardápio Vivo Lanchonete',
  cidade: 'Florianópolis',
  txid: 'a1b2c3d4e5f6a7b8c9d0e1f2',
};

describe('CRC16-CCITT-FALSE', () => {
  test('the standard check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  test('reproduces the CRC of the Banco Central example', () => {
    expect(crc16(EXEMPLO_BCB.slice(0, -4))).toBe('1D3D');
  });

  test('is zero-padded and upper case', () => {
    // Found by search: a payload whose CRC has a leading zero digit.
    let texto = '';
    for (let i = 0; i < 100_000; i++) {
      texto = `x${i}`;
      if (crc16(texto).startsWith('0')) break;
    }
    expect(crc16(texto)).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe('montarBrCode', () => {
  test('writes the EMV fields of a one-use charge', () => {
    const payload = montarBrCode(base);
    const campos = lerCampos(payload);
    expect(campos.get('00')).toBe('01');
    expect(campos.get('01')).toBe('12');
    const conta = lerCampos(campos.get('26')!);
    expect(conta.get('00')).toBe('br.gov.bcb.pix');
    expect(conta.get('01')).toBe('pix@cardapiovivo.com.br');
    expect(campos.get('52')).toBe('0000');
    expect(campos.get('53')).toBe('986');
    expect(campos.get('54')).toBe('33.90');
    expect(campos.get('58')).toBe('BR');
    expect(lerCampos(campos.get('62')!).get('05')).toBe(base.txid);
    expect(campos.get('63')).toBe(crc16(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  test('name ≤ 25 and city ≤ 15 characters, accents stripped', () => {
    const payload = montarBrCode({
      ...base,
      nomeRecebedor: 'Açaí & Companhia dos Lanches Ltda',
      cidade: 'São José dos Pinhais',
    });
    const campos = lerCampos(payload);
    expect(campos.get('59')).toBe('Acai & Companhia dos Lanc');
    expect(campos.get('59')!.length).toBeLessThanOrEqual(25);
    expect(campos.get('60')).toBe('Sao Jose dos Pi');
    expect(campos.get('60')!.length).toBeLessThanOrEqual(15);
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(semAcentos('Pão de Queijo é bom', 30)).toBe('Pao de Queijo e bom');
  });

  test('the txid keeps only letters and digits, at most 25', () => {
    const campos = lerCampos(montarBrCode({ ...base, txid: 'pedido-42_abc!' + 'x'.repeat(40) }));
    const txid = lerCampos(campos.get('62')!).get('05')!;
    expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(txid.startsWith('pedido42abc')).toBe(true);
  });

  test('refuses an amount that is not a positive number of cents', () => {
    expect(() => montarBrCode({ ...base, valorCentavos: 0 })).toThrow();
    expect(() => montarBrCode({ ...base, valorCentavos: 10.5 })).toThrow();
  });

  test('an independent parser (pix-utils) reads it back, CRC included', () => {
    const payload = montarBrCode({ ...base, descricao: 'Pedido #42' });
    const lido = parsePix(payload);
    expect(hasError(lido)).toBe(false);
    expect(lido).toMatchObject({
      pixKey: 'pix@cardapiovivo.com.br',
      transactionAmount: 33.9,
      merchantName: 'Cardapio Vivo Lanchonete',
      merchantCity: 'Florianopolis',
      txid: base.txid,
      countryCode: 'BR',
      transactionCurrency: '986',
    });
    // A single altered character breaks the CRC.
    const adulterado = payload.replace('33.90', '03.90');
    expect(hasError(parsePix(adulterado))).toBe(true);
  });

  test('a long e-mail key shortens or drops the description, never the charge', () => {
    const descricao = 'Pedido #123456 Restaurante com um nome bem comprido';
    for (const chave of [
      `${'pedidos-do-restaurante'.repeat(2)}@exemplo.com.br`, // 59: a shorter description
      `${'a'.repeat(62)}@exemplo.com.br`, // 77, the longest e-mail key: no description
    ]) {
      const payload = montarBrCode({ ...base, chave, descricao });
      const conta = lerCampos(payload).get('26')!;
      expect(Buffer.byteLength(conta)).toBeLessThanOrEqual(99);
      const lido = parsePix(payload);
      expect(hasError(lido)).toBe(false);
      expect(lido).toMatchObject({ pixKey: chave, transactionAmount: 33.9 });
    }
    const curta = lerCampos(montarBrCode({ ...base, descricao })).get('26')!;
    expect(curta).toContain('0240Pedido 123456 Restaurante com um nome be'); // all 40 fit
  });

  test('the Banco Central example is read by the same parser', () => {
    expect(parsePix(EXEMPLO_BCB)).toMatchObject({ merchantName: 'Fulano de Tal', txid: '***' });
  });
});
