import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { montarBrCode, TXID_MAXIMO } from '../br-code';
import { conferirValor, type ProvedorDePix } from './types';

export interface RecebedorLocal {
  chave: string;
  nome: string;
  cidade: string;
}

/** A txid of 24 hex characters: unguessable, and within the 25 the BR Code allows. */
export const novoTxid = () => randomBytes(12).toString('hex').slice(0, TXID_MAXIMO);

/** The PNG of a QR code, as raw base64 (the shape Mercado Pago answers qr_code_base64 in). */
export async function qrCodeBase64(payload: string): Promise<string> {
  const dataUrl = await QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/**
 * The demo and development provider: a valid BR Code and its QR image, no bank behind it.
 * Its charges stay pending until staff approve or reject them (simular) or they expire, so
 * consultar has nothing to learn: the state lives in our own table.
 */
export function provedorLocal(recebedor: RecebedorLocal): ProvedorDePix {
  return {
    tipo: 'local',
    async criar(cobranca) {
      conferirValor(cobranca.valorCentavos);
      const txid = novoTxid();
      const qrCode = montarBrCode({
        chave: recebedor.chave,
        nomeRecebedor: recebedor.nome,
        cidade: recebedor.cidade,
        valorCentavos: cobranca.valorCentavos,
        txid,
        descricao: cobranca.descricao,
      });
      return {
        paymentId: txid,
        status: 'pending',
        statusProvedor: 'pending',
        qrCode,
        qrCodeBase64: await qrCodeBase64(qrCode),
      };
    },
    async consultar() {
      return { status: 'pending', statusProvedor: 'pending' };
    },
    async cancelar() {},
  };
}
