import { SegmentGroup, Stack } from '@chakra-ui/react';
import { CampoDeBusca } from './CampoDeBusca';

interface BuscaComFiltroProps<F extends string> {
  busca: string;
  onBusca: (busca: string) => void;
  /** The search box's accessible name and placeholder. */
  rotuloDaBusca: string;
  placeholder: string;
  filtro: F;
  onFiltro: (filtro: F) => void;
  /** The first one is 'all': it comes back when the chosen segment is cleared. */
  filtros: { value: F; label: string }[];
  rotuloDoFiltro: string;
}

/**
 * A list's toolbar: the search box and, beside it (under it on phones), the segments that filter
 * by state ('Todas', 'Livres'...).
 */
export function BuscaComFiltro<F extends string>({
  busca,
  onBusca,
  rotuloDaBusca,
  placeholder,
  filtro,
  onFiltro,
  filtros,
  rotuloDoFiltro,
}: BuscaComFiltroProps<F>) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
      <CampoDeBusca
        valor={busca}
        onChange={onBusca}
        rotulo={rotuloDaBusca}
        placeholder={placeholder}
        size="lg"
      />
      <SegmentGroup.Root
        value={filtro}
        onValueChange={(e) => onFiltro((e.value as F | null) ?? filtros[0]!.value)}
        size="lg"
        rounded="xl"
        aria-label={rotuloDoFiltro}
        css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
        w={{ base: 'full', md: 'auto' }}
      >
        <SegmentGroup.Indicator rounded="lg" />
        <SegmentGroup.Items items={filtros} />
      </SegmentGroup.Root>
    </Stack>
  );
}
