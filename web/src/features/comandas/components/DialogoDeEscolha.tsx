import { Button, Dialog, HStack, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialogo } from '../../../components/Dialogo';
import { Esqueletos } from '../../../components/Esqueletos';
import { OpcaoDaEscolha, type Escolha } from './OpcaoDaEscolha';

interface DialogoDeEscolhaProps {
  aberto: boolean;
  titulo: string;
  /** A sentence under the title. */
  descricao?: ReactNode;
  /** A search field under the title (it takes the place of the description). */
  busca?: ReactNode;
  initialFocusEl?: () => HTMLElement | null;
  /** The list is loading: three placeholder rows. */
  carregando: boolean;
  /** The list: what it is called, whether its options are radios or listbox options. */
  lista: { rotulo: string; papel: 'radio' | 'option' };
  escolhas: Escolha[];
  escolhida: number | null;
  onEscolher: (id: number) => void;
  /** A double click picks and confirms at once. */
  onEscolherDeVez?: (id: number) => void;
  /** Each option's own props (its number tile's width, a hover). */
  estiloDaOpcao?: Pick<ComponentProps<typeof OpcaoDaEscolha>, 'caixaDoNumero' | '_hover'>;
  /** Nothing to pick from: what the body says instead of the list. */
  vazio: ReactNode;
  /** The confirm button's content. */
  confirmar: ReactNode;
  confirmando?: boolean;
  podeConfirmar?: boolean;
  onConfirmar: () => void;
  onFechar: () => void;
}

/**
 * A waiter's 'pick one' dialog (a table to move to, a physical tab): full screen on phones, the
 * list in the body, Cancelar and the confirm button at the bottom.
 */
export function DialogoDeEscolha({
  aberto,
  titulo,
  descricao,
  busca,
  initialFocusEl,
  carregando,
  lista,
  escolhas,
  escolhida,
  onEscolher,
  onEscolherDeVez,
  estiloDaOpcao,
  vazio,
  confirmar,
  confirmando,
  podeConfirmar = true,
  onConfirmar,
  onFechar,
}: DialogoDeEscolhaProps) {
  return (
    <Dialogo
      aberto={aberto}
      onFechar={onFechar}
      initialFocusEl={initialFocusEl}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
      desfocarFundo
      conteudo={{ rounded: { base: '0', md: '2xl' }, maxH: { md: 'calc(100dvh - 6rem)' } }}
      botaoFechar={{ boxSize: { base: '11', md: '9' } }}
    >
      <Dialog.Header pb={busca ? '3' : undefined}>
        <Stack gap={busca ? '3' : '1'} w={busca ? 'full' : undefined}>
          <Dialog.Title fontWeight="800">{titulo}</Dialog.Title>
          {descricao && (
            <Dialog.Description fontSize="sm" color="fg.muted">
              {descricao}
            </Dialog.Description>
          )}
          {busca}
        </Stack>
      </Dialog.Header>
      <Dialog.Body pt={busca ? '1' : undefined}>
        {carregando ? (
          <Esqueletos quantos={3} gap="2" h="14" rounded="xl" />
        ) : escolhas.length === 0 ? (
          vazio
        ) : (
          <Stack
            gap="2"
            role={lista.papel === 'radio' ? 'radiogroup' : 'listbox'}
            aria-label={lista.rotulo}
          >
            {escolhas.map((escolha) => (
              <OpcaoDaEscolha
                key={escolha.id}
                escolha={escolha}
                papel={lista.papel}
                ativa={escolha.id === escolhida}
                onEscolher={() => onEscolher(escolha.id)}
                onDoubleClick={onEscolherDeVez && (() => onEscolherDeVez(escolha.id))}
                {...estiloDaOpcao}
              />
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer
        borderTopWidth="1px"
        borderColor="border.subtle"
        pb={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '4' }}
      >
        <HStack w="full" gap="3">
          <Dialog.ActionTrigger asChild>
            <Button flex="1" size="lg" variant="outline" rounded="xl">
              Cancelar
            </Button>
          </Dialog.ActionTrigger>
          <Button
            flex="1"
            size="lg"
            rounded="xl"
            colorPalette="brand"
            disabled={!podeConfirmar}
            loading={confirmando}
            onClick={onConfirmar}
          >
            {confirmar}
          </Button>
        </HStack>
      </Dialog.Footer>
    </Dialogo>
  );
}
