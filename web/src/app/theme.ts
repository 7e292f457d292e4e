import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { MARCA_DO_PRODUTO, PALETA, tomMaisEscuro, type EscalaDeCor } from '@cardapio/shared-events';

/** A colour scale (shared with the server-drawn first screen) as Chakra tokens. */
function tokensDaEscala(escala: EscalaDeCor) {
  return Object.fromEntries(
    Object.entries(escala).map(([passo, cor]) => [passo, { value: cor }]),
  ) as Record<keyof EscalaDeCor, { value: string }>;
}

/** A step of one of Chakra's own colour scales (`green`, 600). */
const tomDoChakra = (cor: string, passo: number) =>
  (defaultConfig.theme?.tokens?.colors?.[cor] as Record<number, { value: string }>)[passo]!.value;

/**
 * Chakra's solid green, teal and cyan (status badges and buttons: 'Entregue', 'Atendida', 'Saiu
 * para Entrega') and its light-mode solid orange carry white text at 3.3 to 3.7:1. Each becomes
 * the lightest darker shade of the same colour that white text reads on at 4.5:1 (WCAG AA).
 * Orange's dark mode already puts black text on it.
 */
const solidosLegiveis = {
  ...Object.fromEntries(
    ['green', 'teal', 'cyan'].map((cor) => [
      cor,
      { solid: { value: tomMaisEscuro(tomDoChakra(cor, 600)) } },
    ]),
  ),
  orange: {
    solid: {
      value: { _light: tomMaisEscuro(tomDoChakra('orange', 600)), _dark: '{colors.orange.500}' },
    },
  },
};

const fontStack =
  "Inter, 'Segoe UI Variable', 'Segoe UI', Roboto, 'Helvetica Neue', system-ui, -apple-system, 'Liberation Sans', sans-serif";

/**
 * Cardápio Vivo's look: a warm orange brand ("brasa") over warm neutrals, light and dark.
 * Components use `colorPalette="brand"`; the neutral `gray` scale is replaced by a warm stone
 * scale so every default surface (bg, border, fg) stays in the same family. A company's
 * storefront swaps the brand scale for its own colour (features/empresas/marca.ts); the back
 * office keeps this one.
 */
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      minHeight: '100%',
      textRendering: 'optimizeLegibility',
    },
    '#root': { minHeight: '100dvh' },
    '::selection': { bg: 'brand.muted', color: 'brand.fg' },
    // The system's "reduce motion" is honoured everywhere: no pulsing live indicators, no
    // sliding drawers or toasts (WCAG 2.3.3). Animations still end, so what waits for their end
    // (a dialog leaving) goes on at once. A pulse that never stops also repaints the page 60
    // times a second: a phone's battery, and most of the CPU a headless browser spends.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: tokensDaEscala(PALETA.brand),
        gray: tokensDaEscala(PALETA.gray),
      },
      radii: {
        card: { value: '1.25rem' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: MARCA_DO_PRODUTO.solid },
          contrast: { value: MARCA_DO_PRODUTO.contraste },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          // The banner's gradient (storefront, sign-in panel); text on it is brand.contrast. A
          // company's colour replaces the three stops (features/empresas/marca.ts).
          faixa: {
            DEFAULT: { value: MARCA_DO_PRODUTO.faixa[0] },
            meio: { value: MARCA_DO_PRODUTO.faixa[1] },
            fim: { value: MARCA_DO_PRODUTO.faixa[2] },
          },
        },
        ...solidosLegiveis,
        bg: {
          DEFAULT: { value: { _light: '#fcfaf8', _dark: '{colors.gray.950}' } },
          panel: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
        },
      },
      shadows: {
        card: {
          value: {
            _light: '0 1px 2px rgba(60, 35, 20, 0.06), 0 12px 32px -12px rgba(60, 35, 20, 0.18)',
            _dark: '0 1px 2px rgba(0, 0, 0, 0.4), 0 16px 40px -16px rgba(0, 0, 0, 0.7)',
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
