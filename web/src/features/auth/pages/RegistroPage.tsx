import {
  Alert,
  Button,
  Grid,
  GridItem,
  HStack,
  Heading,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { LuArrowLeft, LuLock, LuMapPin, LuPhone, LuUserPlus } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormField } from '../../../components/FormField';
import { EmailInput } from '../../../components/EmailInput';
import { PasswordInput } from '../../../components/PasswordInput';
import { RouterLink } from '../../../components/RouterLink';
import { empresaIdDaRota } from '../../empresa/api';
import { LojaDaRota } from '../../empresa/LojaDaRota';
import { useLojaDaPagina } from '../../empresa/marca';
import { useRegistroMutation } from '../api';
import { SuccessDialog } from '../components/LoginFeedback';
import { useRedirecionarDepois } from '../components/useRedirecionar';
import { consumirRetorno, primeiroNome } from '../retorno';
import { iniciarSessao } from '../session';
import {
  apenasDigitos,
  emailValido,
  mascararCep,
  mascararTelefone,
  validarNovaSenha,
} from '../validation';

type Campo =
  | 'nome'
  | 'sobrenome'
  | 'email'
  | 'senha'
  | 'confirmarSenha'
  | 'telefone'
  | 'rua'
  | 'numero_casa'
  | 'bairro'
  | 'cep';

const VAZIO: Record<Campo, string> = {
  nome: '',
  sobrenome: '',
  email: '',
  senha: '',
  confirmarSenha: '',
  telefone: '',
  rua: '',
  numero_casa: '',
  bairro: '',
  cep: '',
};

function Secao({
  titulo,
  icone,
  children,
}: {
  titulo: string;
  icone: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="3">
      <HStack gap="2" color="brand.fg">
        {icone}
        <Heading as="h2" fontSize="xs" textTransform="uppercase" letterSpacing="wider">
          {titulo}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

/** A customer's sign-up; under a company's path, only for a company that exists. */
export function RegistroPage() {
  return (
    <LojaDaRota>
      <Registro />
    </LojaDaRota>
  );
}

function Registro() {
  const { empresaId: param } = useParams();
  const { loja } = useLojaDaPagina(param, 'Criar Conta', (nome) => `Criar conta em ${nome}`);
  const empresaId = empresaIdDaRota(param);
  const sufixo = param ? `/${param}` : '';
  const dispatch = useAppDispatch();
  const redirecionar = useRedirecionarDepois();
  const [registrar, { isLoading }] = useRegistroMutation();

  const [dados, setDados] = useState(VAZIO);
  const [tentou, setTentou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [criado, setCriado] = useState<string | null>(null);

  const alterar = (campo: Campo) => (e: ChangeEvent<HTMLInputElement>) => {
    const bruto = e.target.value;
    const valor =
      campo === 'telefone' ? mascararTelefone(bruto) : campo === 'cep' ? mascararCep(bruto) : bruto;
    setDados((atual) => ({ ...atual, [campo]: valor }));
  };
  const vazio = (campo: Campo) => tentou && !dados[campo].trim();

  function validar(): string | null {
    const faltando = (Object.keys(dados) as Campo[]).some((campo) => !dados[campo].trim());
    if (faltando) return 'Preencha todos os campos';
    if (!emailValido(dados.email)) return 'Por favor, insira um email válido.';
    return validarNovaSenha(dados.senha, dados.confirmarSenha);
  }

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    setTentou(true);
    const problema = validar();
    setErro(problema);
    if (problema) return;
    try {
      const resposta = await registrar({
        nome: dados.nome.trim(),
        sobrenome: dados.sobrenome.trim(),
        email: dados.email.trim(),
        senha: dados.senha,
        telefone: apenasDigitos(dados.telefone, 11),
        rua: dados.rua.trim(),
        numero_casa: dados.numero_casa.trim(),
        bairro: dados.bairro.trim(),
        cep: apenasDigitos(dados.cep, 8),
        empresa_id: empresaId,
      }).unwrap();
      dispatch(iniciarSessao(resposta));
      consumirRetorno(); // the new account goes to the menu; a stale return path is dropped
      notify.success('Conta criada com sucesso!', { acao: 'registrar' });
      setCriado(primeiroNome(resposta.usuario.nome) || dados.nome.trim());
      redirecionar(`/menu/${empresaId}`);
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Erro ao criar conta');
      setErro(mensagem);
      notify.error(mensagem, { acao: 'registrar' });
    }
  }

  const senhasDiferentes =
    tentou && dados.confirmarSenha !== '' && dados.senha !== dados.confirmarSenha;

  return (
    <AuthLayout
      area="cliente"
      loja={loja}
      wide
      icon={<LuUserPlus />}
      title="Criar Conta"
      subtitle="Cadastre-se para pedir com poucos toques e acompanhar seus pedidos."
      footer={
        <Stack align="center" gap="2" fontSize="sm">
          <Text color="fg.muted">
            Já tem conta?{' '}
            <RouterLink to={`/login${sufixo}`} color="brand.fg" fontWeight="semibold">
              Entrar
            </RouterLink>
          </Text>
          <RouterLink to={`/menu/${empresaId}`} color="fg.muted" fontWeight="medium">
            <LuArrowLeft /> Voltar ao Menu
          </RouterLink>
        </Stack>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="6">
          <Secao titulo="Seus dados" icone={<LuUserPlus />}>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <FormField label="Nome" invalid={vazio('nome')}>
                <Input
                  name="nome"
                  autoComplete="given-name"
                  placeholder="Maria"
                  rounded="lg"
                  value={dados.nome}
                  onChange={alterar('nome')}
                />
              </FormField>
              <FormField label="Sobrenome" invalid={vazio('sobrenome')}>
                <Input
                  name="sobrenome"
                  autoComplete="family-name"
                  placeholder="Silva"
                  rounded="lg"
                  value={dados.sobrenome}
                  onChange={alterar('sobrenome')}
                />
              </FormField>
              <GridItem colSpan={{ base: 1, sm: 2 }}>
                <FormField label="Email" invalid={vazio('email')}>
                  <EmailInput
                    autoComplete="email"
                    placeholder="seu@email.com"
                    rounded="lg"
                    value={dados.email}
                    onChange={alterar('email')}
                  />
                </FormField>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 2 }}>
                <FormField label="Telefone" invalid={vazio('telefone')}>
                  <InputGroup startElement={<LuPhone />}>
                    <Input
                      type="tel"
                      name="telefone"
                      autoComplete="tel-national"
                      inputMode="numeric"
                      placeholder="(48) 99999-9999"
                      rounded="lg"
                      maxLength={15}
                      value={dados.telefone}
                      onChange={alterar('telefone')}
                    />
                  </InputGroup>
                </FormField>
              </GridItem>
            </Grid>
          </Secao>

          <Secao titulo="Senha" icone={<LuLock />}>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <FormField label="Senha" invalid={vazio('senha')} helper="Mínimo de 6 caracteres">
                <PasswordInput
                  name="senha"
                  autoComplete="new-password"
                  placeholder="••••••"
                  rounded="lg"
                  value={dados.senha}
                  onChange={alterar('senha')}
                />
              </FormField>
              <FormField
                label="Confirmar senha"
                invalid={vazio('confirmarSenha') || senhasDiferentes}
              >
                <PasswordInput
                  name="confirmarSenha"
                  autoComplete="new-password"
                  placeholder="••••••"
                  rounded="lg"
                  value={dados.confirmarSenha}
                  onChange={alterar('confirmarSenha')}
                />
              </FormField>
            </Grid>
          </Secao>

          <Secao titulo="Endereço de entrega" icone={<LuMapPin />}>
            <Grid templateColumns={{ base: '1fr 7rem', sm: '1fr 8rem' }} gap="3">
              <FormField label="Rua" invalid={vazio('rua')}>
                <Input
                  name="rua"
                  autoComplete="address-line1"
                  placeholder="Rua das Flores"
                  rounded="lg"
                  value={dados.rua}
                  onChange={alterar('rua')}
                />
              </FormField>
              <FormField label="Número" invalid={vazio('numero_casa')}>
                <Input
                  name="numero_casa"
                  inputMode="numeric"
                  placeholder="123"
                  rounded="lg"
                  value={dados.numero_casa}
                  onChange={alterar('numero_casa')}
                />
              </FormField>
              <FormField label="Bairro" invalid={vazio('bairro')}>
                <Input
                  name="bairro"
                  autoComplete="address-level3"
                  placeholder="Centro"
                  rounded="lg"
                  value={dados.bairro}
                  onChange={alterar('bairro')}
                />
              </FormField>
              <FormField label="CEP" invalid={vazio('cep')}>
                <Input
                  name="cep"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  placeholder="88000-000"
                  rounded="lg"
                  maxLength={9}
                  value={dados.cep}
                  onChange={alterar('cep')}
                />
              </FormField>
            </Grid>
          </Secao>

          {erro && (
            <Alert.Root status="error" rounded="xl" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{erro}</Alert.Title>
            </Alert.Root>
          )}

          <Button
            type="submit"
            size="lg"
            rounded="xl"
            colorPalette="brand"
            fontWeight="bold"
            loading={isLoading}
            loadingText="Criando conta..."
          >
            <LuUserPlus /> Criar Conta
          </Button>
        </Stack>
      </form>
      <SuccessDialog
        open={criado !== null}
        title="Conta criada com sucesso!"
        message={criado ? `Boas-vindas, ${criado}! Sua conta já está pronta.` : undefined}
      />
    </AuthLayout>
  );
}
