/**
 * Meta (Facebook) pixel of the company (customer-side §7): injected once when
 * GET /api/meta-pixel/:empresaId answers a pixel_id. Every call is guarded, so a missing or
 * blocked `fbq` never breaks the page.
 */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export type EventoDoPixel =
  'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase' | 'Search' | 'Contact';

export interface DadosDoEvento {
  value?: number;
  currency?: 'BRL';
  content_ids?: (string | number)[];
  content_name?: string;
  content_type?: 'product' | 'product_group';
  contents?: { id: string | number; quantity: number; item_price?: number }[];
  num_items?: number;
  search_string?: string;
  [campo: string]: unknown;
}

const pixelsIniciados = new Set<string>();

/**
 * The standard loader (queue stub + fbevents.js), then init and PageView; once per pixel id.
 * Built here instead of Meta's inline snippet: the Content-Security-Policy refuses inline
 * scripts and allows https://connect.facebook.net only on the pages of a company with a pixel.
 */
export function instalarPixel(pixelId: string): void {
  const id = pixelId.trim();
  if (!id || pixelsIniciados.has(id) || typeof window === 'undefined') return;
  try {
    if (!window.fbq) {
      const fbq: Fbq = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue?.push(args);
      };
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.queue = [];
      window.fbq = fbq;
      window._fbq ??= fbq;
      const script = document.createElement('script');
      script.async = true;
      script.src = 'https://connect.facebook.net/en_US/fbevents.js';
      document.head.appendChild(script);
    }
    window.fbq('init', id);
    window.fbq('track', 'PageView');
    pixelsIniciados.add(id);
  } catch {
    // Marketing must never break ordering.
  }
}

/** Tracks a standard event (currency BRL when a value is given); does nothing without a pixel. */
export function rastrear(evento: EventoDoPixel, dados?: DadosDoEvento): void {
  try {
    if (typeof window === 'undefined' || typeof window.fbq !== 'function') return;
    const payload = dados && dados.value !== undefined ? { currency: 'BRL', ...dados } : dados;
    if (payload) window.fbq('track', evento, payload);
    else window.fbq('track', evento);
  } catch {
    // Ignored: a blocked or broken pixel is not the customer's problem.
  }
}
