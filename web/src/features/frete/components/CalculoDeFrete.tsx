import { MENSAGENS_FRETE, type FreteResultado } from '@cardapio/shared-events';
import { Alert, Box, Button, Grid, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCalculator, LuMapPinOff, LuSearch } from 'react-icons/lu';
import { formatarReais, mascararCep } from '../../../app/format';
import { mensagemDeErro } from '../../../app/http';
import { FormField } from '../../../components/FormField';
import { useCalcularFreteMutation } from '../../carrinho/api';
import { formatarDistancia, formatarMinutos } from '../../carrinho/formatacao';
import { Painel } from './Painel';

interface Endereco {
  rua: string;
  numero_casa: string;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
}

interface CalculoDeFreteProps {
  empresaId: number;
  cidade: string;
  estado: string;
  /** The company's neighbourhoods, suggested in the bairro fields. */
  bairros: string[];
}

/** Staff-side §2 Freight: a quote by full address and an estimate by CEP, with the real settings. */
export function CalculoDeFrete({ empresaId, cidade, estado, bairros }: CalculoDeFreteProps) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }} alignItems="start">
      <datalist id="bairros-da-empresa">
        {bairros.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <PorEndereco empresaId={empresaId} cidade={cidade} estado={estado} />
      <PorCep empresaId={empresaId} cidade={cidade} estado={estado} />
    </SimpleGrid>
  );
}

function useCotacao(empresaId: number) {
  const [calcular, { isLoading }] = useCalcularFreteMutation();
  const [resultado, setResultado] = useState<FreteResultado | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  async function cotar(endereco: Endereco) {
    setErro(null);
    try {
      const r = await calcular({
        ...endereco,
        cep: endereco.cep.replace(/\D/g, ''),
        empresa_id: empresaId,
      }).unwrap();
      if (r.sucesso && r.dados) setResultado(r.dados);
      else setErro(r.erro || MENSAGENS_FRETE.erroCalcular);
    } catch (falha) {
      setErro(mensagemDeErro(falha, MENSAGENS_FRETE.erroCalcular));
    }
  }
  const limpar = () => {
    setResultado(null);
    setErro(null);
  };
  return { cotar, calculando: isLoading, resultado, erro, setErro, limpar };
}

function PorEndereco({ empresaId, cidade, estado }: Omit<CalculoDeFreteProps, 'bairros'>) {
  const [endereco, setEndereco] = useState<Endereco>({
    rua: '',
    numero_casa: '',
    bairro: '',
    cidade,
    estado,
    cep: '',
  });
  const { cotar, calculando, resultado, erro, setErro, limpar } = useCotacao(empresaId);
  const alterar = (campo: keyof Endereco, valor: string) => {
    setEndereco((e) => ({ ...e, [campo]: campo === 'cep' ? mascararCep(valor) : valor }));
    limpar();
  };
  function calcular() {
    const { rua, numero_casa, bairro, cep } = endereco;
    if (![rua, numero_casa, bairro, cep].every((v) => v.trim())) {
      setErro(MENSAGENS_FRETE.camposObrigatorios);
      return;
    }
    void cotar(endereco);
  }
  const campo = (nome: keyof Endereco, rotulo: string, extra: Record<string, unknown> = {}) => (
    <FormField label={rotulo}>
      <Input
        value={endereco[nome]}
        onChange={(e) => alterar(nome, e.target.value)}
        rounded="lg"
        {...extra}
      />
    </FormField>
  );
  return (
    <Painel titulo="Calcular por endereço" icone={<LuCalculator />} testId="frete-por-endereco">
      <Stack gap="3">
        {campo('rua', 'Rua *')}
        <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3">
          {campo('numero_casa', 'Número *', { inputMode: 'numeric' })}
          {campo('bairro', 'Bairro *', { list: 'bairros-da-empresa' })}
        </Grid>
        <Grid templateColumns="minmax(0, 3fr) minmax(0, 1fr)" gap="3">
          {campo('cidade', 'Cidade')}
          {campo('estado', 'Estado', { maxLength: 2 })}
        </Grid>
        {campo('cep', 'CEP *', { inputMode: 'numeric', maxLength: 9, placeholder: '00000-000' })}
        <Button
          colorPalette="brand"
          rounded="xl"
          minH="11"
          loading={calculando}
          loadingText="Calculando..."
          disabled={calculando || resultado !== null}
          onClick={calcular}
        >
          <LuCalculator /> Calcular Frete
        </Button>
        <Resultado resultado={resultado} erro={erro} />
      </Stack>
    </Painel>
  );
}

/** With no geocoding of a CEP alone, the estimate asks for its neighbourhood too. */
function PorCep({ empresaId, cidade, estado }: Omit<CalculoDeFreteProps, 'bairros'>) {
  const [cep, setCep] = useState('');
  const [bairro, setBairro] = useState('');
  const { cotar, calculando, resultado, erro, setErro, limpar } = useCotacao(empresaId);
  function estimar() {
    if (cep.length < 8) {
      setErro(MENSAGENS_FRETE.cepInvalido);
      return;
    }
    if (!bairro.trim()) {
      setErro(MENSAGENS_FRETE.camposObrigatorios);
      return;
    }
    void cotar({ rua: 'Estimativa por CEP', numero_casa: 's/n', bairro, cidade, estado, cep });
  }
  return (
    <Painel
      titulo="Estimativa por CEP"
      descricao="Uma estimativa rápida pelo CEP e bairro do cliente."
      icone={<LuSearch />}
      testId="frete-por-cep"
    >
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="3">
          <FormField label="CEP *">
            <Input
              value={cep}
              inputMode="numeric"
              maxLength={9}
              placeholder="00000-000"
              onChange={(e) => {
                setCep(mascararCep(e.target.value));
                limpar();
              }}
              rounded="lg"
            />
          </FormField>
          <FormField label="Bairro do CEP *">
            <Input
              value={bairro}
              list="bairros-da-empresa"
              onChange={(e) => {
                setBairro(e.target.value);
                limpar();
              }}
              rounded="lg"
            />
          </FormField>
        </Grid>
        <Button
          colorPalette="brand"
          variant="outline"
          rounded="xl"
          minH="11"
          loading={calculando}
          disabled={calculando || resultado !== null}
          onClick={estimar}
        >
          <LuSearch /> Estimar
        </Button>
        <Resultado resultado={resultado} erro={erro} />
      </Stack>
    </Painel>
  );
}

function Resultado({ resultado, erro }: { resultado: FreteResultado | null; erro: string | null }) {
  if (erro)
    return (
      <Alert.Root status="error" rounded="xl" size="sm">
        <Alert.Indicator />
        <Alert.Title>{erro}</Alert.Title>
      </Alert.Root>
    );
  if (!resultado) return null;
  if (resultado.foraDaArea)
    return (
      <Alert.Root status="error" rounded="xl" data-testid="resultado-fora-da-area">
        <Alert.Indicator>
          <LuMapPinOff />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title fontWeight="bold">Fora da Área de Entrega</Alert.Title>
          <Alert.Description>
            {resultado.motivo ?? 'Infelizmente não estamos disponíveis no seu local'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Box
      rounded="xl"
      bg="green.subtle"
      borderWidth="1px"
      borderColor="green.muted"
      p="4"
      data-testid="resultado-frete"
    >
      <SimpleGrid columns={3} gap="2">
        <Dado rotulo="Distância" valor={formatarDistancia(resultado.distancia)} />
        <Dado rotulo="Frete" valor={formatarReais(resultado.valorFrete)} />
        <Dado rotulo="Tempo" valor={formatarMinutos(resultado.tempoEstimado)} />
      </SimpleGrid>
      <Text mt="3" fontSize="xs" color="fg.muted">
        {resultado.enderecoFormatado}
      </Text>
    </Box>
  );
}

function Dado({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="green.fg" fontWeight="semibold">
        {rotulo}
      </Text>
      <Text fontWeight="bold" fontSize="sm">
        {valor}
      </Text>
    </Stack>
  );
}
