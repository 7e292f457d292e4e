import type { ComandaFisicaAdmin } from '@cardapio/shared-events';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { AcoesDoCartao } from '../../../../components/AcoesDoCartao';

export type AcaoDaComandaFisica = 'editar' | 'alternar' | 'excluir';

interface Props {
  comanda: ComandaFisicaAdmin;
  onAcao: (acao: AcaoDaComandaFisica, comanda: ComandaFisicaAdmin) => void;
}

/**
 * A physical tab (staff-side §2 Physical tabs): name, number, active badge, 'Em uso: N mesa(s)',
 * the description on at most 2 lines; deleting is disabled while it is in use (§4).
 */
export function ComandaFisicaCard({ comanda, onAcao }: Props) {
  const emUso = comanda.uso_atual > 0;
  return (
    <Stack
      gap="3"
      p="4"
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="card"
      opacity={comanda.ativo ? 1 : 0.8}
      data-testid={`comanda-fisica-${comanda.id}`}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="800" fontSize="lg" lineHeight="1.2" lineClamp={1}>
            {comanda.nome}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Nº {comanda.numero}
          </Text>
        </Stack>
        <Badge rounded="full" px="2.5" colorPalette={comanda.ativo ? 'green' : 'gray'}>
          {comanda.ativo ? 'Ativa' : 'Inativa'}
        </Badge>
      </HStack>
      <Badge
        alignSelf="flex-start"
        rounded="md"
        variant="subtle"
        colorPalette={emUso ? 'orange' : 'gray'}
      >
        Em uso: {comanda.uso_atual} mesa(s)
      </Badge>
      <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="10">
        {comanda.descricao || 'Sem descrição'}
      </Text>
      <AcoesDoCartao
        mt="auto"
        ativo={comanda.ativo}
        onEditar={() => onAcao('editar', comanda)}
        onAlternar={() => onAcao('alternar', comanda)}
        onExcluir={() => onAcao('excluir', comanda)}
        motivoSemExcluir={emUso ? 'Em uso: não pode ser excluída' : undefined}
      />
    </Stack>
  );
}
