import type { ComandaFisicaAdmin } from '@cardapio/shared-events';
import { Badge, Text } from '@chakra-ui/react';
import { AcoesDoCartao } from '../../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../../components/CartaoDoPainel';

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
    <CartaoDoPainel
      titulo={comanda.nome}
      subtitulo={`Nº ${comanda.numero}`}
      selo={
        <Badge rounded="full" px="2.5" colorPalette={comanda.ativo ? 'green' : 'gray'}>
          {comanda.ativo ? 'Ativa' : 'Inativa'}
        </Badge>
      }
      opacity={comanda.ativo ? 1 : 0.8}
      data-testid={`comanda-fisica-${comanda.id}`}
    >
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
        onAcao={(acao) => onAcao(acao, comanda)}
        motivoSemExcluir={emUso ? 'Em uso: não pode ser excluída' : undefined}
      />
    </CartaoDoPainel>
  );
}
