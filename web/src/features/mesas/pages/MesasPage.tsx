import { MENSAGENS_MESA, MESA_STATUS, type Mesa } from '@cardapio/shared-events';
import { Button, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuLayoutGrid, LuList, LuPlus, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { CampoDeBusca } from '../../comandas/components/CampoDeBusca';
import { useExcluirMesaMutation, useMesasAdminQuery } from '../api';
import { ListaDeMesas, type AcaoDaMesa } from '../components/ListaDeMesas';
import { MesaFormDialog } from '../components/MesaFormDialog';
import { SalaoDasMesas } from '../components/SalaoDasMesas';
import { filtrarMesasAdmin, rotuloDoStatus, type FiltroDeStatus } from '../status';

type Aberto = { tipo: 'form'; mesa: Mesa | null } | { tipo: 'excluir'; mesa: Mesa } | null;
type Vista = 'lista' | 'salao';

/** /dashboard/mesas: 'Gerenciar Mesas' and the live floor view (staff-side §2 Tables). */
export function MesasPage() {
  useDocumentTitle('Mesas');
  const mesas = useMesasAdminQuery();
  const [vista, setVista] = useState<Vista>('lista');
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeStatus>('todas');
  const [aberto, setAberto] = useState<Aberto>(null);
  const [excluir, exclusao] = useExcluirMesaMutation();
  const todas = useMemo(() => mesas.data ?? [], [mesas.data]);
  const visiveis = useMemo(() => filtrarMesasAdmin(todas, busca, filtro), [todas, busca, filtro]);
  const fechar = () => setAberto(null);

  async function confirmarExcluir(mesa: Mesa) {
    // 409 while the table has an active tab; the server says why.
    await comAviso(`excluir-mesa-${mesa.id}`, () => excluir(mesa.id).unwrap(), {
      sucesso: MENSAGENS_MESA.mesaExcluida,
      erro: MENSAGENS_MESA.erroExcluir,
    });
    fechar();
  }

  const agir = (acao: AcaoDaMesa, mesa: Mesa) =>
    setAberto(acao === 'editar' ? { tipo: 'form', mesa } : { tipo: 'excluir', mesa });

  const novaMesa = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', mesa: null })}
    >
      <LuPlus /> Nova Mesa
    </Button>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Gerenciar Mesas"
        descricao="As mesas do salão e, ao vivo, o que acontece em cada uma."
        acoes={novaMesa}
      />
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
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar mesa"
          placeholder="Buscar por número ou nome"
          rounded="lg"
        />
        <NativeSelect.Root maxW={{ md: '60' }}>
          <NativeSelect.Field
            aria-label="Filtrar por status"
            value={filtro}
            onChange={(e) => setFiltro(e.currentTarget.value as FiltroDeStatus)}
            rounded="lg"
          >
            <option value="todas">Todos os status</option>
            {MESA_STATUS.map((s) => (
              <option key={s} value={s}>
                {rotuloDoStatus(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted" flexShrink={0} data-testid="contagem-mesas">
          {visiveis.length} de {todas.length} mesas
        </Text>
      </Stack>
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
      {aberto?.tipo === 'form' && <MesaFormDialog mesa={aberto.mesa} onFechar={fechar} />}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir mesa?"
        mensagem={MENSAGENS_MESA.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.mesa)}
        onFechar={fechar}
      />
    </Stack>
  );
}
