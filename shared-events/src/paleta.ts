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
    // White text reads on it (4.97:1): the product's buttons and badges (MARCA_DO_PRODUTO).
    600: '#ca3f05',
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

/** `#rrggbb` (lower case), the only shape a colour is stored and interpolated in. */
export const COR_HEX = /^#[0-9a-f]{6}$/;

/**
 * A colour as typed (`#1D4ED8`, `1d4ed8`, `#abc`) in the stored shape `#rrggbb`, or null when it
 * is not a hexadecimal colour.
 */
export function normalizarCor(valor: string): string | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(valor.trim())?.[1]?.toLowerCase();
  if (!hex) return null;
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

const canais = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const paraHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by `peso` (0 keeps `a`, 1 is `b`), channel by channel in sRGB. */
export function misturarCores(a: string, b: string, peso: number): string {
  const [x, y] = [canais(a), canais(b)];
  return paraHex(x.map((c, i) => c + (y[i]! - c) * peso));
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function luminanciaRelativa(hex: string): number {
  const [r, g, b] = canais(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2.x contrast ratio of two colours, 1 to 21: the one formula the server's validation, the
 * colour picker's preview and the storefront's theme all use.
 */
export function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminanciaRelativa(a), luminanciaRelativa(b)].sort((x, y) => y - x);
  return (claro! + 0.05) / (escuro! + 0.05);
}

/** WCAG AA for normal text. */
export const CONTRASTE_MINIMO = 4.5;

/** The two text colours a brand colour may carry: white, or the palette's near-black. */
export const TEXTO_SOBRE_A_MARCA = { claro: '#ffffff', escuro: PALETA.gray[950] } as const;

/**
 * The product's own colours where text sits on the brand (a store without a colour of its own,
 * the back office), in both modes: buttons and badges on `solid`, the banner's gradient, white
 * text on each at CONTRASTE_MINIMO or more. The brighter 400 and 500 carry no text (the
 * logo's gradient, focus rings, glows). The theme, the server-drawn first screen and the brand
 * settings' preview all read them here.
 */
export const MARCA_DO_PRODUTO = {
  solid: PALETA.brand[600],
  contraste: TEXTO_SOBRE_A_MARCA.claro,
  faixa: [PALETA.brand[600], PALETA.brand[700], PALETA.brand[800]],
} as const;

/** A contrast ratio as people read it, never rounded up past the limit: 4.47 → "4,4:1". */
export const formatarContraste = (razao: number) =>
  `${(Math.floor(razao * 10) / 10).toLocaleString('pt-BR', { minimumFractionDigits: 1 })}:1`;

export interface LeituraDaCor {
  /** The text colour that reaches CONTRASTE_MINIMO on it (white first), or null: refused. */
  texto: string | null;
  contrasteClaro: number;
  contrasteEscuro: number;
}

/** Which text a button or header of this colour can carry, and how well each one reads. */
export function lerCor(cor: string): LeituraDaCor {
  const contrasteClaro = contraste(cor, TEXTO_SOBRE_A_MARCA.claro);
  const contrasteEscuro = contraste(cor, TEXTO_SOBRE_A_MARCA.escuro);
  const texto =
    contrasteClaro >= CONTRASTE_MINIMO
      ? TEXTO_SOBRE_A_MARCA.claro
      : contrasteEscuro >= CONTRASTE_MINIMO
        ? TEXTO_SOBRE_A_MARCA.escuro
        : null;
  return { texto, contrasteClaro, contrasteEscuro };
}

/** The lightest shade of `cor` (mixed with black, 1% at a time) that white text reads on. */
export function tomMaisEscuro(cor: string): string {
  for (let passo = 1; passo <= 100; passo++) {
    const tom = misturarCores(cor, '#000000', passo / 100);
    if (contraste(tom, TEXTO_SOBRE_A_MARCA.claro) >= CONTRASTE_MINIMO) return tom;
  }
  return '#000000';
}

/** Light steps mix the colour with white, dark ones with black (how much of it goes). */
const CLAREAR = { 50: 0.95, 100: 0.88, 200: 0.75, 300: 0.56, 400: 0.3 } as const;
const ESCURECER = { 600: 0.14, 700: 0.3, 800: 0.45, 900: 0.58, 950: 0.74 } as const;

type Passo = keyof EscalaDeCor;

/**
 * What a company's brand colour changes on its storefront: the scale that replaces the product's
 * orange (the colour itself at 500), and the semantic colours that must read well in each mode.
 */
export interface MarcaDaLoja {
  cor: string;
  escala: Record<Passo, string>;
  /** Buttons and badges: the colour itself, in both modes. */
  solid: string;
  /** Text and icons on `solid` and on the banner. */
  contraste: string;
  /** Brand-coloured text on the page's surfaces (light mode, dark mode). */
  fg: { claro: string; escuro: string };
  /** The banner's gradient: from the colour towards more contrast with its text. */
  faixa: [string, string, string];
}

const legivelSobre = (cor: string, fundos: readonly string[]) =>
  fundos.every((fundo) => contraste(cor, fundo) >= CONTRASTE_MINIMO);

/**
 * The storefront theme of a brand colour, or null when there is none or it is refused (not a
 * `#rrggbb`, or no text reads on it): the product's own palette is used then.
 */
export function marcaDaLoja(cor: string | null | undefined): MarcaDaLoja | null {
  if (!cor || !COR_HEX.test(cor)) return null;
  const { texto } = lerCor(cor);
  if (!texto) return null;
  const escala = { 500: cor } as Record<Passo, string>;
  for (const [passo, peso] of Object.entries(CLAREAR))
    escala[Number(passo) as Passo] = misturarCores(cor, '#ffffff', peso);
  for (const [passo, peso] of Object.entries(ESCURECER))
    escala[Number(passo) as Passo] = misturarCores(cor, '#000000', peso);
  const ordenada = Object.fromEntries(
    ([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const).map((p) => [p, escala[p]]),
  ) as Record<Passo, string>;

  // Brand text sits on the page, the panels and the brand's softest tint.
  const fundosClaros = ['#ffffff', '#fcfaf8', ordenada[50]];
  const fundosEscuros = [PALETA.gray[900], PALETA.gray[950], ordenada[950]];
  const fgClaro =
    ([700, 800, 900, 950] as const)
      .map((p) => ordenada[p])
      .find((c) => legivelSobre(c, fundosClaros)) ?? TEXTO_SOBRE_A_MARCA.escuro;
  const fgEscuro =
    ([300, 200, 100, 50] as const)
      .map((p) => ordenada[p])
      .find((c) => legivelSobre(c, fundosEscuros)) ?? '#ffffff';
  // White text: the banner darkens; dark text: it lightens. Either way contrast only grows.
  const rumo = texto === TEXTO_SOBRE_A_MARCA.claro ? '#000000' : '#ffffff';
  return {
    cor,
    escala: ordenada,
    solid: cor,
    contraste: texto,
    fg: { claro: fgClaro, escuro: fgEscuro },
    faixa: [cor, misturarCores(cor, rumo, 0.12), misturarCores(cor, rumo, 0.3)],
  };
}
