import {
  contaDaMesa,
  divisaoPorPessoas,
  MENSAGENS_CONTA,
  ROTULO_METODO_PAGAMENTO,
  totaisDaConta,
  valorDaLinha,
  type Comanda,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  type IconButtonProps,
  Separator,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  LuChefHat,
  LuMinus,
  LuPlus,
  LuPrinter,
  LuPrinterCheck,
  LuRotateCcw,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { useAppSelector } from '../../../../app/hooks';
import { notify } from '../../../../app/toaster';
import { OpcoesDaLinha } from '../../../../components/OpcoesDaLinha';
import { Painel } from '../../../../components/Painel';
import { AvisoDaCozinha } from '../../components/AvisoDaCozinha';
import { useEmpresaPublicaQuery } from '../../../empresas/api';
import { useImprimirContaMutation } from '../../../impressoras/api';
import { cabecalhoDaEmpresa, fusoDaTela } from '../../../impressoras/documentos';
import { imprimirNoNavegador, usePapelNaTela } from '../../../impressoras/navegador';
import { useAvisoDoEnvio, useImpressorasDisponiveis } from '../../../impressoras/useImpressoras';
import { useContaDaComandaQuery } from '../api';
import { PagamentoDialog } from './PagamentoDialog';
import { ReabrirDialog } from './ReabrirDialog';

const MAX_PESSOAS = 50;
/** The bill's option rows (service charge, split): a bordered box the width of the bill. */
const CAIXA = {
  px: '4',
  rounded: 'xl',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border.subtle',
} as const;
/** The bill's actions, side by side from small tablets up. */
const ACAO = { rounded: 'xl', minH: '11', flex: '1' } as const;

function Linha({ rotulo, valor, forte }: { rotulo: string; valor: number; forte?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={forte ? '800' : 'normal'}>
      <Text fontSize={forte ? 'lg' : 'sm'}>{rotulo}</Text>
      <Text fontSize={forte ? 'xl' : 'sm'} data-testid={`conta-${rotulo.toLowerCase()}`}>
        {formatarReais(valor)}
      </Text>
    </HStack>
  );
}

/** The − and + of 'Dividir por', a 44 px round button. */
function BotaoDePessoas({ rotulo, ...props }: IconButtonProps & { rotulo: string }) {
  return (
    <IconButton
      aria-label={rotulo}
      variant="outline"
      rounded="full"
      size="md"
      minW="11"
      h="11"
      {...props}
    />
  );
}

const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The bill of a closed or paid tab: what was consumed, the charge, the total, the split. On paper
 * it is the printers' bill (shared-events contaDaMesa, with the charge and the split chosen
 * here), printed by the browser ('Imprimir', or the browser's own print while the bill is on
 * screen) or by the restaurant's printer ('Imprimir na impressora', when one prints bills).
 */
export function ContaDaComanda({ comanda }: { comanda: Comanda }) {
  const consulta = useContaDaComandaQuery({ comandaId: comanda.id, versao: comanda.updated_at });
  const conta = consulta.data;
  const [cobraTaxa, setCobraTaxa] = useState(true);
  const [pessoas, setPessoas] = useState(1);
  const [pagando, setPagando] = useState(false);
  const [reabrindo, setReabrindo] = useState(false);
  const empresaId = useAppSelector((state) => state.sessao.garcom?.empresa_id);
  const { data: empresa } = useEmpresaPublicaQuery(empresaId ?? 0, { skip: !empresaId });
  const impressoras = useImpressorasDisponiveis('garcom');
  const [imprimirConta, impressao] = useImprimirContaMutation();
  const avisar = useAvisoDoEnvio();

  const documento = useMemo(
    () =>
      conta
        ? contaDaMesa(conta, cabecalhoDaEmpresa(empresa), { cobraTaxa, pessoas }, fusoDaTela())
        : null,
    [conta, empresa, cobraTaxa, pessoas],
  );
  usePapelNaTela(documento);

  useEffect(() => {
    if (conta) setCobraTaxa(conta.cobra_taxa_servico);
  }, [conta]);
  useEffect(() => {
    if (consulta.isError) notify.error(MENSAGENS_CONTA.erroCarregarConta);
  }, [consulta.isError]);

  if (!conta) return <Skeleton h="80" rounded="2xl" />;

  const paga = conta.status === 'paga';
  const naImpressora = impressoras.tem('conta');
  const totais = totaisDaConta(conta.subtotal, conta.taxa_servico_percentual, cobraTaxa);
  const partes = divisaoPorPessoas(totais.total, pessoas);
  const percentual = conta.taxa_servico_percentual.toLocaleString('pt-BR');

  return (
    <Stack gap="4">
      <Painel gap="4" p={{ base: '4', md: '6' }} shadow="xs" aria-label="Conta" role="region">
        <Stack gap="0.5" textAlign={{ base: 'start' }}>
          <HStack justify="space-between">
            <Text fontWeight="800" fontSize="lg">
              Conta · {conta.comanda_nome} {conta.comanda_numero}
            </Text>
            <Badge colorPalette={paga ? 'blue' : 'orange'} rounded="full">
              {paga ? 'Paga' : 'Conta fechada'}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {conta.mesa_nome ?? 'Comanda Avulsa'}
            {conta.garcom_nome ? ` · ${conta.garcom_nome}` : ''}
            {conta.fechada_em ? ` · ${dataHora(conta.fechada_em)}` : ''}
          </Text>
        </Stack>

        {!paga && conta.itens_na_cozinha.length > 0 && (
          <AvisoDaCozinha fontSize="sm" align="start" role="status">
            <Box pt="0.5">
              <LuChefHat />
            </Box>
            <Text>
              Ainda na cozinha:{' '}
              {conta.itens_na_cozinha.map((i) => `${i.quantidade}× ${i.produto_nome}`).join(', ')}.
              Os itens continuam na conta.
            </Text>
          </AvisoDaCozinha>
        )}

        <Stack as="ul" gap="2" aria-label="Itens da conta">
          {conta.itens.map((item) => {
            const valor = valorDaLinha(item);
            return (
              <HStack
                as="li"
                key={item.id}
                align="start"
                gap="3"
                listStyleType="none"
                aria-label={item.produto_nome}
              >
                <Text fontWeight="700" minW="7">
                  {item.quantidade}×
                </Text>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold">{item.produto_nome}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatarReais(valor.unitario / 100)} cada
                  </Text>
                  <OpcoesDaLinha personalizacoes={item.personalizacoes} />
                  {item.observacoes && (
                    <Text fontSize="xs" color="fg.muted" fontStyle="italic">
                      Obs.: {item.observacoes}
                    </Text>
                  )}
                </Stack>
                <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="conta-item-valor">
                  {formatarReais(valor.total / 100)}
                </Text>
              </HStack>
            );
          })}
        </Stack>

        <Separator borderStyle="dashed" />
        <Stack gap="1.5">
          <Linha rotulo="Subtotal" valor={totais.subtotal} />
          <HStack justify="space-between">
            <Text fontSize="sm">Taxa de serviço ({percentual}%)</Text>
            <Text fontSize="sm" data-testid="conta-taxa">
              {cobraTaxa ? formatarReais(totais.taxa_servico) : 'Removida'}
            </Text>
          </HStack>
          <Linha rotulo="Total" valor={totais.total} forte />
        </Stack>

        {pessoas > 1 && (
          <Text fontSize="sm" data-testid="conta-divisao">
            Dividido por {pessoas}: {formatarReais(partes[0]!)} por pessoa
            {partes[partes.length - 1] !== partes[0]
              ? ` (${partes.filter((p) => p !== partes[0]).length} de ${formatarReais(partes[partes.length - 1]!)})`
              : ''}
          </Text>
        )}

        {conta.pagamento && (
          <Stack gap="1" fontSize="sm" data-testid="conta-pagamento">
            <Separator borderStyle="dashed" />
            <HStack justify="space-between">
              <Text>Pago em {ROTULO_METODO_PAGAMENTO[conta.pagamento.metodo]}</Text>
              <Text>{dataHora(conta.pagamento.paga_em)}</Text>
            </HStack>
            {conta.pagamento.valor_recebido !== null && (
              <>
                <HStack justify="space-between">
                  <Text>Valor recebido</Text>
                  <Text>{formatarReais(conta.pagamento.valor_recebido)}</Text>
                </HStack>
                <HStack justify="space-between" fontWeight="700">
                  <Text>Troco</Text>
                  <Text>{formatarReais(conta.pagamento.troco)}</Text>
                </HStack>
              </>
            )}
          </Stack>
        )}
      </Painel>

      <Stack gap="3">
        {!paga && (
          <Switch.Root
            checked={cobraTaxa}
            onCheckedChange={(e) => setCobraTaxa(e.checked)}
            colorPalette="brand"
            justifyContent="space-between"
            w="full"
            py="3"
            {...CAIXA}
          >
            <Switch.HiddenInput />
            <Switch.Label fontWeight="semibold" fontSize="sm">
              Cobrar taxa de serviço ({percentual}%)
            </Switch.Label>
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        )}

        <HStack justify="space-between" py="2" {...CAIXA}>
          <HStack gap="2" fontWeight="semibold" fontSize="sm">
            <LuUsers />
            <Text>Dividir por</Text>
          </HStack>
          <HStack gap="2" role="group" aria-label="Pessoas">
            <BotaoDePessoas
              rotulo="Menos uma pessoa"
              disabled={pessoas <= 1}
              onClick={() => setPessoas((n) => Math.max(1, n - 1))}
            >
              <LuMinus />
            </BotaoDePessoas>
            <Text minW="6" textAlign="center" fontWeight="800" data-testid="conta-pessoas">
              {pessoas}
            </Text>
            <BotaoDePessoas
              rotulo="Mais uma pessoa"
              disabled={pessoas >= MAX_PESSOAS}
              onClick={() => setPessoas((n) => Math.min(MAX_PESSOAS, n + 1))}
            >
              <LuPlus />
            </BotaoDePessoas>
          </HStack>
        </HStack>

        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap={{ sm: 'wrap' }}>
          {!paga && (
            <Button
              {...ACAO}
              // With the printer's button too, the payment takes a row of its own.
              flex={naImpressora ? { base: ACAO.flex, sm: '1 1 100%' } : ACAO.flex}
              colorPalette="brand"
              fontWeight="bold"
              onClick={() => setPagando(true)}
            >
              <LuWallet /> Registrar Pagamento
            </Button>
          )}
          <Button
            {...ACAO}
            variant="outline"
            onClick={() => documento && imprimirNoNavegador(documento)}
          >
            <LuPrinter /> Imprimir
          </Button>
          {naImpressora && (
            <Button
              {...ACAO}
              variant="outline"
              loading={impressao.isLoading}
              onClick={() =>
                void avisar(
                  imprimirConta({
                    comandaId: comanda.id,
                    pessoas,
                    taxa_servico: cobraTaxa,
                    sessao: 'garcom',
                  }).unwrap(),
                )
              }
            >
              <LuPrinterCheck /> Imprimir na impressora
            </Button>
          )}
          {!paga && (
            <Button {...ACAO} variant="ghost" onClick={() => setReabrindo(true)}>
              <LuRotateCcw /> Reabrir
            </Button>
          )}
        </Stack>
      </Stack>

      <PagamentoDialog
        key={pagando ? 'aberto' : 'fechado'}
        aberto={pagando}
        comandaId={comanda.id}
        mesaId={comanda.mesa_id}
        total={totais.total}
        cobraTaxa={cobraTaxa}
        onFechar={() => setPagando(false)}
      />
      <ReabrirDialog
        aberto={reabrindo}
        comandaId={comanda.id}
        mesaId={comanda.mesa_id}
        onFechar={() => setReabrindo(false)}
      />
    </Stack>
  );
}
