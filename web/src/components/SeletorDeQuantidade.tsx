import {
  HStack,
  IconButton,
  Text,
  type ButtonProps,
  type IconButtonProps,
  type StackProps,
} from '@chakra-ui/react';
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
  /** The item's name: the buttons read 'Diminuir X' / 'Aumentar X' instead of '… quantidade'. */
  nome?: string;
  /** Both buttons off (a request in flight). */
  travado?: boolean;
  /** More of the buttons' look (a larger touch target…). */
  botao?: Omit<IconButtonProps, 'aria-label'>;
}

/** A rounded '− n +' stepper for a quantity. */
export function SeletorDeQuantidade({
  quantidade,
  maximo,
  onMudar,
  rotulo,
  tamanho = 'sm',
  paleta,
  nome = 'quantidade',
  travado = false,
  botao,
  ...props
}: SeletorDeQuantidadeProps) {
  const aparencia = {
    size: tamanho,
    variant: 'ghost',
    rounded: 'full',
    colorPalette: paleta,
  } as const;
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
        aria-label={`Diminuir ${nome}`}
        {...aparencia}
        {...botao}
        disabled={travado || quantidade <= 1}
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
        aria-label={`Aumentar ${nome}`}
        {...aparencia}
        {...botao}
        disabled={travado || quantidade >= maximo}
        onClick={() => onMudar(Math.min(maximo, quantidade + 1))}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
