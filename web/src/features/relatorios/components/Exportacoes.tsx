import {
  TIPOS_EXPORTACAO,
  type PeriodoRelatorio,
  type TipoExportacao,
} from '@cardapio/shared-events';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck, LuDownload } from 'react-icons/lu';
import { OPCOES_DE_PERIODO, ROTULO_DO_TIPO } from '../formato';
import type { EstadoDaExportacao } from '../useExportacoes';

const TEXTO_DA_FASE: Record<EstadoDaExportacao['fase'], string> = {
  enviando: 'Solicitando…',
  gerando: 'Gerando planilha…',
  baixando: 'Baixando…',
  concluida: 'Concluído',
  falhou: 'Falhou',
};

const rotuloDoPeriodo = (periodo: PeriodoRelatorio) =>
  OPCOES_DE_PERIODO.find((o) => o.value === periodo)?.curto ?? periodo;

function LinhaDeExportacao({
  tipo,
  periodo,
  estado,
  onExportar,
}: {
  tipo: TipoExportacao;
  periodo: PeriodoRelatorio;
  estado: EstadoDaExportacao | undefined;
  onExportar: () => void;
}) {
  const rotulo = ROTULO_DO_TIPO[tipo];
  const emAndamento =
    estado?.fase === 'enviando' || estado?.fase === 'gerando' || estado?.fase === 'baixando';
  const falhou = estado?.fase === 'falhou';
  return (
    <Stack gap="2" data-testid={`exportacao-${tipo}`}>
      <HStack justify="space-between" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="700" fontSize="sm">
            {rotulo}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            relatorio_{tipo}_{estado?.periodo ?? periodo}.xlsx
          </Text>
        </Stack>
        <Button
          variant="outline"
          rounded="xl"
          minH="11"
          flexShrink={0}
          aria-label={`Exportar ${rotulo}`}
          loading={emAndamento}
          loadingText="Exportando"
          onClick={onExportar}
        >
          <LuDownload /> Exportar
        </Button>
      </HStack>
      {estado && (
        <Stack gap="1">
          <Progress.Root
            value={estado.percentual}
            size="sm"
            colorPalette={falhou ? 'red' : estado.fase === 'concluida' ? 'green' : 'brand'}
            striped={emAndamento}
            animated={emAndamento}
          >
            <Progress.Track rounded="full" aria-label={`Exportação de ${rotulo}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <HStack
            justify="space-between"
            fontSize="xs"
            color={falhou ? 'red.fg' : 'fg.muted'}
            aria-live="polite"
          >
            <HStack gap="1" as="span">
              {estado.fase === 'concluida' && <LuCircleCheck />}
              {falhou && <LuCircleAlert />}
              <span>
                {TEXTO_DA_FASE[estado.fase]} ({rotuloDoPeriodo(estado.periodo)})
              </span>
            </HStack>
            <span data-testid={`percentual-${tipo}`}>{Math.round(estado.percentual)}%</span>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/** A button per dataset (staff-side §2: each dataset can be exported) with its job's progress. */
export function Exportacoes({
  periodo,
  estados,
  onExportar,
}: {
  periodo: PeriodoRelatorio;
  estados: Partial<Record<TipoExportacao, EstadoDaExportacao>>;
  onExportar: (tipo: TipoExportacao) => void;
}) {
  return (
    <Stack gap="4">
      {TIPOS_EXPORTACAO.map((tipo) => (
        <LinhaDeExportacao
          key={tipo}
          tipo={tipo}
          periodo={periodo}
          estado={estados[tipo]}
          onExportar={() => onExportar(tipo)}
        />
      ))}
    </Stack>
  );
}
