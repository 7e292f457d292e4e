import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowLeft, LuConciergeBell, LuInfo } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AuthLayout } from '../../../components/AuthLayout';
import { BotaoDeEnviar, ErroDoFormulario } from '../../../components/FormularioDeCadastro';
import { RouterLink } from '../../../components/RouterLink';
import { useGarcomLoginMutation } from '../api';
import { CredenciaisFields, EsqueciASenha } from '../components/CredenciaisFields';
import { iniciarSessaoGarcom } from '../session';

export function GarcomLoginPage() {
  useDocumentTitle('Área do Garçom');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useGarcomLoginMutation();

  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [tentou, setTentou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  async function entrar(evento: FormEvent) {
    evento.preventDefault();
    setTentou(true);
    if (!email.trim() || !senha) {
      setErro('Preencha todos os campos');
      return;
    }
    setErro(null);
    try {
      const resposta = await login({ email: email.trim(), senha }).unwrap();
      dispatch(iniciarSessaoGarcom(resposta));
      notify.success('Login realizado com sucesso!', { acao: 'entrar' });
      navigate('/garcom/dashboard', { replace: true });
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Erro ao fazer login');
      setSenha('');
      setErro(mensagem);
      notify.error(mensagem, { acao: 'entrar' });
    }
  }

  return (
    <AuthLayout
      area="garcom"
      icon={<LuConciergeBell />}
      title="Área do Garçom"
      subtitle="Entre para atender mesas e comandas."
      footer={
        <HStack justify="center">
          <RouterLink to="/menu/1" color="fg.muted" fontWeight="medium" fontSize="sm">
            <LuArrowLeft /> Voltar ao cardápio
          </RouterLink>
        </HStack>
      }
    >
      <form onSubmit={entrar} noValidate>
        <Stack gap="4">
          <CredenciaisFields
            email={email}
            senha={senha}
            onEmailChange={setEmail}
            onSenhaChange={setSenha}
            emailInvalido={tentou && !email.trim()}
            senhaInvalida={tentou && !senha && !erro}
            emailPlaceholder="garcom@restaurante.com.br"
            emailAutoComplete="username"
          />
          <EsqueciASenha para="/garcom/recuperar-senha">Esqueci minha senha</EsqueciASenha>
          <ErroDoFormulario mensagem={erro} />
          <BotaoDeEnviar enviando={isLoading} textoEnviando="Entrando..." mt="1">
            <LuConciergeBell /> Entrar como Garçom
          </BotaoDeEnviar>
        </Stack>
      </form>
      <HStack
        mt="6"
        gap="3"
        align="flex-start"
        rounded="xl"
        bg="bg.muted"
        px="4"
        py="3"
        color="fg.muted"
        fontSize="sm"
      >
        <Box mt="0.5" color="brand.fg">
          <LuInfo />
        </Box>
        <Text>
          Ainda não tem acesso? Fale com o administrador do estabelecimento para criar sua conta.
        </Text>
      </HStack>
    </AuthLayout>
  );
}
