import type { ComandaItem } from '@cardapio/shared-events';
import { Alert, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Dialogo } from '../../../components/Dialogo';

interface DialogoDoItemProps {
  titulo: string;
  /** Under the title: the item it is about. */
  descricao: ReactNode;
  /** The server's refusal, shown above the buttons (the dialog stays open). */
  erro: string | null;
  /** The dismiss button ('Voltar' where 'Cancelar' would read as the action). */
  desistir: string;
  confirmar: ReactNode;
  cor: 'red' | 'brand';
  carregando: boolean;
  /** The field focused on opening where there is a fine pointer (a phone keeps its keyboard shut). */
  campo?: () => HTMLElement | null;
  onConfirmar: () => void;
  onFechar: () => void;
  children: ReactNode;
}

/** The item a dialog is about: '2× X-Burguer', then a sentence in grey. */
export function ItemDoDialogo({ item, nota }: { item: ComandaItem; nota: string }) {
  return (
    <Stack gap="0.5">
      <Text fontWeight="bold" color="fg" lineClamp={2} data-testid="item-do-dialogo">
        {item.quantidade}× {item.produto_nome}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {nota}
      </Text>
    </Stack>
  );
}

/** Enter in a one-line-ish text area submits its form (Shift+Enter still breaks the line). */
export function enterEnvia(evento: KeyboardEvent<HTMLTextAreaElement>) {
  if (evento.key !== 'Enter' || evento.shiftKey || evento.nativeEvent.isComposing) return;
  evento.preventDefault();
  evento.currentTarget.form?.requestSubmit();
}

const ponteiroFino = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches;

/**
 * A small dialog about one tab line (cancel it, change its note): at the top of a phone, centred
 * from tablets up; a form (Enter confirms), the server's refusal shown in it, two buttons at the
 * bottom. While it saves it cannot be closed.
 */
export function DialogoDoItem({
  titulo,
  descricao,
  erro,
  desistir,
  confirmar,
  cor,
  carregando,
  campo,
  onConfirmar,
  onFechar,
  children,
}: DialogoDoItemProps) {
  function enviar(evento: FormEvent) {
    evento.preventDefault();
    if (!carregando) onConfirmar();
  }

  return (
    <Dialogo
      aberto
      onFechar={() => {
        if (!carregando) onFechar();
      }}
      // On a phone it sits at the top: clear of the keyboard and of the toasts, which rise from
      // the bottom there.
      placement={{ base: 'top', md: 'center' }}
      size={{ base: 'sm', md: 'md' }}
      motionPreset="slide-in-bottom"
      desfocarFundo
      initialFocusEl={campo && (() => (ponteiroFino() ? campo() : null))}
      posicionador={{ px: '4' }}
      conteudo={{ rounded: '2xl' }}
      botaoFechar={{ boxSize: { base: '11', md: '9' }, disabled: carregando }}
    >
      <form onSubmit={enviar} noValidate>
        <Dialog.Header pb="3">
          <Stack gap="1" minW="0">
            <Dialog.Title fontSize="lg" fontWeight="800" pe="10">
              {titulo}
            </Dialog.Title>
            <Dialog.Description asChild>
              <div>{descricao}</div>
            </Dialog.Description>
          </Stack>
        </Dialog.Header>
        <Dialog.Body pb="2">{children}</Dialog.Body>
        <Dialog.Footer
          pt="3"
          pb={{ base: 'max(1.25rem, env(safe-area-inset-bottom))', md: '5' }}
          flexDirection="column"
          alignItems="stretch"
          gap="3"
        >
          {/* In the footer: a phone's toasts rise above the open dialog's footer (app/toaster),
              so another toast arriving never hides the refusal. */}
          {erro && (
            <Alert.Root status="error" rounded="xl" variant="subtle" py="2.5" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="semibold">{erro}</Alert.Title>
            </Alert.Root>
          )}
          <HStack w="full" gap="3">
            <Button
              type="button"
              flex="1"
              variant="outline"
              rounded="xl"
              minH={{ base: '11', md: '10' }}
              disabled={carregando}
              onClick={onFechar}
            >
              {desistir}
            </Button>
            <Button
              type="submit"
              flex="1"
              rounded="xl"
              minH={{ base: '11', md: '10' }}
              colorPalette={cor}
              loading={carregando}
            >
              {confirmar}
            </Button>
          </HStack>
        </Dialog.Footer>
      </form>
    </Dialogo>
  );
}
