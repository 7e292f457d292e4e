import type { GarcomAdmin } from '@cardapio/shared-events';
import { Avatar, Badge, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuEye, LuEyeOff, LuPencil, LuTrash2 } from 'react-icons/lu';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';

export type AcaoDoGarcom = 'editar' | 'alternar' | 'excluir';

interface Props {
  garcom: GarcomAdmin;
  onAcao: (acao: AcaoDoGarcom, garcom: GarcomAdmin) => void;
}

const nomeCompleto = (g: GarcomAdmin) => [g.nome, g.sobrenome].filter(Boolean).join(' ');
const cadastradoEm = (g: GarcomAdmin) => new Date(g.created_at).toLocaleDateString('pt-BR');

function Status({ ativo }: { ativo: boolean }) {
  return (
    <Badge rounded="full" px="2.5" colorPalette={ativo ? 'green' : 'gray'}>
      {ativo ? 'Ativo' : 'Inativo'}
    </Badge>
  );
}

function Identidade({ garcom }: { garcom: GarcomAdmin }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback name={nomeCompleto(garcom)} />
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="700" lineClamp={1}>
          {nomeCompleto(garcom)}
        </Text>
        {garcom.telefone && (
          <Text fontSize="xs" color="fg.muted">
            {garcom.telefone}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** A row of the desktop table (staff-side §2 Waiters: waiter, email, status, date, actions). */
export function GarcomLinha({ garcom, onAcao }: Props) {
  const acao = (rotulo: string, icone: React.ReactNode, tipo: AcaoDoGarcom, cor?: string) => (
    <IconButton
      size="sm"
      variant="ghost"
      rounded="lg"
      colorPalette={cor}
      aria-label={rotulo}
      title={rotulo}
      onClick={() => onAcao(tipo, garcom)}
    >
      {icone}
    </IconButton>
  );
  return (
    <Table.Row data-testid={`garcom-${garcom.id}`} opacity={garcom.ativo ? 1 : 0.75}>
      <Table.Cell>
        <Identidade garcom={garcom} />
      </Table.Cell>
      <Table.Cell color="fg.muted">{garcom.email}</Table.Cell>
      <Table.Cell>
        <Status ativo={garcom.ativo} />
      </Table.Cell>
      <Table.Cell color="fg.muted">{cadastradoEm(garcom)}</Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          {acao(
            garcom.ativo ? 'Desativar' : 'Ativar',
            garcom.ativo ? <LuEyeOff /> : <LuEye />,
            'alternar',
          )}
          {acao('Editar', <LuPencil />, 'editar', 'brand')}
          {acao('Excluir', <LuTrash2 />, 'excluir', 'red')}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** The same waiter as a card, on phones. */
export function GarcomCartao({ garcom, onAcao }: Props) {
  return (
    <CartaoDoPainel
      identidade={<Identidade garcom={garcom} />}
      selo={<Status ativo={garcom.ativo} />}
      data-testid={`garcom-${garcom.id}`}
    >
      <Stack gap="0.5" fontSize="sm">
        <Text lineClamp={1} wordBreak="break-all">
          {garcom.email}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          Cadastrado em {cadastradoEm(garcom)}
        </Text>
      </Stack>
      <AcoesDoCartao ativo={garcom.ativo} onAcao={(acao) => onAcao(acao, garcom)} />
    </CartaoDoPainel>
  );
}
