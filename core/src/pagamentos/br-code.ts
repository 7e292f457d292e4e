/**
 * The PIX "copia e cola" payload (BR Code, EMV® QRCPS-MPM as the Banco Central publishes it):
 * TLV fields whose length is two digits, closed by a CRC16-CCITT-FALSE over everything before it.
 */

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function campo(id: string, valor: string): string {
  const tamanho = Buffer.byteLength(valor, 'utf8');
  if (tamanho > 99) throw new Error(`Campo ${id} do BR Code com mais de 99 caracteres`);
  return `${id}${String(tamanho).padStart(2, '0')}${valor}`;
}

/** Merchant name and city travel without accents, in the characters every bank app reads. */
export function semAcentos(texto: string, maximo: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/&]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maximo)
    .trim();
}

export interface BrCodeInput {
  /** The receiver's PIX key (e-mail, phone, CPF/CNPJ or random key). */
  chave: string;
  /** Amount in cents (field 54). */
  valorCentavos: number;
  /** Field 59, at most 25 characters. */
  nomeRecebedor: string;
  /** Field 60, at most 15 characters. */
  cidade: string;
  /** Field 62/05: up to 25 letters and digits, unique per charge. */
  txid: string;
  /** Optional text to the payer (inside field 26). */
  descricao?: string;
}

export const TXID_MAXIMO = 25;

/** A BR Code for one charge: point of initiation 12 (used once), amount and txid fixed. */
export function montarBrCode(input: BrCodeInput): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAXIMO) || '***';
  if (!Number.isInteger(input.valorCentavos) || input.valorCentavos <= 0)
    throw new Error('Valor do PIX inválido');
  // Field 26 holds at most 99 bytes: the GUI (18), the key (4 + its length) and, in what is
  // left, the description (4 + its length). A long e-mail key shortens or drops the description
  // rather than making the charge impossible.
  const espacoDaDescricao = 99 - 18 - (4 + Buffer.byteLength(input.chave, 'utf8')) - 4;
  const descricao =
    input.descricao && espacoDaDescricao > 0
      ? semAcentos(input.descricao, Math.min(40, espacoDaDescricao))
      : '';
  const contaPix =
    campo('00', 'br.gov.bcb.pix') +
    campo('01', input.chave) +
    (descricao ? campo('02', descricao) : '');
  const corpo =
    campo('00', '01') +
    campo('01', '12') +
    campo('26', contaPix) +
    campo('52', '0000') +
    campo('53', '986') +
    campo('54', (input.valorCentavos / 100).toFixed(2)) +
    campo('58', 'BR') +
    campo('59', semAcentos(input.nomeRecebedor, 25) || 'CARDAPIO VIVO') +
    campo('60', semAcentos(input.cidade, 15) || 'BRASIL') +
    campo('62', campo('05', txid)) +
    '6304';
  return corpo + crc16(corpo);
}

/** Reads the top-level TLV fields (and the nested ones of 26 and 62), for checks and tests. */
export function lerCampos(payload: string): Map<string, string> {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const tamanho = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(tamanho)) throw new Error('BR Code malformado');
    campos.set(id, payload.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  return campos;
}
