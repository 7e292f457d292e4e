import { MENSAGENS_GARCONS, type GarcomAdmin } from '@cardapio/shared-events';
import { Box, Button, SegmentGroup, Stack, Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { CampoDeBusca } from '../../comandas/components/CampoDeBusca';
import { useAtualizarGarcomMutation, useExcluirGarcomMutation, useGarconsQuery } from '../api';
import { GarcomCartao, GarcomLinha, type AcaoDoGarcom } from '../components/GarcomLinha';
import { GarcomFormDialog } from '../components/GarcomFormDialog';
import { filtrarGarcons, type FiltroDeStatus } from '../filtro';

const FILTROS: { value: FiltroDeStatus; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

type Aberto =
  { tipo: 'form'; garcom: GarcomAdmin | null } | { tipo: 'excluir'; garcom: GarcomAdmin } | null;

/** /dashboard/garcons: 'Gerenciar Garçons' (staff-side §2 Waiters, §4, §5). */
export function GarconsPage() {
  useDocumentTitle('Garçons');
  const garcons = useGarconsQuery();
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeStatus>('todos');
  const [aberto, setAberto] = useState<Aberto>(null);
  const [atualizar] = useAtualizarGarcomMutation();
  const [excluir, exclusao] = useExcluirGarcomMutation();
  const todos = useMemo(() => garcons.data ?? [], [garcons.data]);
  const visiveis = useMemo(() => filtrarGarcons(todos, busca, filtro), [todos, busca, filtro]);
  const fechar = () => setAberto(null);

  async function alternar(garcom: GarcomAdmin) {
    await comAviso(
      `alternar-garcom-${garcom.id}`,
      () => atualizar({ id: garcom.id, dados: { ativo: !garcom.ativo } }).unwrap(),
      {
        sucesso: garcom.ativo
          ? MENSAGENS_GARCONS.garcomDesativado
          : MENSAGENS_GARCONS.garcomAtivado,
        erro: MENSAGENS_GARCONS.erroAlterarStatus,
      },
    );
  }

  async function confirmarExcluir(garcom: GarcomAdmin) {
    const excluiu = await comAviso(
      `excluir-garcom-${garcom.id}`,
      () => excluir(garcom.id).unwrap(),
      {
        sucesso: MENSAGENS_GARCONS.garcomExcluido,
        erro: MENSAGENS_GARCONS.erroExcluir,
      },
    );
    if (excluiu) fechar();
  }

  function agir(acao: AcaoDoGarcom, garcom: GarcomAdmin) {
    if (acao === 'alternar') void alternar(garcom);
    else setAberto(acao === 'editar' ? { tipo: 'form', garcom } : { tipo: 'excluir', garcom });
  }

  const novoGarcom = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', garcom: null })}
    >
      <LuPlus /> Novo Garçom
    </Button>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Gerenciar Garçons"
        descricao="Quem atende as mesas pelo celular. Um garçom desativado sai na hora."
        acoes={novoGarcom}
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar garçom"
          placeholder="Buscar por nome, sobrenome, email ou telefone"
          size="lg"
        />
        <SegmentGroup.Root
          value={filtro}
          onValueChange={(e) => setFiltro((e.value as FiltroDeStatus | null) ?? 'todos')}
          size="lg"
          rounded="xl"
          aria-label="Filtrar garçons"
          css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
          w={{ base: 'full', md: 'auto' }}
        >
          <SegmentGroup.Indicator rounded="lg" />
          <SegmentGroup.Items items={FILTROS} />
        </SegmentGroup.Root>
      </Stack>
      <ListaComEstados
        consulta={garcons}
        total={todos.length}
        visiveis={visiveis.length}
        esqueleto={{ quantos: 4, altura: '16' }}
        erro={{ titulo: MENSAGENS_GARCONS.erroCarregar }}
        vazia={{
          icone: <LuUsers />,
          titulo: 'Nenhum garçom cadastrado',
          descricao: 'Cadastre os garçons para que eles abram comandas pelo celular.',
          acao: novoGarcom,
        }}
        semResultado={{ titulo: 'Nenhum garçom encontrado' }}
      >
        <Box
          hideBelow="md"
          rounded="2xl"
          borderWidth="1px"
          borderColor="border.subtle"
          bg="bg.panel"
          shadow="card"
          overflow="hidden"
        >
          <Table.Root size="md" interactive>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>Garçom</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Cadastrado em</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {visiveis.map((garcom) => (
                <GarcomLinha key={garcom.id} garcom={garcom} onAcao={agir} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Stack hideFrom="md" gap="3">
          {visiveis.map((garcom) => (
            <GarcomCartao key={garcom.id} garcom={garcom} onAcao={agir} />
          ))}
        </Stack>
      </ListaComEstados>
      {aberto?.tipo === 'form' && <GarcomFormDialog garcom={aberto.garcom} onFechar={fechar} />}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir garçom?"
        mensagem={MENSAGENS_GARCONS.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.garcom)}
        onFechar={fechar}
      />
    </Stack>
  );
}
