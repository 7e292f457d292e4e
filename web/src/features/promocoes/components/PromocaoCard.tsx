import { ROTULO_SITUACAO_PROMOCAO, type Promocao } from '@cardapio/shared-events';
import { Badge, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';

export type AcaoDaPromocao = 'editar' | 'alternar' | 'excluir' | 'copiar';

interface Props {
  promocao: Promocao;
  onAcao: (acao: AcaoDaPromocao, promocao: Promocao) => void;
}

const COR_DA_SITUACAO = { valida: 'green', expirada: 'red', inativa: 'gray' } as const;
const dia = (d: string) => d.split('-').reverse().join('/');

export const descontoEmTexto = (p: Pick<Promocao, 'tipo' | 'valor'>) =>
  p.tipo === 'percentual'
    ? `${p.valor.toLocaleString('pt-BR')}% de desconto`
    : `${formatarReais(p.valor)} de desconto`;

/**
 * A promotion (staff-side §2, §4 Promotion): the Ativa/Inativa badge toggles it, the situation
 * badge reads 'Válida', 'Expirada' or 'Inativa', and the code copies to the clipboard.
 */
export function PromocaoCard({ promocao: p, onAcao }: Props) {
  return (
    <CartaoDoPainel
      titulo={p.nome}
      subtitulo={descontoEmTexto(p)}
      selo={
        <Button
          size="xs"
          rounded="full"
          variant="subtle"
          colorPalette={p.ativo ? 'green' : 'gray'}
          onClick={() => onAcao('alternar', p)}
          aria-label={p.ativo ? 'Ativa: clique para desativar' : 'Inativa: clique para ativar'}
          title="Clique para alternar"
        >
          {p.ativo ? 'Ativa' : 'Inativa'}
        </Button>
      }
      data-testid={`promocao-${p.id}`}
    >
      <HStack gap="2" wrap="wrap">
        <HStack
          gap="1"
          pl="3"
          rounded="lg"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
        >
          <Text fontFamily="mono" fontWeight="700" letterSpacing="wider" data-testid="codigo">
            {p.codigo}
          </Text>
          <IconButton
            aria-label={`Copiar código ${p.codigo}`}
            variant="ghost"
            size="sm"
            onClick={() => onAcao('copiar', p)}
          >
            <LuCopy />
          </IconButton>
        </HStack>
        <Badge rounded="full" px="2.5" colorPalette={COR_DA_SITUACAO[p.situacao]}>
          {ROTULO_SITUACAO_PROMOCAO[p.situacao]}
        </Badge>
      </HStack>
      <Stack gap="0.5" fontSize="sm" color="fg.muted">
        <Text>
          {dia(p.data_inicio)} a {dia(p.data_fim)}
        </Text>
        <Text>
          Usos: {p.uso_atual} de {p.uso_maximo}
          {p.valor_minimo > 0 ? ` · mínimo ${formatarReais(p.valor_minimo)}` : ''}
        </Text>
        <Text>
          {p.aplicavel_em === 'todos'
            ? 'Vale para todo o cardápio'
            : `Vale para ${p.itens_aplicaveis.split(',').filter(Boolean).length} ${p.aplicavel_em}`}
        </Text>
      </Stack>
      <AcoesDoCartao mt="auto" ativo={p.ativo} onAcao={(acao) => onAcao(acao, p)} />
    </CartaoDoPainel>
  );
}
