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

/** One toast policy for every screen: at most three visible (the oldest gives way to a new one). */
export const MAXIMO_DE_TOASTS = 3;

/**
 * Phones (below md, decided at load) get the toasts at the bottom: at the top they covered the
 * sheets' titles, the close buttons and the waiter's call strip. Larger screens keep the spec's
 * top right.
 */
const NO_CELULAR =
  typeof window !== 'undefined' && (window.matchMedia?.('(max-width: 47.99rem)').matches ?? false);
/** The toasts' width from md up: narrow enough to pass beside a 42rem dialog at 1440 px. */
const LARGURA_DO_AVISO = 336;
const MARGEM = 16;
const ESPACO = 8;

export const toaster = createToaster({
  placement: NO_CELULAR ? 'bottom' : 'top-end',
  max: MAXIMO_DE_TOASTS,
  duration: TOAST_DURATION.default,
  pauseOnPageIdle: true,
  offsets: {
    top: 'var(--avisos-topo, 1rem)',
    right: '1rem',
    bottom: 'var(--avisos-fundo, 1rem)',
    left: '1rem',
  },
});

const RODAPE = '.chakra-dialog__footer, .chakra-drawer__footer';
const CABECALHO = '.chakra-dialog__header, .chakra-drawer__header';

/** How far into the window (from its top or bottom edge) the visible matches reach. */
function alcance(dentro: ParentNode, seletor: string, medida: (caixa: DOMRect) => number) {
  let maior = 0;
  for (const elemento of dentro.querySelectorAll(seletor)) {
    const caixa = elemento.getBoundingClientRect();
    if (caixa.width > 0 && caixa.height > 0) maior = Math.max(maior, medida(caixa));
  }
  return maior;
}

/** Written only when it changes: a write restyles the whole page, and this runs per frame. */
function definir(variavel: string, alcancePx: number) {
  const valor = `${Math.max(MARGEM, alcancePx + ESPACO)}px`;
  const estilo = document.documentElement.style;
  if (estilo.getPropertyValue(variavel) !== valor) estilo.setProperty(variavel, valor);
}

/**
 * Keeps the toasts clear of what must stay in view. Phones: above the open dialog's footer (its
 * buttons), or above the page's floating bits (`data-avisos-acima`). Larger screens: below the
 * open dialog's header when the toasts' column crosses the dialog, or below the page's
 * `data-avisos-abaixo` (the waiter's call strip). A dialog's header is its Chakra header part, its
 * close button, and what it marks `data-avisos-abaixo`.
 */
function posicionarAvisos() {
  const abertos = document.querySelectorAll(
    ':is([role=dialog], [role=alertdialog])[data-state=open]',
  );
  const dialogo = abertos[abertos.length - 1];
  if (NO_CELULAR) {
    const fundo = dialogo
      ? alcance(dialogo, RODAPE, (c) => window.innerHeight - c.top)
      : alcance(document, '[data-avisos-acima]', (c) => window.innerHeight - c.top);
    definir('--avisos-fundo', fundo);
    return;
  }
  const coluna = window.innerWidth - MARGEM - LARGURA_DO_AVISO;
  let topo = 0;
  if (!dialogo) topo = alcance(document, '[data-avisos-abaixo]', (c) => c.bottom);
  else if (dialogo.getBoundingClientRect().right > coluna)
    topo = alcance(
      dialogo,
      `${CABECALHO}, [data-part=close-trigger], [data-avisos-abaixo]`,
      (c) => c.bottom,
    );
  definir('--avisos-topo', topo);
}

/**
 * Measured when a toast comes and, while any shows, whenever the page changes under it (a sheet
 * opening, the category hint appearing): an observer that runs only while toasts are on screen.
 */
let observador: MutationObserver | null = null;
let quadro = 0;
function acompanharAvisos() {
  // Outside a browser (the policy's unit tests) there is nothing on screen to place.
  if (typeof document === 'undefined') return;
  posicionarAvisos();
  if (observador || typeof MutationObserver === 'undefined') return;
  observador = new MutationObserver(() => {
    if (quadro) return;
    quadro = window.requestAnimationFrame(() => {
      quadro = 0;
      if (toaster.getCount() > 0) {
        posicionarAvisos();
        return;
      }
      observador?.disconnect();
      observador = null;
    });
  });
  observador.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}
toaster.subscribe(acompanharAvisos);

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
      >
        {(toast) => (
          <Toast.Root
            width={{ md: `${LARGURA_DO_AVISO}px` }}
            rounded="xl"
            shadow="lg"
            data-tipo={toast.type}
            // On a phone a toast sits over the list the user is working in: a tap on it reaches
            // what is under it (the next '+'), and only its buttons take taps. It also never
            // pauses under a resting pointer, so it leaves on time. (zag writes 'auto' inline.)
            css={NO_CELULAR ? { pointerEvents: 'none !important' } : undefined}
          >
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
            {toast.action && (
              <Toast.ActionTrigger pointerEvents="auto">{toast.action.label}</Toast.ActionTrigger>
            )}
            {/* A thumb-sized target on phones (44 px, as every button of the waiter screens). */}
            <Toast.CloseTrigger
              aria-label="Fechar aviso"
              pointerEvents="auto"
              minW={{ base: '11', md: 'auto' }}
              minH={{ base: '11', md: 'auto' }}
            />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
