import { lerDinheiro, textoDoCampoDeDinheiro } from '@cardapio/shared-events';
import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface DinheiroInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'onBlur' | 'type' | 'inputMode'
> {
  /** The text as typed ('89,9'); formatted ('89,90') once the field is left. */
  value: string;
  onValueChange: (texto: string) => void;
  /**
   * The parser's message when the field is left with text that is not an amount ('1.234' is
   * ambiguous). Empty text says nothing: the form knows whether the field is required.
   */
  onErro: (mensagem: string) => void;
  /** A percentage (a % after the number) instead of reais, read by the same rules. */
  percentual?: boolean;
}

/**
 * The one money field: R$ in front while typing, the decimal keypad on phones, text read the
 * Brazilian way by `lerDinheiro` (shared with the server: '89,90', '1.234,56', '89.90'), shown
 * formatted when left, and the parser's message for what it refuses. A text input, never
 * type="number": the browser's number input drops the comma of '89,90' and sends 8990.
 */
export const DinheiroInput = forwardRef<HTMLInputElement, DinheiroInputProps>(
  function DinheiroInput({ value, onValueChange, onErro, percentual = false, ...props }, ref) {
    function aoSair() {
      const lido = lerDinheiro(value);
      if (lido.ok) onValueChange(textoDoCampoDeDinheiro(lido.centavos, percentual));
      else if (!lido.vazio) onErro(lido.erro);
    }
    const pequeno = props.size === 'sm' || props.size === 'xs';
    const unidade = { color: 'fg.muted', fontSize: pequeno ? 'xs' : 'sm', fontWeight: 'medium' };
    return (
      <InputGroup
        startElement={percentual ? undefined : 'R$'}
        startElementProps={unidade}
        endElement={percentual ? '%' : undefined}
        endElementProps={unidade}
      >
        <Input
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onBlur={aoSair}
          {...props}
        />
      </InputGroup>
    );
  },
);
