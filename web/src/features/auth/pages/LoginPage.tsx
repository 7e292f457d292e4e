import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuLogIn, LuUserRound } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '../../../components/AuthLayout';
import { BotaoDeEnviar } from '../../../components/FormularioDeCadastro';
import { RouterLink } from '../../../components/RouterLink';
import { empresaIdDaRota } from '../../empresas/api';
import { LojaDaRota } from '../../empresas/LojaDaRota';
import { useLojaDaPagina } from '../../empresas/marca';
import { useLoginMutation } from '../api';
import { CredenciaisFields, EsqueciASenha } from '../components/CredenciaisFields';
import { ConnectionBanner, LoginErrorDialog, SuccessDialog } from '../components/LoginFeedback';
import { useLoginForm } from '../components/useLoginForm';
import { consumirRetorno } from '../retorno';

/** The customer's login; under a company's path, only for a company that exists. */
export function LoginPage() {
  return (
    <LojaDaRota>
      <Login />
    </LojaDaRota>
  );
}

function Login() {
  const { empresaId: param } = useParams();
  const { loja } = useLojaDaPagina(param, 'Área do Cliente', (nome) => `Entrar em ${nome}`);
  const empresaId = empresaIdDaRota(param);
  const sufixo = param ? `/${param}` : '';
  const [login, { isLoading }] = useLoginMutation();
  const form = useLoginForm({
    area: 'cliente',
    enviar: (credenciais) => login({ ...credenciais, empresa_id: empresaId }).unwrap(),
    destino: () => consumirRetorno() ?? (param ? `/menu/${param}` : '/'),
  });
  const { erro } = form;

  return (
    <AuthLayout
      area="cliente"
      loja={loja}
      icon={<LuUserRound />}
      title="Área do Cliente"
      subtitle="Entre com seu email e senha para fazer seus pedidos."
      banner={erro.problemaDeConexao ? <ConnectionBanner /> : undefined}
      footer={
        <HStack justify="center">
          <RouterLink
            to={param ? `/menu/${param}` : '/'}
            color="fg.muted"
            fontWeight="medium"
            fontSize="sm"
          >
            <LuArrowLeft /> Voltar ao Menu
          </RouterLink>
        </HStack>
      }
    >
      <form onSubmit={form.entrar} noValidate>
        <Stack gap="4">
          <CredenciaisFields
            {...form.campos}
            emailPlaceholder="seu@email.com"
            emailAutoComplete="email"
          />
          <EsqueciASenha para={`/recuperar-senha${sufixo}`}>Esqueceu a senha?</EsqueciASenha>
          <BotaoDeEnviar
            enviando={isLoading}
            textoEnviando="Entrando..."
            paleta={erro.problemaDeConexao ? 'red' : 'brand'}
          >
            <LuLogIn /> Entrar
          </BotaoDeEnviar>
        </Stack>
      </form>

      <HStack my="6" gap="3">
        <Separator flex="1" />
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          Novo por aqui?
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline" size="lg" rounded="xl" w="full" fontWeight="semibold">
        <Link to={`/registro${sufixo}`}>Criar Conta</Link>
      </Button>

      <LoginErrorDialog falha={erro.falha} aberta={erro.aberta} onFechar={erro.fechar} />
      <SuccessDialog
        aberto={form.bemVindo !== null}
        title="Login realizado com sucesso!"
        message={form.bemVindo ? `Que bom ter você de volta, ${form.bemVindo}!` : undefined}
      />
    </AuthLayout>
  );
}
