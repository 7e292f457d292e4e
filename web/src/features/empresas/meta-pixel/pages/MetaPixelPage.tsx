import {
  MENSAGENS_META_PIXEL,
  metaPixelConfigSchema,
  type MetaPixelConfig,
} from '@cardapio/shared-events';
import {
  Badge,
  Card,
  Circle,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleAlert, LuCircleCheck, LuExternalLink, LuInfo, LuSave } from 'react-icons/lu';
import { comAviso } from '../../../../app/comAviso';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { validarComSchema, type ErrosDoFormulario } from '../../../../app/validacao';
import { BotaoDaPagina } from '../../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../../components/PaginaDoPainel';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { EstadoDaLista } from '../../../../components/EstadoDaLista';
import { FormField } from '../../../../components/FormField';
import { PasswordInput } from '../../../../components/PasswordInput';
import { useMetaPixelConfigQuery, useSalvarMetaPixelMutation } from '../../configApi';

const GERENCIADOR_DE_EVENTOS = 'https://business.facebook.com/events_manager';

/** What the storefront sends on its own (customer-side §7). */
const EVENTOS = [
  { nome: 'PageView', quando: 'ao abrir o cardápio' },
  { nome: 'ViewContent', quando: 'ao ver um produto' },
  { nome: 'AddToCart', quando: 'ao adicionar ao carrinho' },
  { nome: 'InitiateCheckout', quando: 'ao iniciar o pedido' },
  { nome: 'Purchase', quando: 'ao concluir o pedido (valor em BRL)' },
] as const;

/** /dashboard/meta-pixel: the marketing pixel (staff-side §2 Meta Pixel configuration). */
export function MetaPixelPage() {
  useDocumentTitle('Meta Pixel');
  const consulta = useMetaPixelConfigQuery();

  let conteudo;
  if (consulta.isError) {
    conteudo = (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo={MENSAGENS_META_PIXEL.erroCarregar}
        descricao="Verifique sua conexão e tente novamente."
        onTentarDeNovo={() => void consulta.refetch()}
      />
    );
  } else if (!consulta.data) {
    conteudo = <Skeleton h="72" rounded="2xl" aria-busy="true" />;
  } else {
    conteudo = <FormularioDoPixel key={JSON.stringify(consulta.data)} config={consulta.data} />;
  }

  return (
    <PaginaDoPainel
      titulo="Meta Pixel"
      descricao="Meça as visitas e vendas do cardápio nos anúncios do Facebook e Instagram."
    >
      {conteudo}
    </PaginaDoPainel>
  );
}

function FormularioDoPixel({ config }: { config: MetaPixelConfig }) {
  const [pixelId, setPixelId] = useState(config.pixel_id ?? '');
  const [token, setToken] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [salvar, salvamento] = useSalvarMetaPixelMutation();
  const configurado = Boolean(config.pixel_id);

  async function enviar() {
    const resultado = validarComSchema(metaPixelConfigSchema, {
      pixel_id: pixelId,
      access_token: token,
    });
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    await comAviso('salvar-meta-pixel', () => salvar(resultado.dados).unwrap(), {
      sucesso: MENSAGENS_META_PIXEL.salvas,
      erro: MENSAGENS_META_PIXEL.erroSalvar,
    });
  }

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
      <Stack gap="5">
        <Card.Root rounded="2xl" data-testid="pixel-status">
          <Card.Body p="4">
            <HStack gap="3">
              <Circle
                size="11"
                bg={configurado ? 'green.subtle' : 'orange.subtle'}
                color={configurado ? 'green.fg' : 'orange.fg'}
              >
                {configurado ? <LuCircleCheck /> : <LuCircleAlert />}
              </Circle>
              <Stack gap="0.5" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">Status do Pixel</Text>
                  <Badge colorPalette={configurado ? 'green' : 'orange'}>
                    {configurado ? 'Configurado' : 'Não configurado'}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {configurado
                    ? `Pixel ${config.pixel_id} ativo no cardápio`
                    : 'Informe o Pixel ID para começar a medir'}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root rounded="2xl">
          <Card.Body p={{ base: '4', md: '6' }} gap="4">
            <CampoDeTexto
              rotulo="Pixel ID *"
              name="pixel_id"
              valor={pixelId}
              onValor={(texto) => {
                setPixelId(texto);
                setErros({});
              }}
              erro={erros.pixel_id}
              ajuda="Os números do Pixel, no Gerenciador de Eventos"
              inputMode="numeric"
              placeholder="Ex.: 123456789012345"
            />
            <FormField
              label="Access Token (opcional)"
              error={erros.access_token}
              helper={
                config.access_token.definido
                  ? `Token salvo${config.access_token.final ? ` (termina em ${config.access_token.final})` : ''}. Deixe em branco para mantê-lo.`
                  : 'Para a API de Conversões; nunca é exibido depois de salvo.'
              }
            >
              <PasswordInput
                name="access_token"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.target.value)}
                placeholder={config.access_token.definido ? '••••••••' : 'EAAB...'}
                rounded="lg"
              />
            </FormField>
            <BotaoDaPagina
              icone={<LuSave />}
              disabled={pixelId.trim() === ''}
              loading={salvamento.isLoading}
              onClick={() => void enviar()}
            >
              Salvar Configurações
            </BotaoDaPagina>
          </Card.Body>
        </Card.Root>
      </Stack>
      <Stack gap="5">
        <Card.Root rounded="2xl" bg="bg.subtle">
          <Card.Body p={{ base: '4', md: '6' }} gap="3">
            <HStack gap="2">
              <LuInfo />
              <Heading as="h2" size="md">
                Como funciona
              </Heading>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Com o Pixel ID salvo, o cardápio carrega o Meta Pixel e informa cada etapa da compra.
              Assim você mede o retorno dos anúncios e cria públicos de quem visitou ou comprou.
            </Text>
            <Link
              href={GERENCIADOR_DE_EVENTOS}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
            >
              Abrir o Gerenciador de Eventos <LuExternalLink />
            </Link>
          </Card.Body>
        </Card.Root>
        <Card.Root rounded="2xl">
          <Card.Body p={{ base: '4', md: '6' }} gap="3">
            <Heading as="h2" size="md">
              Eventos rastreados automaticamente
            </Heading>
            <List.Root gap="2" variant="plain">
              {EVENTOS.map((evento) => (
                <List.Item key={evento.nome} alignItems="center" gap="2">
                  <List.Indicator asChild color="green.fg">
                    <LuCircleCheck />
                  </List.Indicator>
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="semibold" fontFamily="mono">
                      {evento.nome}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {evento.quando}
                    </Text>
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </SimpleGrid>
  );
}
