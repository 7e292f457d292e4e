import {
  MENSAGENS_ENTREGADORES,
  MENSAGENS_WHATSAPP,
  type EntregadorAdmin,
} from '@cardapio/shared-events';
import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBike, LuRefreshCw } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { mensagemDeErro } from '../../../app/http';
import { useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BarraDeFiltros } from '../../../components/BarraDeFiltros';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { Segmentos } from '../../../components/Segmentos';
import { useCadastro } from '../../../components/useCadastro';
import { CampoDeBusca } from '../../comandas/components/CampoDeBusca';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { semWhatsappDaLoja } from '../../whatsapp/erros';
import {
  useAtualizarEntregadorMutation,
  useEntregadoresQuery,
  useEnviarLinkPorWhatsappMutation,
  useExcluirEntregadorMutation,
  useNovoLinkDoEntregadorMutation,
} from '../api';
import { AcertoDoDia } from '../components/AcertoDoDia';
import { EntregadorFormDialog } from '../components/EntregadorFormDialog';
import {
  EntregadorCartao,
  EntregadorLinha,
  type AcaoDoEntregador,
} from '../components/EntregadorLinha';
import { filtrarEntregadores, whatsappDoEntregador, type FiltroDeStatus } from '../formato';
import { TabelaDoPainel } from '../../../components/TabelaDoPainel';

const FILTROS: { value: FiltroDeStatus; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

/** /dashboard/entregadores: the store's own couriers and their day (issue 32 §1). */
export function EntregadoresPage() {
  useDocumentTitle('Entregadores');
  const entregadores = useEntregadoresQuery();
  const empresaId = useAppSelector((s) => s.sessao.usuario?.empresa_id);
  const { data: loja } = useEmpresaPublicaQuery(empresaId ?? 0, { skip: !empresaId });
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeStatus>('todos');
  const cadastro = useCadastro<EntregadorAdmin>();
  const [novoLinkDe, setNovoLinkDe] = useState<EntregadorAdmin | null>(null);
  const [atualizar] = useAtualizarEntregadorMutation();
  const [excluir] = useExcluirEntregadorMutation();
  const [novoLink, novoLinkEstado] = useNovoLinkDoEntregadorMutation();
  const [enviarLink, envioDoLink] = useEnviarLinkPorWhatsappMutation();
  // The store sends the link itself unless it is known not to (then a wa.me chat, as before).
  const pelaLoja = loja?.mensagens_whatsapp !== false;
  const todos = useMemo(() => entregadores.data ?? [], [entregadores.data]);
  const visiveis = useMemo(() => filtrarEntregadores(todos, busca, filtro), [todos, busca, filtro]);

  const alternar = (e: EntregadorAdmin) =>
    comAviso(
      `alternar-entregador-${e.id}`,
      () => atualizar({ id: e.id, dados: { ativo: !e.ativo } }).unwrap(),
      {
        sucesso: e.ativo ? 'Entregador desativado!' : 'Entregador ativado!',
        erro: 'Erro ao alterar o status do entregador',
      },
    );

  async function copiar(e: EntregadorAdmin) {
    try {
      await navigator.clipboard.writeText(e.link);
      notify.success('Link copiado!', { acao: 'copiar-link' });
    } catch {
      notify.error(`Não foi possível copiar. Link: ${e.link}`, { acao: 'copiar-link' });
    }
  }

  async function gerarNovoLink(e: EntregadorAdmin) {
    const ok = await comAviso(`novo-link-${e.id}`, () => novoLink(e.id).unwrap(), {
      sucesso: MENSAGENS_ENTREGADORES.linkNovo,
      erro: 'Erro ao gerar o novo link',
    });
    if (ok) setNovoLinkDe(null);
  }

  /**
   * 'Enviar link por WhatsApp' through the store's number (issue 32 §2); a store without
   * WhatsApp (409) gets the wa.me chat the staff send themselves.
   */
  async function enviarPorWhatsapp(e: EntregadorAdmin) {
    const acao = `whatsapp-do-link-${e.id}`;
    try {
      await enviarLink(e.id).unwrap();
      notify.success(MENSAGENS_WHATSAPP.linkEnviado, { acao });
    } catch (erro) {
      const chat = semWhatsappDaLoja(erro) ? whatsappDoEntregador(e, loja?.nome) : null;
      if (!chat) {
        notify.error(mensagemDeErro(erro, 'Erro ao enviar o link por WhatsApp'), { acao });
        return;
      }
      notify.resolvido(acao);
      // Still inside the click's activation; blocked, the chat opens here instead.
      const janela = window.open(chat, '_blank');
      if (janela) janela.opener = null;
      else window.location.assign(chat);
    }
  }

  const excluirEntregador = (e: EntregadorAdmin) =>
    comAviso(`excluir-entregador-${e.id}`, () => excluir(e.id).unwrap(), {
      sucesso: MENSAGENS_ENTREGADORES.entregadorExcluido,
      erro: 'Erro ao excluir entregador',
    });

  function agir(acao: AcaoDoEntregador, e: EntregadorAdmin) {
    if (acao === 'alternar') void alternar(e);
    else if (acao === 'copiar') void copiar(e);
    else if (acao === 'novoLink') setNovoLinkDe(e);
    else if (acao === 'whatsapp') void enviarPorWhatsapp(e);
    else if (acao === 'editar') cadastro.editar(e);
    else cadastro.excluir(e);
  }

  /** What each courier's link actions need. */
  const doLink = (e: EntregadorAdmin) => ({
    loja: loja?.nome,
    pelaLoja,
    enviando: envioDoLink.isLoading && envioDoLink.originalArgs === e.id,
  });

  const novoEntregador = <BotaoDaPagina onClick={cadastro.novo}>Novo Entregador</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Entregadores"
      descricao="Os motoboys da loja: cada um recebe um link para ver as entregas no celular."
      acoes={novoEntregador}
    >
      <BarraDeFiltros>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar entregador"
          placeholder="Buscar por nome ou telefone"
          size="lg"
        />
        <Segmentos
          valor={filtro}
          itens={FILTROS}
          onValor={setFiltro}
          aria-label="Filtrar entregadores"
          w={{ base: 'full', md: 'auto' }}
        />
      </BarraDeFiltros>
      <ListaComEstados
        consulta={entregadores}
        total={todos.length}
        visiveis={visiveis.length}
        esqueleto={{ quantos: 3, altura: '16' }}
        erro={{ titulo: 'Erro ao carregar entregadores' }}
        vazia={{
          icone: <LuBike />,
          titulo: 'Nenhum entregador cadastrado',
          descricao: 'Cadastre os motoboys para despachar os pedidos prontos para eles.',
          acao: novoEntregador,
        }}
        semResultado={{ titulo: 'Nenhum entregador encontrado' }}
      >
        <TabelaDoPainel colunas={['Entregador', 'Veículo', 'Taxa', 'Entregas', 'Status', 'Ações']}>
          {visiveis.map((e) => (
            <EntregadorLinha key={e.id} entregador={e} onAcao={agir} {...doLink(e)} />
          ))}
        </TabelaDoPainel>
        <Stack hideFrom="md" gap="3">
          {visiveis.map((e) => (
            <EntregadorCartao key={e.id} entregador={e} onAcao={agir} {...doLink(e)} />
          ))}
        </Stack>
      </ListaComEstados>

      <AcertoDoDia />

      {cadastro.noFormulario !== undefined && (
        <EntregadorFormDialog entregador={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir entregador?"
        mensagem="O link dele deixa de funcionar e ele sai da lista. As entregas já feitas continuam nos relatórios."
        excluir={excluirEntregador}
        onFechar={cadastro.fechar}
      />
      <ConfirmarDialog
        aberto={novoLinkDe !== null}
        titulo="Gerar novo link?"
        mensagem={`O link atual de ${novoLinkDe?.nome ?? ''} para de funcionar na hora. Envie o novo para ele continuar vendo as entregas.`}
        confirmar="Gerar novo link"
        icone={<LuRefreshCw />}
        carregando={novoLinkEstado.isLoading}
        onConfirmar={() => novoLinkDe && void gerarNovoLink(novoLinkDe)}
        onFechar={() => setNovoLinkDe(null)}
      />
    </PaginaDoPainel>
  );
}
