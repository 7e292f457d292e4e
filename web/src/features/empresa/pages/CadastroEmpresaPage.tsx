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
import {
  cadastroEmpresaSchema,
  mascararCnpj,
  MENSAGENS_CADASTRO,
  type CadastroEmpresaInput,
} from '@cardapio/shared-events';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { LuLock, LuMapPin, LuPhone, LuStore, LuUserRound } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { AuthLayout } from '../../../components/AuthLayout';
import { EmailInput } from '../../../components/EmailInput';
import { FormField } from '../../../components/FormField';
import { PasswordInput } from '../../../components/PasswordInput';
import { RouterLink } from '../../../components/RouterLink';
import { iniciarSessao } from '../../auth/session';
import { mascararTelefone } from '../../auth/validation';
import { useCadastrarEmpresaMutation } from '../cadastroApi';

type Campo = keyof Required<CadastroEmpresaInput> | 'confirmarSenha';

const VAZIO: Record<Campo, string> = {
  nome: '',
  responsavel: '',
  cnpj: '',
  email: '',
  senha: '',
  confirmarSenha: '',
  telefone: '',
  cidade: '',
};

const MASCARAS: Partial<Record<Campo, (valor: string) => string>> = {
  telefone: mascararTelefone,
  cnpj: mascararCnpj,
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

/**
 * 'Cadastre seu restaurante' (issue 26 §2): the company and its first gestão account in one step,
 * validated with the server's own schema. The owner is signed in at once and lands on the
 * dashboard's checklist; the e-mail's link confirms the sign-up.
 */
export function CadastroEmpresaPage() {
  useDocumentTitle('Cadastre seu restaurante');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cadastrar, { isLoading }] = useCadastrarEmpresaMutation();
  const [dados, setDados] = useState(VAZIO);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [erro, setErro] = useState<string | null>(null);
  const [emailEmUso, setEmailEmUso] = useState(false);

  const alterar = (campo: Campo) => (e: ChangeEvent<HTMLInputElement>) => {
    const valor = MASCARAS[campo]?.(e.target.value) ?? e.target.value;
    setDados((atual) => ({ ...atual, [campo]: valor }));
    setErros(({ [campo]: _removido, ...resto }) => resto);
  };

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    setErro(null);
    setEmailEmUso(false);
    const { confirmarSenha, ...valores } = dados;
    const resultado = validarComSchema(cadastroEmpresaSchema, valores);
    const novos: ErrosDoFormulario = resultado.ok ? {} : { ...resultado.erros };
    if (!novos.senha && confirmarSenha !== dados.senha)
      novos.confirmarSenha = 'As senhas não coincidem';
    if (!resultado.ok || Object.keys(novos).length) {
      setErros(novos);
      const primeiro = Object.keys(VAZIO).find((campo) => novos[campo]);
      if (primeiro) document.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
      return;
    }
    try {
      const resposta = await cadastrar(resultado.dados).unwrap();
      dispatch(iniciarSessao(resposta));
      notify.success(MENSAGENS_CADASTRO.criado, { acao: 'cadastrar-empresa' });
      navigate('/dashboard', { replace: true });
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Não foi possível cadastrar. Tente novamente.');
      if (statusDoErro(falha) === 409) {
        setEmailEmUso(true);
        setErros({ email: mensagem });
      } else setErro(mensagem);
      notify.error(mensagem, { acao: 'cadastrar-empresa' });
    }
  }

  const campo = (
    nome: Campo,
    rotulo: string,
    elemento: ReactNode,
    helper?: ReactNode,
    largo = false,
  ) => (
    <GridItem colSpan={largo ? { base: 1, sm: 2 } : 1}>
      <FormField label={rotulo} invalid={Boolean(erros[nome])} error={erros[nome]} helper={helper}>
        {elemento}
      </FormField>
    </GridItem>
  );

  return (
    <AuthLayout
      area="admin"
      wide
      icon={<LuStore />}
      title="Cadastre seu restaurante"
      subtitle="Crie a sua loja em poucos minutos. Depois é só montar o cardápio e abrir."
      footer={
        <Stack align="center" gap="2" fontSize="sm">
          <Text color="fg.muted">
            Já tem cadastro?{' '}
            <RouterLink to="/admin/login" color="brand.fg" fontWeight="semibold">
              Entrar no painel
            </RouterLink>
          </Text>
        </Stack>
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="6">
          <Secao titulo="Seu restaurante" icone={<LuStore />}>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {campo(
                'nome',
                'Nome do restaurante',
                <Input
                  name="nome"
                  autoComplete="organization"
                  placeholder="Cantina da Nona"
                  rounded="lg"
                  value={dados.nome}
                  onChange={alterar('nome')}
                />,
                undefined,
                true,
              )}
              {campo(
                'cnpj',
                'CNPJ (opcional)',
                <Input
                  name="cnpj"
                  inputMode="numeric"
                  placeholder="00.000.000/0000-00"
                  rounded="lg"
                  maxLength={18}
                  value={dados.cnpj}
                  onChange={alterar('cnpj')}
                />,
              )}
              {campo(
                'telefone',
                'Telefone',
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
                </InputGroup>,
              )}
              {campo(
                'cidade',
                'Cidade',
                <InputGroup startElement={<LuMapPin />}>
                  <Input
                    name="cidade"
                    autoComplete="address-level2"
                    placeholder="Florianópolis"
                    rounded="lg"
                    value={dados.cidade}
                    onChange={alterar('cidade')}
                  />
                </InputGroup>,
                undefined,
                true,
              )}
            </Grid>
          </Secao>

          <Secao titulo="Seu acesso ao painel" icone={<LuUserRound />}>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {campo(
                'responsavel',
                'Seu nome',
                <Input
                  name="responsavel"
                  autoComplete="name"
                  placeholder="Giulia Rossi"
                  rounded="lg"
                  value={dados.responsavel}
                  onChange={alterar('responsavel')}
                />,
                undefined,
                true,
              )}
              {campo(
                'email',
                'Email',
                <EmailInput
                  autoComplete="username"
                  placeholder="voce@restaurante.com.br"
                  rounded="lg"
                  value={dados.email}
                  onChange={alterar('email')}
                />,
                'Enviaremos um link para confirmar.',
                true,
              )}
              {campo(
                'senha',
                'Senha',
                <PasswordInput
                  name="senha"
                  autoComplete="new-password"
                  placeholder="••••••"
                  rounded="lg"
                  startElement={<LuLock />}
                  value={dados.senha}
                  onChange={alterar('senha')}
                />,
                'Mínimo de 6 caracteres',
              )}
              {campo(
                'confirmarSenha',
                'Confirmar senha',
                <PasswordInput
                  name="confirmarSenha"
                  autoComplete="new-password"
                  placeholder="••••••"
                  rounded="lg"
                  startElement={<LuLock />}
                  value={dados.confirmarSenha}
                  onChange={alterar('confirmarSenha')}
                />,
              )}
            </Grid>
          </Secao>

          {emailEmUso && (
            <Alert.Root status="warning" rounded="xl" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>
                Este email já tem acesso a um painel.{' '}
                <RouterLink to="/admin/login" fontWeight="semibold">
                  Entrar
                </RouterLink>{' '}
                ou{' '}
                <RouterLink to="/admin/recuperar-senha" fontWeight="semibold">
                  recuperar a senha
                </RouterLink>
                .
              </Alert.Description>
            </Alert.Root>
          )}
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
            loadingText="Criando sua loja..."
          >
            <LuStore /> Criar minha loja
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            A loja começa fechada e vazia: nada fica público antes de você confirmar o email e abrir
            a loja.
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
