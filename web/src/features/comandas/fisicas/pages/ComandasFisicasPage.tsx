import { MENSAGENS_COMANDAS_FISICAS, type ComandaFisicaAdmin } from '@cardapio/shared-events';
import { useMemo, useState } from 'react';
import { LuTicket } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { BarraDeFiltros } from '../../../../components/BarraDeFiltros';
import { BotaoDaPagina } from '../../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import { Segmentos } from '../../../../components/Segmentos';
import { useCadastro } from '../../../../components/useCadastro';
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
  const cadastro = useCadastro<ComandaFisicaAdmin>();
  const [atualizar] = useAtualizarComandaFisicaMutation();
  const [excluir] = useExcluirComandaFisicaMutation();
  const todas = useMemo(() => comandas.data ?? [], [comandas.data]);
  const visiveis = useMemo(() => filtrar(todas, busca, filtro), [todas, busca, filtro]);

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

  const excluirComanda = (comanda: ComandaFisicaAdmin) =>
    comAviso(`excluir-comanda-fisica-${comanda.id}`, () => excluir(comanda.id).unwrap(), {
      sucesso: MENSAGENS_COMANDAS_FISICAS.comandaExcluida,
      erro: MENSAGENS_COMANDAS_FISICAS.erroExcluir,
    });

  function agir(acao: AcaoDaComandaFisica, comanda: ComandaFisicaAdmin) {
    if (acao === 'alternar') void alternar(comanda);
    else if (acao === 'editar') cadastro.editar(comanda);
    else cadastro.excluir(comanda);
  }

  const novaComanda = <BotaoDaPagina onClick={cadastro.novo}>Nova Comanda</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Comandas Físicas"
      descricao="Os cartões numerados que os garçons usam nas mesas e no balcão."
      acoes={novaComanda}
    >
      <BarraDeFiltros>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar comanda"
          placeholder="Buscar por número ou nome"
          size="lg"
        />
        <Segmentos
          valor={filtro}
          itens={FILTROS}
          onValor={setFiltro}
          aria-label="Filtrar comandas"
          w={{ base: 'full', md: 'auto' }}
        />
      </BarraDeFiltros>
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
      {cadastro.noFormulario !== undefined && (
        <ComandaFisicaFormDialog comanda={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir comanda?"
        mensagem={MENSAGENS_COMANDAS_FISICAS.confirmarExclusao}
        excluir={excluirComanda}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
