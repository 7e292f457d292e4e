import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

/** Spec (customer-side §8): top-right, default and error 4000 ms, success 2000 ms, loading until dismissed. */
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const;

/**
 * One toast policy for every screen: at most three visible (the oldest gives way to a new one),
 * and on phones they start below a dialog's close button (see `--toast-topo` below) so a toast
 * never covers the way out of a dialog.
 */
export const MAXIMO_DE_TOASTS = 3;

export const toaster = createToaster({
  placement: 'top-end',
  max: MAXIMO_DE_TOASTS,
  duration: TOAST_DURATION.default,
  pauseOnPageIdle: true,
  offsets: { top: 'var(--toast-topo, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

interface Mensagem {
  title: string;
  description?: string;
  duration?: number;
}

interface Opcoes {
  /**
   * The action the toast reports ('entrar', 'adicionar-ao-carrinho'...). An error of an action
   * replaces its previous error instead of stacking, and the action's next success (or
   * `notify.resolvido`) dismisses it: a wrong password's red toast does not outlive the login.
   */
  acao?: string;
}

const mensagem = (entrada: string | Mensagem): Mensagem =>
  typeof entrada === 'string' ? { title: entrada } : entrada;

const idDoErro = (acao: string) => `erro:${acao}`;

/**
 * A new toast never waits behind three others (a pointer resting on them pauses their timers,
 * and the news would wait forever): the oldest one that is not a loading toast gives way.
 */
function abrirEspaco(id?: string) {
  const visiveis = toaster.getVisibleToasts();
  if (id && visiveis.some((t) => t.id === id)) return; // replaces itself in place
  if (visiveis.length < MAXIMO_DE_TOASTS) return;
  const maisAntigo = [...visiveis].reverse().find((t) => t.type !== 'loading');
  if (maisAntigo?.id) toaster.dismiss(maisAntigo.id);
}

function criar(dados: Parameters<typeof toaster.create>[0]) {
  abrirEspaco(dados.id);
  return toaster.create(dados);
}

function resolvido(acao: string | undefined) {
  if (acao) toaster.dismiss(idDoErro(acao));
}

function falha(tipo: 'error' | 'warning', entrada: string | Mensagem, opcoes?: Opcoes) {
  return criar({
    // Only with an action: an `id: undefined` would replace the id the toaster generates.
    ...(opcoes?.acao ? { id: idDoErro(opcoes.acao) } : {}),
    type: tipo,
    duration: tipo === 'error' ? TOAST_DURATION.error : TOAST_DURATION.default,
    ...mensagem(entrada),
  });
}

export const notify = {
  success: (entrada: string | Mensagem, opcoes?: Opcoes) => {
    resolvido(opcoes?.acao);
    return criar({
      type: 'success',
      duration: TOAST_DURATION.success,
      ...mensagem(entrada),
    });
  },
  error: (entrada: string | Mensagem, opcoes?: Opcoes) => falha('error', entrada, opcoes),
  warning: (entrada: string | Mensagem, opcoes?: Opcoes) => falha('warning', entrada, opcoes),
  info: (entrada: string | Mensagem) =>
    criar({ type: 'info', duration: TOAST_DURATION.default, ...mensagem(entrada) }),
  /** Stays until dismissed (or replaced with the same id). */
  loading: (entrada: string | Mensagem) =>
    criar({ type: 'loading', duration: Infinity, ...mensagem(entrada) }),
  /** The action succeeded without a toast of its own: its error toast goes. */
  resolvido,
  dismiss: (id?: string) => toaster.dismiss(id),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        // Ark's defaults are English ('Notifications, top-end (alt+T)', 'Dismiss notification').
        aria-label="Avisos (Alt+T)"
        insetInline={{ mdDown: '4' }}
        // Phones: below the 44 px close button every full-screen dialog has at its top corner.
        // Larger screens: at the top, unless a dialog is open: a wide dialog's close button sits
        // within the toast's 24rem of the right edge up to ~1470 px wide, so toasts then start
        // below it (a tall dialog's button ends ~5.25rem from the top).
        css={{
          '--toast-topo': { base: '4.25rem', md: '1rem' },
          'html:has(:is([role=dialog], [role=alertdialog])[data-state=open]) &': {
            '--toast-topo': { base: '4.25rem', md: '5.75rem' },
          },
        }}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} rounded="xl" shadow="lg" data-tipo={toast.type}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra fades the description to 80%: on a coloured toast that is 3.4:1, not 4.5. */}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Fechar aviso" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
