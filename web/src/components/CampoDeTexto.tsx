import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

export interface CampoDeTextoProps extends Omit<InputProps, 'value' | 'onChange'> {
  rotulo: string;
  valor: string;
  onValor: (texto: string) => void;
  /** The field's message (red, under it); without one, `ajuda` shows. */
  erro?: string;
  /** Marked invalid without a message of its own (defaults to whether there is `erro`). */
  invalido?: boolean;
  ajuda?: ReactNode;
}

/** A labelled text input of a back-office form. */
export function CampoDeTexto({
  rotulo,
  valor,
  onValor,
  erro,
  invalido,
  ajuda,
  ...props
}: CampoDeTextoProps) {
  return (
    <FormField label={rotulo} invalid={invalido} error={erro} helper={ajuda}>
      <Input value={valor} onChange={(e) => onValor(e.target.value)} rounded="lg" {...props} />
    </FormField>
  );
}
