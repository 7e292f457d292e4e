import {
  Badge,
  Box,
  type BoxProps,
  Button,
  Collapsible,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import {
  textoDaContagem,
  textoDaOpcaoContada,
  totalDaContagem,
  type LinhaDaContagem,
} from '../contagem';

/**
 * Where the column sticks: just under the monitor's sticky header (measured: 172 px on a tablet
 * held upright, title, buttons and the view's picker stacked; 124 px from lg, one row for the
 * first two), with the page's 1rem of air, level with the tickets' tops.
 */
const ABAIXO_DO_CABECALHO = { md: '11.75rem', lg: '8.75rem' };

/** The lines: the product large ("7× X-Bacon"), its options' counts under it. */
function Linhas({ linhas }: { linhas: LinhaDaContagem[] }) {
  if (linhas.length === 0)
    return (
      <Text fontSize="lg" fontWeight="semibold" color="fg.muted" py="2">
        Nada para fazer
      </Text>
    );
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {linhas.map((linha) => (
        <Box
          as="li"
          key={linha.chave}
          py="2.5"
          borderBottomWidth="1px"
          borderColor="border.subtle"
          _last={{ borderBottomWidth: 0 }}
          data-testid="linha-da-contagem"
          title={textoDaContagem(linha)}
        >
          <Text
            data-testid="contagem-do-produto"
            fontSize={{ base: 'xl', md: '2xl' }}
            lineHeight="1.2"
            fontWeight="800"
            wordBreak="break-word"
          >
            <Box as="span" color="brand.fg">
              {linha.quantidade}×
            </Box>{' '}
            {linha.produto}
          </Text>
          {linha.opcoes.length > 0 && (
            <HStack as="ul" gap="1.5" wrap="wrap" mt="1.5" listStyleType="none">
              {linha.opcoes.map((opcao) => (
                <Text
                  as="li"
                  key={opcao.texto}
                  data-testid="contagem-da-opcao"
                  data-remover={opcao.remover || undefined}
                  fontSize={{ base: 'md', md: 'lg' }}
                  fontWeight="bold"
                  lineHeight="1.3"
                  px="2"
                  py="0.5"
                  rounded="md"
                  bg={opcao.remover ? 'red.subtle' : 'blue.subtle'}
                  color={opcao.remover ? 'red.fg' : 'blue.fg'}
                >
                  {textoDaOpcaoContada(opcao)}
                </Text>
              ))}
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * "Para fazer" (issue 29 §3): a station view's all-day counts, live with its tickets. On a
 * tablet and up a column beside the tickets, sticky under the header; on a phone a block above
 * them, folded until tapped ("Para fazer (7)").
 */
export function ContagemDoDia({
  linhas,
  ...props
}: { linhas: LinhaDaContagem[] } & Omit<BoxProps, 'children'>) {
  const [aberta, setAberta] = useState(false);
  const total = totalDaContagem(linhas);
  return (
    <Box
      as="aside"
      aria-label="Contagem do dia"
      data-testid="contagem-do-dia"
      position={{ md: 'sticky' }}
      top={ABAIXO_DO_CABECALHO}
      {...props}
    >
      <Collapsible.Root
        hideFrom="md"
        open={aberta}
        onOpenChange={(e) => setAberta(e.open)}
        bg="bg.panel"
        rounded="2xl"
        borderWidth="1px"
        borderColor="border.subtle"
        shadow="card"
      >
        <Collapsible.Trigger asChild>
          <Button
            variant="ghost"
            w="full"
            h="14"
            px="4"
            rounded="2xl"
            justifyContent="space-between"
            fontSize="xl"
            fontWeight="800"
          >
            Para fazer ({total})
            <Box
              as="span"
              transition="transform 0.2s"
              transform={aberta ? 'rotate(180deg)' : undefined}
            >
              <LuChevronDown />
            </Box>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box px="4" pb="2">
            <Linhas linhas={linhas} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>

      <Stack
        hideBelow="md"
        gap="1"
        maxH={{
          md: `calc(100dvh - ${ABAIXO_DO_CABECALHO.md} - 1rem)`,
          lg: `calc(100dvh - ${ABAIXO_DO_CABECALHO.lg} - 1rem)`,
        }}
        overflowY="auto"
        p="4"
        bg="bg.panel"
        rounded="2xl"
        borderWidth="1px"
        borderColor="border.subtle"
        shadow="card"
      >
        <HStack justify="space-between" gap="2">
          <Heading as="h2" fontSize="xl" fontWeight="800">
            Para fazer
          </Heading>
          {total > 0 && (
            <Badge colorPalette="brand" variant="subtle" rounded="full" fontSize="md" px="2.5">
              {total} {total === 1 ? 'item' : 'itens'}
            </Badge>
          )}
        </HStack>
        <Linhas linhas={linhas} />
      </Stack>
    </Box>
  );
}
