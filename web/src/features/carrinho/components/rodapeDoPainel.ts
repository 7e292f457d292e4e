/** The look of a storefront panel's footer (the cart's, a sheet's): actions stacked, full width. */
export const RODAPE_DO_PAINEL = {
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '3',
  px: { base: '5', md: '6' },
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
} as const;
