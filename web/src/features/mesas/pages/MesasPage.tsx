import { MENSAGENS_MESA, MESA_STATUS, type Mesa } from '@cardapio/shared-events';
import { Button, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuLayoutGrid, LuList, LuQrCode } from 'react-icons/lu';
import { Link } from 'react-router';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BarraDeFiltros } from '../../../components/BarraDeFiltros';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { useCadastro } from '../../../components/useCadastro';
import { CampoDeBusca } from '../../comandas/components/CampoDeBusca';
import { useExcluirMesaMutation, useMesasAdminQuery } from '../api';
import { ListaDeMesas, type AcaoDaMesa } from '../components/ListaDeMesas';
import { MesaFormDialog } from '../components/MesaFormDialog';
import { SalaoDasMesas } from '../components/SalaoDasMesas';
import { Selecao } from '../../../components/Selecao';
import { filtrarMesasAdmin, rotuloDoStatus, type FiltroDeStatus } from '../status';

type Vista = 'lista' | 'salao';

/** /dashboard/mesas: 'Gerenciar Mesas' and the live floor view (staff-side §2 Tables). */
export function MesasPage() {
  useDocumentTitle('Mesas');
  const mesas = useMesasAdminQuery();
  const [vista, setVista] = useState<Vista>('lista');
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeStatus>('todas');
  const cadastro = useCadastro<Mesa>();
  const [excluir] = useExcluirMesaMutation();
  const todas = useMemo(() => mesas.data ?? [], [mesas.data]);
  const visiveis = useMemo(() => filtrarMesasAdmin(todas, busca, filtro), [todas, busca, filtro]);

  async function excluirMesa(mesa: Mesa) {
    // 409 while the table has an active tab; the server says why. The question closes anyway.
    await comAviso(`excluir-mesa-${mesa.id}`, () => excluir(mesa.id).unwrap(), {
      sucesso: MENSAGENS_MESA.mesaExcluida,
      erro: MENSAGENS_MESA.erroExcluir,
    });
    return true;
  }

  const agir = (acao: AcaoDaMesa, mesa: Mesa) =>
    acao === 'editar' ? cadastro.editar(mesa) : cadastro.excluir(mesa);

  const novaMesa = <BotaoDaPagina onClick={cadastro.novo}>Nova Mesa</BotaoDaPagina>;
  // The tables' QR codes to print (issue 31 §2).
  const qrCodes = (
    <Button
      asChild
      variant="outline"
      colorPalette="brand"
      rounded="xl"
      minH="11"
      px={{ base: '3', sm: '4' }}
      flex={{ base: '1', sm: 'initial' }}
    >
      <Link to="/dashboard/mesas/qr">
        <LuQrCode /> QR Codes das mesas
      </Link>
    </Button>
  );

  return (
    <PaginaDoPainel
      titulo="Gerenciar Mesas"
      descricao="As mesas do salão e, ao vivo, o que acontece em cada uma."
      acoes={
        <>
          {qrCodes}
          {novaMesa}
        </>
      }
    >
      <Tabs.Root
        value={vista}
        onValueChange={(e) => setVista(e.value as Vista)}
        variant="enclosed"
        fitted
        maxW={{ md: 'sm' }}
      >
        <Tabs.List rounded="xl">
          <Tabs.Trigger value="lista" minH="11" rounded="lg">
            <LuList /> Mesas
          </Tabs.Trigger>
          <Tabs.Trigger value="salao" minH="11" rounded="lg">
            <LuLayoutGrid /> Salão
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <BarraDeFiltros>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar mesa"
          placeholder="Buscar por número ou nome"
          rounded="lg"
        />
        <Selecao
          maxW={{ md: '60' }}
          rotulo="Filtrar por status"
          valor={filtro}
          onValor={(v) => setFiltro(v as FiltroDeStatus)}
        >
          <option value="todas">Todos os status</option>
          {MESA_STATUS.map((s) => (
            <option key={s} value={s}>
              {rotuloDoStatus(s)}
            </option>
          ))}
        </Selecao>
        <Text fontSize="sm" color="fg.muted" flexShrink={0} data-testid="contagem-mesas">
          {visiveis.length} de {todas.length} mesas
        </Text>
      </BarraDeFiltros>
      <ListaComEstados
        consulta={mesas}
        total={todas.length}
        visiveis={visiveis.length}
        esqueleto={{ quantos: 5, altura: '16' }}
        erro={{ titulo: MENSAGENS_MESA.erroCarregar }}
        vazia={{
          icone: <LuLayoutGrid />,
          titulo: 'Nenhuma mesa cadastrada',
          descricao: 'Cadastre as mesas do salão para os garçons abrirem comandas.',
          acao: novaMesa,
        }}
        semResultado={{
          titulo: 'Nenhuma mesa encontrada',
          descricao: 'Tente outra busca ou outro status.',
        }}
      >
        {vista === 'lista' ? (
          <ListaDeMesas mesas={visiveis} onAcao={agir} />
        ) : (
          <SalaoDasMesas mesas={visiveis} />
        )}
      </ListaComEstados>
      {cadastro.noFormulario !== undefined && (
        <MesaFormDialog mesa={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir mesa?"
        mensagem={MENSAGENS_MESA.confirmarExclusao}
        excluir={excluirMesa}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
