import type { Estacao } from '@cardapio/shared-events';
import { Box, HStack, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import { alvoDaEstacao } from '../formulario';
import { TabelaDoPainel } from '../../../components/TabelaDoPainel';

export type AcaoDaEstacao = 'editar' | 'alternar' | 'excluir';

interface ListaDeEstacoesProps {
  estacoes: Estacao[];
  onAcao: (acao: AcaoDaEstacao, estacao: Estacao) => void;
}

/** The station's colour, as the kitchen screens mark its items. */
export function AmostraDaCor({ cor, tamanho = '6' }: { cor: string; tamanho?: string }) {
  return (
    <Box
      boxSize={tamanho}
      flexShrink={0}
      rounded="lg"
      bg={cor}
      borderWidth="1px"
      borderColor="blackAlpha.200"
      shadow="inset 0 0 0 2px rgba(255,255,255,0.25)"
      data-testid="cor-da-estacao"
      data-cor={cor}
      aria-hidden
    />
  );
}

/** Active or not, switched in place. */
function AtivaOuNao({ estacao, onAlternar }: { estacao: Estacao; onAlternar: () => void }) {
  return (
    <Switch.Root
      checked={estacao.ativo}
      onCheckedChange={onAlternar}
      colorPalette="green"
      size="sm"
      gap="2"
      flexShrink={0}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label
        fontSize="sm"
        fontWeight="600"
        color={estacao.ativo ? 'green.fg' : 'fg.muted'}
        minW="12"
      >
        {estacao.ativo ? 'Ativa' : 'Inativa'}
        <VisuallyHidden> ({estacao.nome})</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}

/** Kitchen stations as a table on desktop and as cards on phones (issue 29 §1). */
export function ListaDeEstacoes({ estacoes, onAcao }: ListaDeEstacoesProps) {
  const acoes = (estacao: Estacao) => <AcoesDoCartao onAcao={(acao) => onAcao(acao, estacao)} />;
  const ativa = (estacao: Estacao) => (
    <AtivaOuNao estacao={estacao} onAlternar={() => onAcao('alternar', estacao)} />
  );
  return (
    <>
      <TabelaDoPainel colunas={['Estação', 'Ordem', 'Tempo alvo', 'Situação', 'Ações']}>
        {estacoes.map((estacao) => (
          <Table.Row key={estacao.id} data-testid={`estacao-${estacao.id}`}>
            <Table.Cell>
              <HStack gap="3">
                <AmostraDaCor cor={estacao.cor} />
                <Stack gap="0" minW="0">
                  <Text fontWeight="700" lineClamp={1}>
                    {estacao.nome}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {estacao.cor.toUpperCase()}
                  </Text>
                </Stack>
              </HStack>
            </Table.Cell>
            <Table.Cell color="fg.muted">{estacao.ordem}</Table.Cell>
            <Table.Cell
              color={estacao.alvo_min === null ? 'fg.muted' : undefined}
              data-testid="alvo-da-estacao"
            >
              {alvoDaEstacao(estacao.alvo_min)}
            </Table.Cell>
            <Table.Cell>{ativa(estacao)}</Table.Cell>
            <Table.Cell>
              <HStack justify="flex-end">{acoes(estacao)}</HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </TabelaDoPainel>
      <Stack hideFrom="md" gap="3">
        {estacoes.map((estacao) => (
          <CartaoDoPainel
            key={estacao.id}
            data-testid={`estacao-${estacao.id}`}
            shadow="xs"
            identidade={
              <HStack gap="3" minW="0">
                <AmostraDaCor cor={estacao.cor} tamanho="10" />
                <Box minW="0">
                  <Text fontWeight="800" lineClamp={1}>
                    {estacao.nome}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Ordem {estacao.ordem}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Tempo alvo:{' '}
                    <Text as="span" data-testid="alvo-da-estacao">
                      {alvoDaEstacao(estacao.alvo_min)}
                    </Text>
                  </Text>
                </Box>
              </HStack>
            }
            selo={ativa(estacao)}
          >
            {acoes(estacao)}
          </CartaoDoPainel>
        ))}
      </Stack>
    </>
  );
}
