import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuSearch } from 'react-icons/lu';

interface BarraDeBuscaProps {
  valor: string;
  onChange: (valor: string) => void;
  focar?: boolean;
}

export function BarraDeBusca({ valor, onChange, focar }: BarraDeBuscaProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focar) ref.current?.focus();
  }, [focar]);

  return (
    <InputGroup
      startElement={<LuSearch />}
      endElement={
        valor ? (
          <CloseButton
            size="xs"
            rounded="full"
            aria-label="Limpar busca"
            me="-1"
            onClick={() => {
              onChange('');
              ref.current?.focus();
            }}
          />
        ) : undefined
      }
    >
      <Input
        ref={ref}
        type="search"
        value={valor}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onChange('');
        }}
        placeholder="Buscar no cardápio"
        aria-label="Buscar produtos"
        enterKeyHint="search"
        autoComplete="off"
        size="lg"
        rounded="full"
        bg="bg.panel"
        borderColor="border"
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
