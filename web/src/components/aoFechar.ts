/** A Chakra dialog's or drawer's `onOpenChange` that only hears it close. */
export function aoFechar(onFechar: () => void) {
  return (detalhes: { open: boolean }) => {
    if (!detalhes.open) onFechar();
  };
}
