import { MENSAGENS_GARCONS, type GarcomAdmin } from '@cardapio/shared-events';
import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BarraDeFiltros } from '../../../components/BarraDeFiltros';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { Segmentos } from '../../../components/Segmentos';
import { useCadastro } from '../../../components/useCadastro';
import { CampoDeBusca } from '../../comandas/components/CampoDeBusca';
import { useAtualizarGarcomMutation, useExcluirGarcomMutation, useGarconsQuery } from '../api';
import { GarcomCartao, GarcomLinha, type AcaoDoGarcom } from '../components/GarcomLinha';
import { GarcomFormDialog } from '../components/GarcomFormDialog';
import { filtrarGarcons, type FiltroDeStatus } from '../filtro';
import { TabelaDoPainel } from '../../../components/TabelaDoPainel';

const FILTROS: { value: FiltroDeStatus; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

/** /dashboard/garcons: 'Gerenciar Garçons' (staff-side §2 Waiters, §4, §5). */
export function GarconsPage() {
  useDocumentTitle('Garçons');
  const garcons = useGarconsQuery();
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeStatus>('todos');
  const cadastro = useCadastro<GarcomAdmin>();
  const [atualizar] = useAtualizarGarcomMutation();
  const [excluir] = useExcluirGarcomMutation();
  const todos = useMemo(() => garcons.data ?? [], [garcons.data]);
  const visiveis = useMemo(() => filtrarGarcons(todos, busca, filtro), [todos, busca, filtro]);

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

  const excluirGarcom = (garcom: GarcomAdmin) =>
    comAviso(`excluir-garcom-${garcom.id}`, () => excluir(garcom.id).unwrap(), {
      sucesso: MENSAGENS_GARCONS.garcomExcluido,
      erro: MENSAGENS_GARCONS.erroExcluir,
    });

  function agir(acao: AcaoDoGarcom, garcom: GarcomAdmin) {
    if (acao === 'alternar') void alternar(garcom);
    else if (acao === 'editar') cadastro.editar(garcom);
    else cadastro.excluir(garcom);
  }

  const novoGarcom = <BotaoDaPagina onClick={cadastro.novo}>Novo Garçom</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Gerenciar Garçons"
      descricao="Quem atende as mesas pelo celular. Um garçom desativado sai na hora."
      acoes={novoGarcom}
    >
      <BarraDeFiltros>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar garçom"
          placeholder="Buscar por nome, sobrenome, email ou telefone"
          size="lg"
        />
        <Segmentos
          valor={filtro}
          itens={FILTROS}
          onValor={setFiltro}
          aria-label="Filtrar garçons"
          w={{ base: 'full', md: 'auto' }}
        />
      </BarraDeFiltros>
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
        <TabelaDoPainel colunas={['Garçom', 'Email', 'Status', 'Cadastrado em', 'Ações']}>
          {visiveis.map((garcom) => (
            <GarcomLinha key={garcom.id} garcom={garcom} onAcao={agir} />
          ))}
        </TabelaDoPainel>
        <Stack hideFrom="md" gap="3">
          {visiveis.map((garcom) => (
            <GarcomCartao key={garcom.id} garcom={garcom} onAcao={agir} />
          ))}
        </Stack>
      </ListaComEstados>
      {cadastro.noFormulario !== undefined && (
        <GarcomFormDialog garcom={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir garçom?"
        mensagem={MENSAGENS_GARCONS.confirmarExclusao}
        excluir={excluirGarcom}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
