import { HStack, IconButton, Text, type ButtonProps, type StackProps } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';

interface SeletorDeQuantidadeProps extends StackProps {
  quantidade: number;
  /** The largest quantity '+' reaches; '−' stops at 1. */
  maximo: number;
  onMudar: (quantidade: number) => void;
  /** The group's accessible name. */
  rotulo: string;
  /** The '−' and '+' buttons' size. */
  tamanho?: ButtonProps['size'];
  paleta?: string;
}

/** A rounded '− n +' stepper for a quantity. */
export function SeletorDeQuantidade({
  quantidade,
  maximo,
  onMudar,
  rotulo,
  tamanho = 'sm',
  paleta,
  ...props
}: SeletorDeQuantidadeProps) {
  const botao = { size: tamanho, variant: 'ghost', rounded: 'full', colorPalette: paleta } as const;
  return (
    <HStack
      gap="0"
      rounded="full"
      borderWidth="1px"
      borderColor="border"
      role="group"
      aria-label={rotulo}
      {...props}
    >
      <IconButton
        aria-label="Diminuir quantidade"
        {...botao}
        disabled={quantidade <= 1}
        onClick={() => onMudar(Math.max(1, quantidade - 1))}
      >
        <LuMinus />
      </IconButton>
      <Text
        minW="7"
        textAlign="center"
        fontWeight="bold"
        aria-live="polite"
        data-testid="quantidade"
      >
        {quantidade}
      </Text>
      <IconButton
        aria-label="Aumentar quantidade"
        {...botao}
        disabled={quantidade >= maximo}
        onClick={() => onMudar(Math.min(maximo, quantidade + 1))}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
