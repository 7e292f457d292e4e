import {
  MENSAGENS_WHATSAPP,
  whatsappConfigSchema,
  type WhatsappConfigResposta,
} from '@cardapio/shared-events';
import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useSalvarWhatsappMutation, useWhatsappConfigQuery } from '../api';
import {
  campoDoErro,
  formularioDaConfig,
  valoresDaConfig,
  type FormularioDoWhatsapp,
} from '../configuracao';
import { CredencialDoWhatsapp } from './CredencialDoWhatsapp';
import { ModelosDeMensagem } from './ModelosDeMensagem';
import { WebhookDoWhatsapp } from './WebhookDoWhatsapp';

const ERRO_AO_SALVAR = 'Erro ao salvar a configuração do WhatsApp';

/** 'Mensagens ativas', 'Desativado' or 'Não configurado', as saved. */
function SituacaoDoWhatsapp({ config }: { config: WhatsappConfigResposta }) {
  const [cor, texto] = !config.configurado
    ? ['orange', 'Não configurado']
    : config.ativo
      ? ['green', 'Mensagens ativas']
      : ['gray', 'Desativado'];
  return (
    <Badge
      colorPalette={cor}
      variant="subtle"
      rounded="full"
      px="2.5"
      data-testid="situacao-whatsapp"
    >
      {texto}
    </Badge>
  );
}

function FormularioDoWhatsappDaLoja({
  config,
  empresaId,
}: {
  config: WhatsappConfigResposta;
  empresaId: number;
}) {
  const [form, setForm] = useState<FormularioDoWhatsapp>(() => formularioDaConfig(config));
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [recusa, setRecusa] = useState<string | null>(null);
  const [salvar, salvamento] = useSalvarWhatsappMutation();

  function mudar<K extends keyof FormularioDoWhatsapp>(
    campo: K,
    valor: FormularioDoWhatsapp[K],
    erro: string,
  ) {
    setForm((atual) => ({ ...atual, [campo]: valor }));
    setErros(({ [erro]: _removido, ...resto }) => resto);
    setRecusa(null);
  }

  async function enviar() {
    const resultado = validarComSchema(whatsappConfigSchema, valoresDaConfig(form));
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    try {
      await salvar({ empresaId, dados: resultado.dados }).unwrap();
      notify.success(MENSAGENS_WHATSAPP.configSalva, { acao: 'salvar-whatsapp' });
    } catch (erro) {
      const mensagem = mensagemDeErro(erro, ERRO_AO_SALVAR);
      notify.error(mensagem, { acao: 'salvar-whatsapp' });
      const campo = campoDoErro(mensagem);
      if (campo) setErros((atual) => ({ ...atual, [campo]: mensagem }));
      else setRecusa(mensagem);
    }
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Pela API oficial (WhatsApp Business Cloud), com o número da loja.
        </Text>
        <SituacaoDoWhatsapp config={config} />
      </HStack>
      <Interruptor
        rotulo="Ativar mensagens pelo WhatsApp"
        descricao="O cliente que aceitar recebe cada etapa do pedido; o entregador, o link das entregas"
        ligado={form.ativo}
        onChange={(ativo) => mudar('ativo', ativo, 'ativo')}
      />
      <Box maxW={{ md: 'calc(50% - 0.5rem)' }}>
        <CampoDeTexto
          rotulo="Phone number ID"
          name="phone_number_id"
          valor={form.phoneNumberId}
          onValor={(texto) => mudar('phoneNumberId', texto, 'phone_number_id')}
          erro={erros.phone_number_id}
          ajuda="No WhatsApp Manager, em Configuração da API"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Ex.: 123456789012345"
        />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <CredencialDoWhatsapp
          rotulo="Token de acesso"
          name="access_token"
          configurada={config.tokenConfigurado}
          valor={form.token}
          onValor={(token) => mudar('token', token, 'access_token')}
          erro={erros.access_token}
          placeholder="EAAB..."
        />
        <CredencialDoWhatsapp
          rotulo="App secret"
          name="app_secret"
          configurada={config.appSecretConfigurado}
          valor={form.appSecret}
          onValor={(segredo) => mudar('appSecret', segredo, 'app_secret')}
          erro={erros.app_secret}
          placeholder="Chave secreta do app"
        />
      </SimpleGrid>
      <ModelosDeMensagem
        modelos={form.modelos}
        onModelo={(evento, nome) =>
          mudar('modelos', { ...form.modelos, [evento]: nome }, `modelos.${evento}`)
        }
        erros={erros}
      />
      <WebhookDoWhatsapp config={config} />
      {recusa && (
        <Alert.Root status="error" rounded="lg" data-testid="erro-whatsapp">
          <Alert.Indicator />
          <Alert.Title>{recusa}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="flex-end">
        <Button
          colorPalette="brand"
          rounded="xl"
          minH="11"
          loading={salvamento.isLoading}
          onClick={() => void enviar()}
        >
          <LuSave /> Salvar WhatsApp
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The store's WhatsApp messages (issue 32 §2) on the company settings, saved on their own (not
 * by 'Salvar Configurações'). Gestão only: the page shows it to them alone.
 */
export function WhatsappDaLoja({ empresaId }: { empresaId: number }) {
  const consulta = useWhatsappConfigQuery();
  return (
    <Box id="whatsapp" scrollMarginTop="24" data-testid="whatsapp-da-loja">
      {consulta.data ? (
        // Starts again from what the server saved (a save empties the credentials).
        <FormularioDoWhatsappDaLoja
          key={JSON.stringify(consulta.data)}
          config={consulta.data}
          empresaId={empresaId}
        />
      ) : consulta.isError ? (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm" color="red.fg">
            {mensagemDeErro(
              consulta.error,
              'Não foi possível carregar a configuração do WhatsApp.',
            )}
          </Text>
          <Button size="sm" variant="outline" rounded="lg" onClick={() => void consulta.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      ) : (
        <Skeleton h="48" rounded="xl" />
      )}
    </Box>
  );
}
