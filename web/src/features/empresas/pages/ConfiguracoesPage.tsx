import {
  campoDeDinheiro,
  empresaConfigSchema,
  MENSAGENS_EMPRESA,
  type EmpresaConfig,
} from '@cardapio/shared-events';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCircleAlert, LuSave } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { DinheiroInput } from '../../../components/DinheiroInput';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { FormField } from '../../../components/FormField';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { SecaoDaMarca } from '../components/MarcaDaLoja';
import { ResumoDoFrete, ResumoDosHorarios, ResumoDoTempo } from '../components/Resumos';
import { Selecao } from '../../../components/Selecao';
import { CapacidadeDaLoja } from '../../ritmo/components/CapacidadeDaLoja';
import { WhatsappDaLoja } from '../../whatsapp/components/WhatsappDaLoja';
import { useEmpresaConfigQuery, useSalvarEmpresaMutation } from '../configApi';

/**
 * Every text field of the form (numbers are typed as text too). Freight, times and opening hours
 * are not here: each has its own screen, summarised below with a link (one place per setting);
 * absent from the save, the server keeps them.
 */
const CAMPOS = [
  'nome',
  'cnpj',
  'email',
  'telefone',
  'whatsapp',
  'tema',
  'endereco',
  'endereco_completo',
  'cep',
  'cidade',
  'estado',
  'bairro',
  'numero',
  'complemento',
  'instagram',
  'facebook',
  'site',
  'descricao',
  'taxa_servico_percentual',
  'cor_marca',
] as const;
type Campo = (typeof CAMPOS)[number];
type Valores = Record<Campo, string>;

function valoresDe(empresa: EmpresaConfig): Valores {
  const valores = {} as Valores;
  for (const campo of CAMPOS) valores[campo] = String(empresa[campo] ?? '');
  // Numbers start as people write them: '5,00', '2,5'.
  for (const { campo, tipo } of SECOES.flatMap((s) => s.campos)) {
    const valor = empresa[campo];
    if (typeof valor !== 'number') continue;
    if (tipo === 'dinheiro' || tipo === 'percentual')
      valores[campo] = campoDeDinheiro(valor, tipo === 'percentual');
    else if (tipo === 'decimal')
      valores[campo] = valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  }
  return valores;
}

interface CampoDef {
  campo: Campo;
  rotulo: string;
  placeholder?: string;
  /** dinheiro and percentual use the money field; decimal is text with the decimal keypad. */
  tipo?: 'text' | 'email' | 'url' | 'number' | 'tel' | 'dinheiro' | 'percentual' | 'decimal';
  step?: string;
  /** Spans both columns. */
  largo?: boolean;
  longo?: boolean;
}

const SECOES: { titulo: string; descricao: string; campos: CampoDef[] }[] = [
  {
    titulo: 'Informações Básicas',
    descricao: 'Como a empresa aparece para os clientes.',
    campos: [
      { campo: 'nome', rotulo: 'Nome da empresa *', placeholder: 'Ex.: Cantina da Praça' },
      { campo: 'cnpj', rotulo: 'CNPJ', placeholder: '00.000.000/0000-00' },
      { campo: 'email', rotulo: 'Email *', placeholder: 'contato@empresa.com.br', tipo: 'email' },
      { campo: 'telefone', rotulo: 'Telefone', placeholder: '(00) 0000-0000', tipo: 'tel' },
      { campo: 'whatsapp', rotulo: 'WhatsApp', placeholder: '(00) 00000-0000', tipo: 'tel' },
    ],
  },
  {
    titulo: 'Endereço Completo',
    descricao: 'De onde saem as entregas.',
    campos: [
      { campo: 'endereco', rotulo: 'Endereço', placeholder: 'Rua, número - Bairro', largo: true },
      {
        campo: 'endereco_completo',
        rotulo: 'Endereço completo (para cálculo de distância)',
        placeholder: 'Rua das Flores, 100 - Centro, Florianópolis - SC, 88010-000',
        largo: true,
      },
      { campo: 'cep', rotulo: 'CEP', placeholder: '00000-000' },
      { campo: 'numero', rotulo: 'Número', placeholder: '100' },
      { campo: 'bairro', rotulo: 'Bairro', placeholder: 'Centro' },
      { campo: 'complemento', rotulo: 'Complemento', placeholder: 'Sala 2' },
      { campo: 'cidade', rotulo: 'Cidade', placeholder: 'Florianópolis' },
      { campo: 'estado', rotulo: 'Estado', placeholder: 'SC' },
    ],
  },
  {
    titulo: 'Redes Sociais e Site',
    descricao: 'Onde os clientes encontram a empresa.',
    campos: [
      { campo: 'instagram', rotulo: 'Instagram', placeholder: '@suaempresa' },
      { campo: 'facebook', rotulo: 'Facebook', placeholder: 'facebook.com/suaempresa' },
      {
        campo: 'site',
        rotulo: 'Site',
        placeholder: 'https://www.suaempresa.com.br',
        tipo: 'url',
        largo: true,
      },
    ],
  },
  {
    titulo: 'Descrição e Horários',
    descricao: 'Um resumo da casa; os horários ficam na tela Horário de Funcionamento.',
    campos: [
      {
        campo: 'descricao',
        rotulo: 'Descrição',
        placeholder: 'Conte um pouco sobre a empresa',
        largo: true,
        longo: true,
      },
    ],
  },
  {
    titulo: 'Salão',
    descricao: 'Taxa de serviço sugerida na conta das mesas (o garçom pode retirá-la).',
    campos: [
      { campo: 'taxa_servico_percentual', rotulo: 'Taxa de serviço (%)', tipo: 'percentual' },
    ],
  },
];

/** Where the sections that are not plain fields go: after the section named. */
const DEPOIS_DE: Record<string, ('marca' | 'frete' | 'tempo' | 'capacidade')[]> = {
  'Informações Básicas': ['marca'],
  'Descrição e Horários': ['frete', 'tempo', 'capacidade'],
};

function Secao({
  titulo,
  descricao,
  children,
}: {
  titulo: string;
  descricao: string;
  children: ReactNode;
}) {
  return (
    <Card.Root rounded="2xl" as="section" aria-label={titulo}>
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <Stack gap="0.5">
          <Heading as="h2" size="md">
            {titulo}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {descricao}
          </Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard/configuracoes: the company's settings (staff-side §2 Company settings, §5, §8). */
export function ConfiguracoesPage() {
  useDocumentTitle('Configurações');
  const usuario = useAppSelector((state) => state.sessao.usuario);
  const token = useAppSelector((state) => state.sessao.token);
  const empresaId = usuario?.empresa_id ?? 1;
  // The screen waits for the session's token before loading (staff-side §2).
  const consulta = useEmpresaConfigQuery(empresaId, { skip: !token });

  if (consulta.isError) {
    return (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo="Erro ao carregar configurações"
        descricao={mensagemDeErro(consulta.error, 'Verifique sua conexão e tente novamente.')}
        onTentarDeNovo={() => window.location.reload()}
      />
    );
  }
  if (!consulta.data) {
    return (
      <Stack gap="5" aria-busy="true">
        <Skeleton h="12" w="60%" rounded="xl" />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="48" rounded="2xl" />
        ))}
      </Stack>
    );
  }
  // Keyed by the saved version: a save (or a change elsewhere) starts the form from the server.
  return <FormularioDaEmpresa key={consulta.data.updated_at} empresa={consulta.data} />;
}

function FormularioDaEmpresa({ empresa }: { empresa: EmpresaConfig }) {
  const [valores, setValores] = useState<Valores>(() => valoresDe(empresa));
  const [ativo, setAtivo] = useState(empresa.ativo);
  const [chave, setChave] = useState('');
  const [removerChave, setRemoverChave] = useState(false);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [salvar, salvamento] = useSalvarEmpresaMutation();
  // The WhatsApp settings are the gestão's (their read is refused to anyone else).
  const gestao = useAppSelector((state) => state.sessao.usuario?.role === 'gestao');

  const mudar = (campo: Campo, valor: string) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErros(({ [campo]: _removido, ...resto }) => resto);
  };

  async function enviar() {
    const resultado = validarComSchema(empresaConfigSchema, {
      ...valores,
      ativo,
      google_maps_api_key: removerChave ? null : chave,
    });
    if (!resultado.ok) {
      setErros(resultado.erros);
      const primeiro = Object.keys(resultado.erros)[0];
      document.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
      return;
    }
    await comAviso(
      'salvar-empresa',
      () => salvar({ id: empresa.id, dados: resultado.dados }).unwrap(),
      { sucesso: MENSAGENS_EMPRESA.salvas, erro: MENSAGENS_EMPRESA.erroSalvar },
    );
  }

  const campo = (def: CampoDef) => (
    <Box key={def.campo} gridColumn={def.largo ? { md: 'span 2' } : undefined}>
      <FormField label={def.rotulo} invalid={Boolean(erros[def.campo])} error={erros[def.campo]}>
        {def.tipo === 'dinheiro' || def.tipo === 'percentual' ? (
          <DinheiroInput
            name={def.campo}
            percentual={def.tipo === 'percentual'}
            value={valores[def.campo]}
            onValueChange={(texto) => mudar(def.campo, texto)}
            onErro={(erro) => setErros((e) => ({ ...e, [def.campo]: erro }))}
            rounded="lg"
          />
        ) : def.longo ? (
          <Textarea
            name={def.campo}
            value={valores[def.campo]}
            onChange={(e) => mudar(def.campo, e.target.value)}
            placeholder={def.placeholder}
            rows={4}
            rounded="lg"
          />
        ) : (
          <Input
            name={def.campo}
            type={def.tipo === 'decimal' ? 'text' : (def.tipo ?? 'text')}
            inputMode={
              def.tipo === 'number' ? 'numeric' : def.tipo === 'decimal' ? 'decimal' : undefined
            }
            min={def.tipo === 'number' ? 0 : undefined}
            step={def.step}
            value={valores[def.campo]}
            onChange={(e) => mudar(def.campo, e.target.value)}
            placeholder={def.placeholder}
            rounded="lg"
          />
        )}
      </FormField>
    </Box>
  );

  // Sections that are not plain fields, each after the section it follows.
  const extras = {
    marca: (
      <Secao
        key="marca"
        titulo="Marca da Loja"
        descricao="O logo e a cor do cardápio, do carrinho e das páginas de login da loja."
      >
        <SecaoDaMarca
          empresa={empresa}
          nome={valores.nome.trim()}
          cor={valores.cor_marca}
          erro={erros.cor_marca}
          onCor={(cor) => mudar('cor_marca', cor)}
        />
      </Secao>
    ),
    frete: (
      <Secao
        key="frete"
        titulo="Configurações de Frete"
        descricao="Valor fixo até 5 km; acima disso, valor por km até o raio máximo."
      >
        <ResumoDoFrete />
      </Secao>
    ),
    tempo: (
      <Secao
        key="tempo"
        titulo="Configurações de Tempo"
        descricao="Usadas para estimar o tempo de entrega."
      >
        <ResumoDoTempo />
      </Secao>
    ),
    // Saved on its own (PUT /api/ritmo/capacidade, gestão only), not by 'Salvar Configurações'.
    capacidade: (
      <Secao
        key="capacidade"
        titulo="Capacidade da Cozinha"
        descricao="Quantos pedidos (ou itens) a cozinha aceita a cada 15 minutos."
      >
        <CapacidadeDaLoja empresaId={empresa.id} />
      </Secao>
    ),
  };

  const botaoSalvar = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      loading={salvamento.isLoading}
      onClick={() => void enviar()}
      flex={{ base: '1', sm: 'initial' }}
    >
      <LuSave /> Salvar Configurações
    </Button>
  );

  return (
    <PaginaDoPainel
      titulo="Configurações da Empresa"
      descricao="Dados da empresa, entrega e integrações."
      acoes={botaoSalvar}
    >
      {/* The spec's read-only box without the software version: that is the platform
          operator's business (GET /api/health), not the restaurant's (issue 26). */}
      <Card.Root rounded="2xl" bg="bg.subtle" data-testid="info-empresa">
        <Card.Body p="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Stack gap="0">
              <Text fontSize="xs" color="fg.muted">
                CNPJ
              </Text>
              <Text fontWeight="semibold">{empresa.cnpj || 'Não informado'}</Text>
            </Stack>
            <Stack gap="0" align="flex-start">
              <Text fontSize="xs" color="fg.muted">
                Status
              </Text>
              <Badge colorPalette={empresa.ativo ? 'green' : 'red'}>
                {empresa.ativo ? 'Ativo' : 'Inativo'}
              </Badge>
            </Stack>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {SECOES.flatMap((secao) => [
        <Secao key={secao.titulo} titulo={secao.titulo} descricao={secao.descricao}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {secao.campos.map(campo)}
            {secao.titulo === 'Informações Básicas' && (
              <FormField label="Tema" invalid={Boolean(erros.tema)} error={erros.tema}>
                <Selecao name="tema" valor={valores.tema} onValor={(v) => mudar('tema', v)}>
                  <option value="dark">Escuro</option>
                  <option value="light">Claro</option>
                </Selecao>
              </FormField>
            )}
          </SimpleGrid>
          {secao.titulo === 'Descrição e Horários' && <ResumoDosHorarios />}
        </Secao>,
        ...(DEPOIS_DE[secao.titulo] ?? []).map((extra) => extras[extra]),
      ])}
      {/* Saved on its own (PUT /api/whatsapp/config), not by 'Salvar Configurações'. */}
      {gestao && (
        <Secao
          titulo="WhatsApp"
          descricao="Mensagens automáticas ao cliente a cada etapa do pedido e o link do entregador."
        >
          <WhatsappDaLoja empresaId={empresa.id} />
        </Secao>
      )}
      <Secao titulo="Configurações Técnicas" descricao="Integrações e disponibilidade da loja.">
        <Stack gap="4">
          <FormField
            label="Chave da API do Google Maps"
            invalid={Boolean(erros.google_maps_api_key)}
            error={erros.google_maps_api_key}
            helper={
              empresa.google_maps_api_key.definido
                ? `Chave salva${empresa.google_maps_api_key.final ? ` (termina em ${empresa.google_maps_api_key.final})` : ''}. Deixe em branco para mantê-la.`
                : 'Sem chave: o frete usa a tabela de bairros.'
            }
          >
            <Input
              name="google_maps_api_key"
              type="password"
              autoComplete="off"
              value={chave}
              disabled={removerChave}
              onChange={(e) => setChave(e.target.value)}
              placeholder={empresa.google_maps_api_key.definido ? '••••••••' : 'AIza...'}
              rounded="lg"
            />
          </FormField>
          {empresa.google_maps_api_key.definido && (
            <HStack>
              <Button
                variant="outline"
                size="sm"
                rounded="lg"
                minH={{ base: '11', md: '9' }}
                onClick={() => setRemoverChave((r) => !r)}
              >
                {removerChave ? 'Manter a chave salva' : 'Remover a chave salva'}
              </Button>
            </HStack>
          )}
          <Interruptor
            rotulo="Empresa ativa"
            descricao="Inativa, o cardápio sai do ar para os clientes"
            ligado={ativo}
            onChange={setAtivo}
          />
        </Stack>
      </Secao>
      <HStack justify="flex-end">{botaoSalvar}</HStack>
    </PaginaDoPainel>
  );
}
