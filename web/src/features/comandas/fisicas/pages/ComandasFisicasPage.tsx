import { MENSAGENS_COMANDAS_FISICAS, type ComandaFisicaAdmin } from '@cardapio/shared-events';
import { Button, SegmentGroup, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuTicket, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import { normalizarBusca } from '../../aoVivo';
import { CampoDeBusca } from '../../components/CampoDeBusca';
import {
  POLLING_COMANDAS_FISICAS_MS,
  useAtualizarComandaFisicaMutation,
  useComandasFisicasAdminQuery,
  useExcluirComandaFisicaMutation,
} from '../api';
import { ComandaFisicaCard, type AcaoDaComandaFisica } from '../components/ComandaFisicaCard';
import { ComandaFisicaFormDialog } from '../components/ComandaFisicaFormDialog';

type Filtro = 'todas' | 'ativas' | 'inativas';

const FILTROS: { value: Filtro; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'ativas', label: 'Ativas' },
  { value: 'inativas', label: 'Inativas' },
];

type Aberto =
  | { tipo: 'form'; comanda: ComandaFisicaAdmin | null }
  | { tipo: 'excluir'; comanda: ComandaFisicaAdmin }
  | null;

function filtrar(lista: ComandaFisicaAdmin[], busca: string, filtro: Filtro) {
  const termo = normalizarBusca(busca);
  return lista.filter(
    (c) =>
      (filtro === 'todas' || c.ativo === (filtro === 'ativas')) &&
      (!termo ||
        normalizarBusca(c.numero).includes(termo) ||
        normalizarBusca(c.nome).includes(termo)),
  );
}

/** /dashboard/comandas-fisicas (staff-side §2 Physical tabs, §4, §5). */
export function ComandasFisicasPage() {
  useDocumentTitle('Comandas Físicas');
  const comandas = useComandasFisicasAdminQuery(undefined, {
    pollingInterval: POLLING_COMANDAS_FISICAS_MS,
    refetchOnMountOrArgChange: true,
  });
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<Filtro>('todas');
  const [aberto, setAberto] = useState<Aberto>(null);
  const [atualizar] = useAtualizarComandaFisicaMutation();
  const [excluir, exclusao] = useExcluirComandaFisicaMutation();
  const todas = useMemo(() => comandas.data ?? [], [comandas.data]);
  const visiveis = useMemo(() => filtrar(todas, busca, filtro), [todas, busca, filtro]);
  const fechar = () => setAberto(null);

  async function alternar(comanda: ComandaFisicaAdmin) {
    await comAviso(
      `alternar-comanda-fisica-${comanda.id}`,
      () => atualizar({ id: comanda.id, dados: { ativo: !comanda.ativo } }).unwrap(),
      {
        sucesso: comanda.ativo
          ? MENSAGENS_COMANDAS_FISICAS.comandaDesativada
          : MENSAGENS_COMANDAS_FISICAS.comandaAtivada,
        erro: MENSAGENS_COMANDAS_FISICAS.erroAlterarStatus,
      },
    );
  }

  async function confirmarExcluir(comanda: ComandaFisicaAdmin) {
    const excluiu = await comAviso(
      `excluir-comanda-fisica-${comanda.id}`,
      () => excluir(comanda.id).unwrap(),
      {
        sucesso: MENSAGENS_COMANDAS_FISICAS.comandaExcluida,
        erro: MENSAGENS_COMANDAS_FISICAS.erroExcluir,
      },
    );
    if (excluiu) fechar();
  }

  function agir(acao: AcaoDaComandaFisica, comanda: ComandaFisicaAdmin) {
    if (acao === 'alternar') void alternar(comanda);
    else setAberto(acao === 'editar' ? { tipo: 'form', comanda } : { tipo: 'excluir', comanda });
  }

  const novaComanda = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', comanda: null })}
    >
      <LuPlus /> Nova Comanda
    </Button>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Comandas Físicas"
        descricao="Os cartões numerados que os garçons usam nas mesas e no balcão."
        acoes={novaComanda}
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar comanda"
          placeholder="Buscar por número ou nome"
          size="lg"
        />
        <SegmentGroup.Root
          value={filtro}
          onValueChange={(e) => setFiltro((e.value as Filtro | null) ?? 'todas')}
          size="lg"
          rounded="xl"
          aria-label="Filtrar comandas"
          css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
          w={{ base: 'full', md: 'auto' }}
        >
          <SegmentGroup.Indicator rounded="lg" />
          <SegmentGroup.Items items={FILTROS} />
        </SegmentGroup.Root>
      </Stack>
      <ListaComEstados
        consulta={comandas}
        total={todas.length}
        visiveis={visiveis.length}
        grade={{ colunas: { base: 1, sm: 2, xl: 3, '2xl': 4 }, gap: '4' }}
        esqueleto={{ quantos: 6, altura: '48' }}
        erro={{ titulo: MENSAGENS_COMANDAS_FISICAS.erroCarregar }}
        vazia={{
          icone: <LuTicket />,
          titulo: 'Nenhuma comanda física cadastrada',
          descricao: 'Cadastre os cartões numerados que os garçons entregam às mesas.',
          acao: novaComanda,
        }}
        semResultado={{ titulo: 'Nenhuma comanda encontrada' }}
      >
        {visiveis.map((comanda) => (
          <ComandaFisicaCard key={comanda.id} comanda={comanda} onAcao={agir} />
        ))}
      </ListaComEstados>
      {aberto?.tipo === 'form' && (
        <ComandaFisicaFormDialog comanda={aberto.comanda} onFechar={fechar} />
      )}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir comanda?"
        mensagem={MENSAGENS_COMANDAS_FISICAS.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.comanda)}
        onFechar={fechar}
      />
    </Stack>
  );
}
