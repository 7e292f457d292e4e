import { MENSAGENS_AUTOATENDIMENTO, type QrDaMesa } from '@cardapio/shared-events';
import { Button, Stack, Switch, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { LuArrowLeft, LuLayoutGrid, LuPrinter, LuRefreshCw } from 'react-icons/lu';
import { Link } from 'react-router';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../../components/BotaoDaPagina';
import { ConfirmarDialog } from '../../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../../components/ListaComEstados';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { Painel } from '../../../../components/Painel';
import { Segmentos } from '../../../../components/Segmentos';
import {
  useBloquearQrNaGestaoMutation,
  useQrDasMesasQuery,
  useRenovarQrDaMesaMutation,
  useSalvarConfigDoQrMutation,
} from '../api';
import { FolhaDeQr } from '../components/FolhaDeQr';
import { ehFormato, FORMATOS, ordemDosCartoes, type FormatoDaFolha } from '../folha';

const CHAVE_DO_FORMATO = 'qrDasMesas.formato';
const M = MENSAGENS_AUTOATENDIMENTO;

const ITENS_DO_FORMATO = (Object.keys(FORMATOS) as FormatoDaFolha[]).map((f) => ({
  value: f,
  label: FORMATOS[f].curto,
}));

function formatoGuardado(): FormatoDaFolha {
  try {
    const valor = window.localStorage.getItem(CHAVE_DO_FORMATO);
    return ehFormato(valor) ? valor : 'A4';
  } catch {
    return 'A4';
  }
}

function guardarFormato(formato: FormatoDaFolha) {
  try {
    window.localStorage.setItem(CHAVE_DO_FORMATO, formato);
  } catch {
    // Private mode: the choice lasts this visit.
  }
}

/**
 * /dashboard/mesas/qr (issue 31 §2): each table's QR code on a sheet to print and stick on the
 * table, whether a waiter confirms what guests order through it, and per table 'Bloquear QR'
 * and 'Gerar novo QR Code' (the printed one stops working).
 */
export function QrDasMesasPage() {
  useDocumentTitle('QR Codes das mesas');
  const consulta = useQrDasMesasQuery(undefined, { refetchOnMountOrArgChange: true });
  const [salvarConfig] = useSalvarConfigDoQrMutation();
  const [bloquear] = useBloquearQrNaGestaoMutation();
  const [renovar, { isLoading: renovando }] = useRenovarQrDaMesaMutation();
  const [formato, setFormato] = useState<FormatoDaFolha>(formatoGuardado);
  const [bloqueando, setBloqueando] = useState<number | null>(null);
  const [aRenovar, setARenovar] = useState<QrDaMesa | null>(null);

  const folha = consulta.data;
  const mesas = useMemo(() => [...(folha?.mesas ?? [])].sort(ordemDosCartoes), [folha?.mesas]);

  function escolherFormato(novo: FormatoDaFolha) {
    setFormato(novo);
    guardarFormato(novo);
  }

  function mudarConfirmacao(exige: boolean) {
    void comAviso('config-qr', () => salvarConfig({ exige_confirmacao: exige }).unwrap(), {
      sucesso: M.configSalva,
      erro: 'Erro ao salvar a configuração',
    });
  }

  const mudarBloqueio = useCallback(
    async (mesa: QrDaMesa, bloqueado: boolean) => {
      setBloqueando(mesa.mesa_id);
      await comAviso(
        `bloquear-qr-${mesa.mesa_id}`,
        () => bloquear({ mesaId: mesa.mesa_id, bloqueado }).unwrap(),
        {
          sucesso: bloqueado ? M.qrBloqueadoOk : M.qrDesbloqueadoOk,
          erro: bloqueado ? 'Erro ao bloquear o QR Code' : 'Erro ao liberar o QR Code',
        },
      );
      setBloqueando(null);
    },
    [bloquear],
  );
  const aoBloquear = useCallback(
    (mesa: QrDaMesa, bloqueado: boolean) => void mudarBloqueio(mesa, bloqueado),
    [mudarBloqueio],
  );

  async function renovarAgora() {
    if (!aRenovar) return;
    const ok = await comAviso(
      `renovar-qr-${aRenovar.mesa_id}`,
      () => renovar(aRenovar.mesa_id).unwrap(),
      { sucesso: M.qrRenovado, erro: 'Erro ao gerar novo QR Code' },
    );
    if (ok) setARenovar(null);
  }

  const imprimir = (
    <BotaoDaPagina
      icone={<LuPrinter />}
      disabled={mesas.length === 0}
      onClick={() => window.print()}
      data-testid="qr-imprimir"
    >
      Imprimir
    </BotaoDaPagina>
  );
  const voltar = (
    <Button asChild variant="outline" rounded="xl" minH="11" flex={{ base: '1', sm: 'initial' }}>
      <Link to="/dashboard/mesas">
        <LuArrowLeft /> Mesas
      </Link>
    </Button>
  );

  return (
    <PaginaDoPainel
      titulo="QR Codes das mesas"
      descricao="Imprima e cole em cada mesa: o cliente aponta a câmera, vê o cardápio e pede direto na comanda da mesa, só com o nome."
      acoes={
        <>
          {voltar}
          {imprimir}
        </>
      }
    >
      <Painel p={{ base: '4', md: '5' }} gap="4" shadow="xs">
        <ConfirmacaoDoQr
          ligado={folha?.exige_confirmacao ?? true}
          desabilitado={!folha}
          onChange={mudarConfirmacao}
        />
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm" id="qr-formato-rotulo">
            Formato da impressão
          </Text>
          <Segmentos
            valor={formato}
            itens={ITENS_DO_FORMATO}
            onValor={escolherFormato}
            aria-labelledby="qr-formato-rotulo"
            data-testid="qr-formato"
            maxW={{ md: 'lg' }}
          />
          <Text fontSize="xs" color="fg.muted">
            {formato === 'A4'
              ? 'Folha A4 com 6 mesas: recorte na linha tracejada.'
              : 'Uma mesa por folha A6, para display de mesa.'}{' '}
            Antes de imprimir, deixe a escala em 100% e as margens no padrão.
          </Text>
        </Stack>
      </Painel>

      <ListaComEstados
        consulta={consulta}
        total={mesas.length}
        esqueleto={{ quantos: 3, altura: '96' }}
        erro={{ titulo: 'Erro ao carregar os QR Codes das mesas' }}
        vazia={{
          icone: <LuLayoutGrid />,
          titulo: 'Nenhuma mesa cadastrada',
          descricao: 'Cadastre as mesas do salão para gerar os QR Codes.',
          acao: voltar,
        }}
      >
        {folha && (
          <FolhaDeQr
            empresa={folha.empresa_nome}
            mesas={mesas}
            formato={formato}
            bloqueando={bloqueando}
            onBloquear={aoBloquear}
            onRenovar={setARenovar}
          />
        )}
      </ListaComEstados>

      <ConfirmarDialog
        aberto={aRenovar !== null}
        titulo={aRenovar ? `Gerar novo QR Code da Mesa ${aRenovar.numero}?` : 'Gerar novo QR Code?'}
        mensagem="O QR Code impresso desta mesa para de funcionar na hora: quem apontar a câmera para ele verá um aviso para pedir o código atual ao garçom. Depois, imprima o novo e troque o da mesa."
        confirmar="Gerar novo QR Code"
        cor="red"
        icone={<LuRefreshCw />}
        carregando={renovando}
        onConfirmar={() => void renovarAgora()}
        onFechar={() => setARenovar(null)}
      />
    </PaginaDoPainel>
  );
}

/** 'Garçom confirma os pedidos feitos pelo QR Code' (on by default), with what each choice does. */
function ConfirmacaoDoQr({
  ligado,
  desabilitado,
  onChange,
}: {
  ligado: boolean;
  desabilitado: boolean;
  onChange: (ligado: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={ligado}
      disabled={desabilitado}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      justifyContent="space-between"
      w="full"
      minH="11"
      gap="4"
      px="4"
      py="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.subtle"
      data-testid="qr-exige-confirmacao"
    >
      <Switch.HiddenInput />
      <Stack gap="0.5" flex="1">
        <Switch.Label fontWeight="semibold" fontSize="sm">
          Garçom confirma os pedidos feitos pelo QR Code
        </Switch.Label>
        <Text fontSize="xs" color="fg.muted">
          {ligado
            ? "O pedido do cliente espera o garçom tocar em 'Confirmar pedido do QR' antes de ir para a cozinha."
            : 'O pedido do cliente vai direto para a cozinha, sem passar pelo garçom.'}
        </Text>
      </Stack>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
