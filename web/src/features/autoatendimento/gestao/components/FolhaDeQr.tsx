import type { QrDaMesa } from '@cardapio/shared-events';
import { Box } from '@chakra-ui/react';
import { FORMATOS, paginasDaFolha, regrasDeImpressao, type FormatoDaFolha } from '../folha';
import { CartaoDoQr } from './CartaoDoQr';

interface FolhaDeQrProps {
  empresa: string;
  mesas: QrDaMesa[];
  formato: FormatoDaFolha;
  /** The table whose block is being changed. */
  bloqueando: number | null;
  onBloquear: (mesa: QrDaMesa, bloqueado: boolean) => void;
  onRenovar: (mesa: QrDaMesa) => void;
}

/**
 * The printable sheet: on screen one grid of cards; on paper (its rules live while it is on the
 * page) one page per group of cards of the format, nothing else of the screen.
 */
export function FolhaDeQr({
  empresa,
  mesas,
  formato,
  bloqueando,
  onBloquear,
  onRenovar,
}: FolhaDeQrProps) {
  const paginas = paginasDaFolha(mesas, formato);
  return (
    <Box
      data-folha-qr=""
      data-testid="qr-folha"
      data-formato={formato}
      aria-label={`QR Codes das mesas, ${FORMATOS[formato].rotulo}`}
      role="region"
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(0, 1fr)',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
        '2xl': 'repeat(4, minmax(0, 1fr))',
      }}
      gap={{ base: '4', md: '5' }}
    >
      <style>{regrasDeImpressao(formato)}</style>
      {paginas.map((pagina, i) => (
        // On screen a page is no box (its cards join the grid); on paper it is one sheet.
        <Box key={i} data-pagina-qr="" display="contents">
          {pagina.map((mesa) => (
            <CartaoDoQr
              key={mesa.mesa_id}
              empresa={empresa}
              mesa={mesa}
              bloqueando={bloqueando === mesa.mesa_id}
              onBloquear={onBloquear}
              onRenovar={onRenovar}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
