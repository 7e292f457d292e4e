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

interface Base extends Omit<StackProps, 'children'> {
  /** Why the row cannot be deleted now (in use): the delete button is disabled and says why. */
  motivoSemExcluir?: string;
  /** Icon actions between Editar and the toggle ('Personalizar'...). */
  extras?: AcaoExtra[];
}

/** The button pressed: every card edits and deletes; one with `ativo` also toggles. */
type AcoesDoCartaoProps = Base &
  (
    | {
        /** Whether the row is active: the toggle offers the opposite. */
        ativo: boolean;
        onAcao: (acao: 'editar' | 'alternar' | 'excluir') => void;
      }
    | { ativo?: undefined; onAcao: (acao: 'editar' | 'excluir') => void }
  );

/**
 * The action row of every back-office card: 'Editar', then icon buttons (extras, activate or
 * deactivate, delete), each named for assistive technology.
 */
export function AcoesDoCartao(props: AcoesDoCartaoProps) {
  const { ativo, onAcao, motivoSemExcluir, extras = [], ...estilo } = props;
  const alternar = props.ativo === undefined ? undefined : () => props.onAcao('alternar');
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
        onClick={() => onAcao('editar')}
      >
        <LuPencil /> Editar
      </Button>
      {extras.map((extra) => icone(extra.rotulo, extra.icone, extra.onClick))}
      {alternar &&
        icone(ativo ? 'Desativar' : 'Ativar', ativo ? <LuEyeOff /> : <LuEye />, alternar)}
      {icone('Excluir', <LuTrash2 />, () => onAcao('excluir'), 'red', motivoSemExcluir)}
    </HStack>
  );
}
