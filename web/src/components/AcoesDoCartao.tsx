import { Button, HStack, IconButton, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuEyeOff, LuPencil, LuTrash2 } from 'react-icons/lu';

/** 44 px touch targets on phones, compact on desktop. */
const ALTURA = { base: '11', md: '9' } as const;

export interface AcaoExtra {
  rotulo: string;
  icone: ReactNode;
  onClick: () => void;
}

interface AcoesDoCartaoProps extends Omit<StackProps, 'children'> {
  /** Whether the row is active: the toggle offers the opposite. Absent: no toggle. */
  ativo?: boolean;
  onEditar: () => void;
  onAlternar?: () => void;
  onExcluir?: () => void;
  /** Why the row cannot be deleted now (in use): the delete button is disabled and says why. */
  motivoSemExcluir?: string;
  /** Icon actions between Editar and the toggle ('Personalizar'...). */
  extras?: AcaoExtra[];
}

/**
 * The action row of every back-office card: 'Editar', then icon buttons (extras, activate or
 * deactivate, delete), each named for assistive technology.
 */
export function AcoesDoCartao({
  ativo,
  onEditar,
  onAlternar,
  onExcluir,
  motivoSemExcluir,
  extras = [],
  ...estilo
}: AcoesDoCartaoProps) {
  const icone = (
    rotulo: string,
    conteudo: ReactNode,
    onClick: () => void,
    cor?: string,
    motivo?: string,
  ) => (
    <IconButton
      key={rotulo}
      size="sm"
      variant="ghost"
      colorPalette={cor}
      rounded="lg"
      minH={ALTURA}
      aria-label={rotulo}
      title={motivo ?? rotulo}
      disabled={motivo !== undefined}
      onClick={onClick}
    >
      {conteudo}
    </IconButton>
  );
  return (
    <HStack gap="1" {...estilo}>
      <Button
        size="sm"
        variant="subtle"
        colorPalette="brand"
        rounded="lg"
        flex="1"
        minH={ALTURA}
        onClick={onEditar}
      >
        <LuPencil /> Editar
      </Button>
      {extras.map((extra) => icone(extra.rotulo, extra.icone, extra.onClick))}
      {onAlternar &&
        icone(ativo ? 'Desativar' : 'Ativar', ativo ? <LuEyeOff /> : <LuEye />, onAlternar)}
      {onExcluir && icone('Excluir', <LuTrash2 />, onExcluir, 'red', motivoSemExcluir)}
    </HStack>
  );
}
