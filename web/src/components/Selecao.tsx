import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SelecaoProps extends Omit<NativeSelect.RootProps, 'children'> {
  valor: string;
  onValor: (valor: string) => void;
  /** The accessible name, where no label names it. */
  rotulo?: string;
  name?: string;
  /** The <option>s. */
  children: ReactNode;
}

/** A native select (the phone's own picker) with the back office's rounded field. */
export function Selecao({ valor, onValor, rotulo, name, children, ...props }: SelecaoProps) {
  return (
    <NativeSelect.Root {...props}>
      <NativeSelect.Field
        aria-label={rotulo}
        name={name}
        value={valor}
        onChange={(e) => onValor(e.currentTarget.value)}
        rounded="lg"
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
