/**
 * Cardápio Vivo's colour scales: the orange brand ("brasa") and the warm stone neutral that
 * replaces Chakra's gray. The web's theme (web/src/app/theme.ts) makes its tokens from them, and
 * the storefront's first screen drawn by the server (gateway/src/http/spa/primeira-tela-css.ts)
 * paints with the same values, so the two cannot drift apart.
 */
export const PALETA = {
  brand: {
    50: '#fff5ed',
    100: '#ffe6d3',
    200: '#ffc9a5',
    300: '#ffa36c',
    400: '#ff7a33',
    500: '#f65d0f',
    600: '#e04605',
    700: '#b93307',
    800: '#932a0e',
    900: '#77250f',
    950: '#400f05',
  },
  gray: {
    50: '#fbfaf9',
    100: '#f5f3f1',
    200: '#e9e5e1',
    300: '#d7d1cb',
    400: '#aaa29a',
    500: '#7b736b',
    600: '#5a534d',
    700: '#443e39',
    800: '#2a2521',
    900: '#1d1916',
    950: '#13100e',
  },
} as const;

export type EscalaDeCor = (typeof PALETA)[keyof typeof PALETA];

/** `#rrggbb` with an opacity, as `rgba(r,g,b,a)`. */
export function comOpacidade(hex: string, opacidade: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${opacidade})`;
}
