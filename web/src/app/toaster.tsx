import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
  type CreateToasterReturn,
} from '@chakra-ui/react';

/** Spec (customer-side §8): top-right, default and error 4000 ms, success 2000 ms, loading until dismissed, 20 at once. */
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const;

export const toaster = createToaster({
  placement: 'top-end',
  max: 20,
  duration: TOAST_DURATION.default,
  pauseOnPageIdle: true,
});

/** The back office shows at most three at once; later ones wait for a free place. */
export const toasterDoPainel = createToaster({
  placement: 'top-end',
  max: 3,
  duration: TOAST_DURATION.default,
  pauseOnPageIdle: true,
});

const toasterDaPagina = () =>
  window.location.pathname.startsWith('/dashboard') ? toasterDoPainel : toaster;

interface Mensagem {
  title: string;
  description?: string;
  duration?: number;
}

const mensagem = (entrada: string | Mensagem): Mensagem =>
  typeof entrada === 'string' ? { title: entrada } : entrada;

export const notify = {
  success: (entrada: string | Mensagem) =>
    toasterDaPagina().create({
      type: 'success',
      duration: TOAST_DURATION.success,
      ...mensagem(entrada),
    }),
  error: (entrada: string | Mensagem) =>
    toasterDaPagina().create({
      type: 'error',
      duration: TOAST_DURATION.error,
      ...mensagem(entrada),
    }),
  info: (entrada: string | Mensagem) =>
    toasterDaPagina().create({
      type: 'info',
      duration: TOAST_DURATION.default,
      ...mensagem(entrada),
    }),
  warning: (entrada: string | Mensagem) =>
    toasterDaPagina().create({
      type: 'warning',
      duration: TOAST_DURATION.default,
      ...mensagem(entrada),
    }),
  /** Stays until dismissed (or replaced with the same id). */
  loading: (entrada: string | Mensagem) =>
    toasterDaPagina().create({ type: 'loading', duration: Infinity, ...mensagem(entrada) }),
  dismiss: (id?: string) => {
    toaster.dismiss(id);
    toasterDoPainel.dismiss(id);
  },
};

export function Toaster() {
  return (
    <>
      <ListaDeToasts toaster={toaster} />
      <ListaDeToasts toaster={toasterDoPainel} />
    </>
  );
}

function ListaDeToasts({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} rounded="xl" shadow="lg">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
