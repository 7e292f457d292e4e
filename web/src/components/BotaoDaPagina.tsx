import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';

/** Full width on phones, as wide as its text from tablets up. */
const LARGURA = { base: '1', sm: 'initial' } as const;

interface BotaoDaPaginaProps extends ButtonProps {
  /** Defaults to a plus: the page's 'Novo X'. */
  icone?: ReactNode;
}

/**
 * A back-office page's main action ('Nova Promoção', 'Salvar Configurações'), in its header and
 * in its empty list.
 */
export function BotaoDaPagina({ icone = <LuPlus />, children, ...props }: BotaoDaPaginaProps) {
  return (
    <Button colorPalette="brand" rounded="xl" minH="11" flex={LARGURA} {...props}>
      {icone} {children}
    </Button>
  );
}
