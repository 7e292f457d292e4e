import { MENSAGENS_AUTOATENDIMENTO } from '@cardapio/shared-events';
import { LuQrCode } from 'react-icons/lu';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AvisoDePagina } from '../../../components/AvisoDePagina';

/** A code that no longer opens a table (forged, replaced by a new one, of a removed table). */
export function QrInvalido({ mensagem }: { mensagem?: string | null }) {
  useDocumentTitle('QR Code inválido');
  return (
    <AvisoDePagina
      testId="mesa-qr-invalido"
      icone={<LuQrCode />}
      titulo="QR Code inválido"
      descricao={mensagem || MENSAGENS_AUTOATENDIMENTO.qrInvalido}
    />
  );
}
