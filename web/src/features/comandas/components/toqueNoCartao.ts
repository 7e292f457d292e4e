/** A card that opens a screen (a table, a standalone tab): it rises under the pointer, sinks when pressed. */
export const TOQUE_NO_CARTAO = {
  transition: 'transform 0.15s ease, box-shadow 0.15s ease',
  _hover: { shadow: 'card', transform: 'translateY(-2px)' },
  _active: { transform: 'scale(0.98)' },
} as const;
