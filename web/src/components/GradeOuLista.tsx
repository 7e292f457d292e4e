import { HStack, IconButton, type IconButtonProps, type StackProps } from '@chakra-ui/react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';

type Modo = 'grade' | 'lista';

const MODOS = [
  { modo: 'grade', rotulo: 'Ver em grade', icone: <LuLayoutGrid /> },
  { modo: 'lista', rotulo: 'Ver em lista', icone: <LuList /> },
] as const;

interface GradeOuListaProps extends StackProps {
  modo: Modo;
  onMudar: (modo: Modo) => void;
  /** The look of both buttons (size, rounding…). */
  botao?: Omit<IconButtonProps, 'aria-label'>;
  /** The pressed button's variant. */
  varianteAtiva?: IconButtonProps['variant'];
}

/** The pair of toggle buttons 'Ver em grade' / 'Ver em lista' of a product list. */
export function GradeOuLista({
  modo,
  onMudar,
  botao,
  varianteAtiva = 'solid',
  ...props
}: GradeOuListaProps) {
  return (
    <HStack {...props}>
      {MODOS.map((m) => (
        <IconButton
          key={m.modo}
          aria-label={m.rotulo}
          aria-pressed={modo === m.modo}
          {...botao}
          variant={modo === m.modo ? varianteAtiva : 'ghost'}
          colorPalette={modo === m.modo ? 'brand' : 'gray'}
          onClick={() => onMudar(m.modo)}
        >
          {m.icone}
        </IconButton>
      ))}
    </HStack>
  );
}
