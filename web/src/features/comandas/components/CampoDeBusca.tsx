import { CloseButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LuSearch } from 'react-icons/lu';

interface CampoDeBuscaProps extends Omit<InputProps, 'value' | 'onChange'> {
  valor: string;
  onChange: (valor: string) => void;
  rotulo: string;
}

/** A search box with a clear button; its accessible name is `rotulo`. */
export const CampoDeBusca = forwardRef<HTMLInputElement, CampoDeBuscaProps>(function CampoDeBusca(
  { valor, onChange, rotulo, ...props },
  ref,
) {
  return (
    <InputGroup
      flex="1"
      startElement={<LuSearch />}
      endElement={
        valor ? (
          <CloseButton
            size="xs"
            rounded="full"
            aria-label="Limpar busca"
            me="-1"
            onClick={() => onChange('')}
          />
        ) : undefined
      }
    >
      <Input
        ref={ref}
        type="search"
        value={valor}
        onChange={(e) => onChange(e.target.value)}
        aria-label={rotulo}
        enterKeyHint="search"
        autoComplete="off"
        rounded="xl"
        bg="bg.panel"
        borderColor="border"
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        {...props}
      />
    </InputGroup>
  );
});
