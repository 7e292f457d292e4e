import { fechamentoDoDia } from '@cardapio/shared-events';
import { Button, Field, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPrinter, LuPrinterCheck, LuReceiptText } from 'react-icons/lu';
import { useAppSelector } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { useImprimirFechamentoMutation } from '../../impressoras/api';
import { cabecalhoDaEmpresa, diaNoFuso, fusoDaTela } from '../../impressoras/documentos';
import { imprimirNoNavegador } from '../../impressoras/navegador';
import { useAvisoDoEnvio, useImpressorasDisponiveis } from '../../impressoras/useImpressoras';
import { useLazyRelatorioFechamentoQuery } from '../api';

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const ACAO = { rounded: 'xl', minH: '11', w: 'full' } as const;

/**
 * 'Fechamento do dia' on the reports page (issue 30): a day's sales, payments and cancellations
 * for the cashier, printed here in the browser (the day read at that moment) or on the printer
 * that prints the closing, when there is one. Today by default.
 */
export function ImpressaoDoFechamento() {
  const empresaId = useAppSelector((state) => state.sessao.usuario?.empresa_id);
  const { data: empresa } = useEmpresaPublicaQuery(empresaId ?? 0, { skip: !empresaId });
  const fuso = fusoDaTela();
  const hoje = diaNoFuso(new Date(), fuso);
  const [dia, setDia] = useState(hoje);
  const [ler, leitura] = useLazyRelatorioFechamentoQuery();
  const [imprimirFechamento, envio] = useImprimirFechamentoMutation();
  const { tem } = useImpressorasDisponiveis('cliente');
  const avisar = useAvisoDoEnvio();
  const valido = DIA.test(dia) && dia <= hoje;

  async function imprimirAqui() {
    try {
      const fechamento = await ler(dia, false).unwrap();
      imprimirNoNavegador(fechamentoDoDia(fechamento, cabecalhoDaEmpresa(empresa), fuso));
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao carregar o fechamento do dia'), {
        acao: 'fechamento',
      });
    }
  }

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" rounded="xl" size="lg" flexShrink={0}>
          <LuReceiptText /> Fechamento do dia
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content rounded="2xl" w="xs" maxW="calc(100vw - 2rem)">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                <Stack gap="1">
                  <Popover.Title fontWeight="800">Fechamento do dia</Popover.Title>
                  <Text fontSize="sm" color="fg.muted">
                    Vendas, recebimentos e cancelados do dia, no papel de 80 mm.
                  </Text>
                </Stack>
                <Field.Root invalid={!valido}>
                  <Field.Label>Dia</Field.Label>
                  <Input
                    type="date"
                    value={dia}
                    max={hoje}
                    minH="11"
                    rounded="lg"
                    onChange={(e) => setDia(e.target.value)}
                  />
                  {!valido && <Field.ErrorText>Escolha um dia até hoje</Field.ErrorText>}
                </Field.Root>
                <Stack gap="2">
                  <Button
                    {...ACAO}
                    colorPalette="brand"
                    disabled={!valido}
                    loading={leitura.isFetching}
                    onClick={() => void imprimirAqui()}
                  >
                    <LuPrinter /> Imprimir
                  </Button>
                  {tem('fechamento') && (
                    <Button
                      {...ACAO}
                      variant="outline"
                      disabled={!valido}
                      loading={envio.isLoading}
                      onClick={() => void avisar(imprimirFechamento({ dia }).unwrap())}
                    >
                      <LuPrinterCheck /> Imprimir na impressora
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
