import type { ReactNode } from 'react';
import { DinheiroInput, type DinheiroInputProps } from './DinheiroInput';
import { FormField } from './FormField';

interface CampoDeDinheiroProps extends Omit<DinheiroInputProps, 'value' | 'onValueChange'> {
  rotulo: string;
  valor: string;
  onValor: (texto: string) => void;
  erro?: string;
  ajuda?: ReactNode;
}

/** A labelled money (or percentage) field of a back-office form: DinheiroInput in a FormField. */
export function CampoDeDinheiro({
  rotulo,
  valor,
  onValor,
  erro,
  ajuda,
  ...props
}: CampoDeDinheiroProps) {
  return (
    <FormField label={rotulo} error={erro} helper={ajuda}>
      <DinheiroInput value={valor} onValueChange={onValor} rounded="lg" {...props} />
    </FormField>
  );
}
