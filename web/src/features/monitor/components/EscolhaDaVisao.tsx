import type { Estacao, VisaoDaCozinha } from '@cardapio/shared-events';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuClipboardCheck, LuLayoutGrid } from 'react-icons/lu';
import { alternarEstacao } from '../parteDaEstacao';

function Opcao({
  ativa,
  onClick,
  children,
  rotulo,
}: {
  ativa: boolean;
  onClick: () => void;
  children: ReactNode;
  rotulo: string;
}) {
  return (
    <Button
      size="sm"
      rounded="full"
      variant={ativa ? 'solid' : 'outline'}
      colorPalette={ativa ? 'brand' : 'gray'}
      aria-pressed={ativa}
      aria-label={rotulo}
      onClick={onClick}
      flexShrink={0}
    >
      {children}
    </Button>
  );
}

/**
 * What this kitchen screen shows (issue 29 §1): 'Tudo' (the spec's monitor), one or more
 * stations, or the expo. Shown only when the company has an active station; the choice is kept
 * on the server for this screen.
 */
export function EscolhaDaVisao({
  estacoes,
  visao,
  onEscolher,
}: {
  /** The company's active stations, in its order. */
  estacoes: Estacao[];
  visao: VisaoDaCozinha;
  onEscolher: (visao: VisaoDaCozinha) => void;
}) {
  const escolhida = (id: number) => visao.modo === 'estacoes' && visao.estacoes.includes(id);
  return (
    <HStack
      role="group"
      aria-label="Visão desta tela"
      data-testid="escolha-da-visao"
      gap="1.5"
      // On a phone the row scrolls sideways: wrapped, it made the sticky header too tall.
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      pb={{ base: '1', md: '0' }}
    >
      <Text
        fontSize="xs"
        fontWeight="bold"
        color="fg.muted"
        textTransform="uppercase"
        flexShrink={0}
      >
        Visão
      </Text>
      <Opcao
        ativa={visao.modo === 'tudo'}
        rotulo="Tudo"
        onClick={() => onEscolher({ modo: 'tudo', estacoes: [] })}
      >
        <LuLayoutGrid /> Tudo
      </Opcao>
      {estacoes.map((estacao) => (
        <Opcao
          key={estacao.id}
          ativa={escolhida(estacao.id)}
          rotulo={estacao.nome}
          onClick={() => onEscolher(alternarEstacao(visao, estacao.id))}
        >
          <Box
            as="span"
            boxSize="2.5"
            rounded="full"
            bg={estacao.cor}
            borderWidth="1px"
            borderColor="whiteAlpha.700"
            flexShrink={0}
          />
          {estacao.nome}
        </Opcao>
      ))}
      <Opcao
        ativa={visao.modo === 'expo'}
        rotulo="Expedição"
        onClick={() => onEscolher({ modo: 'expo', estacoes: [] })}
      >
        <LuClipboardCheck /> Expedição
      </Opcao>
    </HStack>
  );
}
