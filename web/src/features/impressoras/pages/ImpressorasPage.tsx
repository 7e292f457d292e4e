import { MENSAGENS_IMPRESSORA } from '@cardapio/shared-events';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuMonitor, LuPlus, LuPrinter, LuUnplug } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { useCadastro } from '../../../components/useCadastro';
import { useEstacoesQuery } from '../../estacoes/api';
import type { AgenteNaTela } from '../agentes';
import {
  useDesconectarComputadorMutation,
  useExcluirImpressoraMutation,
  useImpressorasQuery,
  type CodigoDePareamento,
} from '../api';
import { ImpressoraFormDialog } from '../components/ImpressoraFormDialog';
import { ListaDeComputadores, type AcaoDoComputador } from '../components/ListaDeComputadores';
import { ListaDeImpressoras, type AcaoDaImpressora } from '../components/ListaDeImpressoras';
import { ParearComputadorDialog } from '../components/ParearComputadorDialog';
import { TEXTOS_IMPRESSORA, type ImpressoraCadastrada } from '../formulario';

/**
 * The codes generated in this tab, by computer: the server never lists a code, so one added here
 * shows it while it waits, across visits to the page (not across reloads).
 */
const codigosDaSessao: Record<number, CodigoDePareamento> = {};

/** A section of the page: its title, one sentence, and its 'Adicionar' button. */
function Secao({
  id,
  titulo,
  descricao,
  acao,
  children,
}: {
  id: string;
  titulo: string;
  descricao: string;
  acao: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="3"
      >
        <Stack gap="0.5" minW="0">
          <Heading as="h2" id={id} fontSize="lg" fontWeight="800">
            {titulo}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {descricao}
          </Text>
        </Stack>
        {acao}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * /dashboard/impressoras (issue 30), gestão only: the computers that print (paired with a
 * one-time code, Conectado/Desconectado live) and the thermal printers each one drives.
 */
export function ImpressorasPage() {
  useDocumentTitle('Impressoras');
  const consulta = useImpressorasQuery();
  const estacoes = useEstacoesQuery();
  const cadastro = useCadastro<ImpressoraCadastrada>();
  const [pareando, setPareando] = useState<{ inicial: CodigoDePareamento | null } | null>(null);
  const [aDesconectar, setADesconectar] = useState<AgenteNaTela | null>(null);
  const [codigos, setCodigos] = useState(() => ({ ...codigosDaSessao }));
  const [desconectar, desconexao] = useDesconectarComputadorMutation();
  const [excluir] = useExcluirImpressoraMutation();
  const agentes = consulta.data?.agentes ?? [];
  const impressoras = consulta.data?.impressoras ?? [];
  const temPareado = agentes.some((a) => a.pareado);

  function guardarCodigo(codigo: CodigoDePareamento) {
    codigosDaSessao[codigo.agente.id] = codigo;
    setCodigos({ ...codigosDaSessao });
  }

  function agirNoComputador(acao: AcaoDoComputador, agente: AgenteNaTela) {
    if (acao === 'ver-codigo') setPareando({ inicial: codigos[agente.id] ?? null });
    else setADesconectar(agente);
  }

  async function confirmarDesconexao(agente: AgenteNaTela) {
    const feito = await comAviso(
      `desconectar-computador-${agente.id}`,
      () => desconectar(agente.id).unwrap(),
      {
        sucesso: agente.pareado ? MENSAGENS_IMPRESSORA.agenteDesconectado : 'Computador removido',
        erro: TEXTOS_IMPRESSORA.erroDesconectar,
      },
    );
    if (feito) {
      delete codigosDaSessao[agente.id];
      setADesconectar(null);
    }
  }

  function agirNaImpressora(acao: AcaoDaImpressora, impressora: ImpressoraCadastrada) {
    if (acao === 'editar') cadastro.editar(impressora);
    else cadastro.excluir(impressora);
  }

  const excluirImpressora = (impressora: ImpressoraCadastrada) =>
    comAviso(`excluir-impressora-${impressora.id}`, () => excluir(impressora.id).unwrap(), {
      sucesso: MENSAGENS_IMPRESSORA.impressoraExcluida,
      erro: TEXTOS_IMPRESSORA.erroExcluir,
    });

  const adicionarComputador = (
    <BotaoDaPagina
      variant={temPareado ? 'outline' : 'solid'}
      icone={<LuPlus />}
      onClick={() => setPareando({ inicial: null })}
    >
      Adicionar computador
    </BotaoDaPagina>
  );
  const adicionarImpressora = (
    <BotaoDaPagina onClick={cadastro.novo}>Adicionar impressora</BotaoDaPagina>
  );

  return (
    <PaginaDoPainel
      titulo="Impressoras"
      descricao="Os tickets saem sozinhos nas impressoras térmicas do restaurante, assim que o pedido chega."
    >
      <Secao
        id="secao-computadores"
        titulo="Computadores de impressão"
        descricao="O programa que imprime roda num computador ligado às impressoras, na rede do restaurante."
        acao={adicionarComputador}
      >
        <ListaComEstados
          consulta={consulta}
          total={agentes.length}
          esqueleto={{ quantos: 1, altura: '24' }}
          erro={{ titulo: TEXTOS_IMPRESSORA.erroCarregar }}
          vazia={{
            icone: <LuMonitor />,
            titulo: TEXTOS_IMPRESSORA.semComputadores,
            descricao: TEXTOS_IMPRESSORA.semComputadoresDescricao,
          }}
        >
          <ListaDeComputadores agentes={agentes} codigos={codigos} onAcao={agirNoComputador} />
        </ListaComEstados>
      </Secao>

      <Secao
        id="secao-impressoras"
        titulo="Impressoras"
        descricao="Cada impressora térmica, o computador que a alcança e o que ela imprime."
        acao={adicionarImpressora}
      >
        <ListaComEstados
          // The read's error shows once, in the section above.
          consulta={{ isLoading: consulta.isLoading, isError: false, refetch: consulta.refetch }}
          total={consulta.isError ? 1 : impressoras.length}
          esqueleto={{ quantos: 2, altura: '16' }}
          erro={{ titulo: TEXTOS_IMPRESSORA.erroCarregar }}
          vazia={{
            icone: <LuPrinter />,
            titulo: TEXTOS_IMPRESSORA.semImpressoras,
            descricao: TEXTOS_IMPRESSORA.semImpressorasDescricao(temPareado),
          }}
        >
          <ListaDeImpressoras
            impressoras={impressoras}
            agentes={agentes}
            estacoes={estacoes.data ?? []}
            onAcao={agirNaImpressora}
          />
        </ListaComEstados>
      </Secao>

      {pareando && (
        <ParearComputadorDialog
          inicial={pareando.inicial}
          onCodigo={guardarCodigo}
          onAdicionarImpressora={() => {
            setPareando(null);
            cadastro.novo();
          }}
          onFechar={() => setPareando(null)}
        />
      )}
      {cadastro.noFormulario !== undefined && (
        <ImpressoraFormDialog
          impressora={cadastro.noFormulario}
          agentes={agentes}
          estacoes={estacoes.data ?? []}
          onFechar={cadastro.fechar}
        />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir impressora?"
        mensagem={TEXTOS_IMPRESSORA.confirmarExclusao(cadastro.aExcluir?.nome ?? '')}
        excluir={excluirImpressora}
        onFechar={cadastro.fechar}
      />
      <ConfirmarDialog
        aberto={aDesconectar !== null}
        titulo={aDesconectar?.pareado === false ? 'Remover computador?' : 'Desconectar computador?'}
        mensagem={
          aDesconectar?.pareado === false
            ? TEXTOS_IMPRESSORA.confirmarRemocao(aDesconectar.nome)
            : TEXTOS_IMPRESSORA.confirmarDesconexao(aDesconectar?.nome ?? '')
        }
        confirmar={aDesconectar?.pareado === false ? 'Remover' : 'Desconectar'}
        cor="red"
        icone={<LuUnplug />}
        carregando={desconexao.isLoading}
        onConfirmar={() => aDesconectar && void confirmarDesconexao(aDesconectar)}
        onFechar={() => setADesconectar(null)}
      />
    </PaginaDoPainel>
  );
}
