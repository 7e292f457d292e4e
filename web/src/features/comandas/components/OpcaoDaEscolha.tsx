import { Box, HStack, Text, type BoxProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck } from 'react-icons/lu';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';

/** What a DialogoDeEscolha offers: a number, a name and a small line under it. */
export interface Escolha {
  id: number;
  numero: string;
  titulo: string;
  detalhe?: ReactNode;
  /** The option's accessible name (default: its text). */
  rotulo?: string;
}

const NUMERO_ESCOLHIDO = { bg: 'brand.solid', color: 'brand.contrast' };
const NUMERO = { bg: 'bg.muted', color: 'fg' };
const LINHA = { gap: '3', p: '3', rounded: 'xl', borderWidth: '1px', cursor: 'pointer' } as const;

interface OpcaoDaEscolhaProps extends StackProps {
  escolha: Escolha;
  papel: 'radio' | 'option';
  ativa: boolean;
  /** The number's tile (its width). */
  caixaDoNumero?: BoxProps;
  /** A click, Enter or Space. */
  onEscolher: () => void;
}

/**
 * One option of a DialogoDeEscolha, a radio or a listbox option: the number's tile, the name, the
 * detail line, and a check when it is the chosen one.
 */
export function OpcaoDaEscolha({
  escolha,
  papel,
  ativa,
  caixaDoNumero,
  onEscolher,
  ...props
}: OpcaoDaEscolhaProps) {
  return (
    <HStack
      role={papel}
      aria-checked={papel === 'radio' ? ativa : undefined}
      aria-selected={papel === 'option' ? ativa : undefined}
      aria-label={escolha.rotulo}
      tabIndex={0}
      {...LINHA}
      borderColor={ativa ? 'brand.solid' : 'border.subtle'}
      bg={ativa ? 'brand.subtle' : 'bg.panel'}
      onClick={onEscolher}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onEscolher();
        }
      }}
      {...props}
    >
      <IconeEmDestaque
        h="10"
        rounded="lg"
        fontWeight="800"
        {...(ativa ? NUMERO_ESCOLHIDO : NUMERO)}
        {...caixaDoNumero}
      >
        {escolha.numero}
      </IconeEmDestaque>
      <Box flex="1" minW="0">
        <Text fontWeight="bold" truncate>
          {escolha.titulo}
        </Text>
        {escolha.detalhe}
      </Box>
      {ativa && (
        <Box color="brand.fg">
          <LuCheck />
        </Box>
      )}
    </HStack>
  );
}
