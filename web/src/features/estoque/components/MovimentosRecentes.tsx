import { MENSAGENS_ESTOQUE, type EstoqueMovimento } from '@cardapio/shared-events';
import { Box, Circle, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowDownLeft, LuArrowUpRight } from 'react-icons/lu';
import { quantidadeComUnidade } from '../status';
import { Painel } from '../../../components/Painel';

interface Props {
  movimentos: EstoqueMovimento[] | undefined;
  carregando: boolean;
  falhou: boolean;
}

const quando = (data: string) =>
  new Date(data).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** The 10 most recent movements (staff-side §2 Stock, §9), one row each, newest first. */
export function MovimentosRecentes({ movimentos, carregando, falhou }: Props) {
  let corpo;
  if (carregando) corpo = <Skeleton h="40" rounded="xl" />;
  else if (falhou && !movimentos)
    corpo = <Text color="red.fg">{MENSAGENS_ESTOQUE.erroCarregarMovimentos}</Text>;
  else if (!movimentos?.length)
    corpo = <Text color="fg.muted">Nenhum movimento registrado ainda.</Text>;
  else
    corpo = (
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
        {movimentos.map((m) => {
          const entrada = m.tipo === 'entrada';
          return (
            <HStack
              as="li"
              key={m.id}
              gap="3"
              py="3"
              borderBottomWidth="1px"
              borderColor="border.subtle"
              _last={{ borderBottomWidth: 0 }}
              data-testid="movimento"
            >
              <Circle
                size="9"
                bg={entrada ? 'green.subtle' : 'red.subtle'}
                color={entrada ? 'green.fg' : 'red.fg'}
                flexShrink={0}
              >
                {entrada ? <LuArrowDownLeft /> : <LuArrowUpRight />}
              </Circle>
              <Box minW="0" flex="1">
                <Text fontWeight="700" lineClamp={1}>
                  {m.item_nome}
                </Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                  {m.motivo}
                </Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {m.usuario} · {quando(m.data)}
                </Text>
              </Box>
              <Text fontWeight="800" color={entrada ? 'green.fg' : 'red.fg'} whiteSpace="nowrap">
                {entrada ? '+' : '−'}
                {quantidadeComUnidade(m.quantidade, m.unidade)}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    );
  return (
    <Painel gap="2" p="4">
      <Text as="h2" fontWeight="800" fontSize="lg">
        Movimentos Recentes
      </Text>
      {corpo}
    </Painel>
  );
}
