import { SegmentGroup } from '@chakra-ui/react';

interface SegmentosProps<V extends string> extends Omit<
  SegmentGroup.RootProps,
  'value' | 'onValueChange'
> {
  valor: V;
  /** The choices; the first is the fallback when none is picked. */
  itens: { value: V; label: string }[];
  onValor: (valor: V) => void;
}

/** A row of exclusive choices (a filter, a kind), each segment as wide as the others. */
export function Segmentos<V extends string>({
  valor,
  itens,
  onValor,
  ...props
}: SegmentosProps<V>) {
  return (
    <SegmentGroup.Root
      value={valor}
      onValueChange={(e) => onValor((e.value as V | null) ?? itens[0]?.value ?? valor)}
      size="lg"
      rounded="xl"
      css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
      {...props}
    >
      <SegmentGroup.Indicator rounded="lg" />
      <SegmentGroup.Items items={itens} />
    </SegmentGroup.Root>
  );
}
