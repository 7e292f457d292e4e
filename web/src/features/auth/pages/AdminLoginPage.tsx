import { HStack, Stack, Text } from '@chakra-ui/react';
import { LuLayoutDashboard, LuShieldCheck } from 'react-icons/lu';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AuthLayout } from '../../../components/AuthLayout';
import { BotaoDeEnviar } from '../../../components/FormularioDeCadastro';
import { RouterLink } from '../../../components/RouterLink';
import { useAdminLoginMutation } from '../api';
import { CredenciaisFields, EsqueciASenha } from '../components/CredenciaisFields';
import { ConnectionBanner, LoginErrorDialog, SuccessDialog } from '../components/LoginFeedback';
import { useLoginForm } from '../components/useLoginForm';
import { ACESSO_SOMENTE_ADMIN_FALHA } from '../errors';

export function AdminLoginPage() {
  useDocumentTitle('Área Administrativa');
  const [login, { isLoading }] = useAdminLoginMutation();
  const form = useLoginForm({
    area: 'admin',
    enviar: (credenciais) => login(credenciais).unwrap(),
    // Customer-side §4: a non-admin user is rejected even if the server let it through.
    recusar: (resposta) => (resposta.usuario.nivel !== 'admin' ? ACESSO_SOMENTE_ADMIN_FALHA : null),
    destino: () => '/dashboard',
  });
  const { erro } = form;

  return (
    <AuthLayout
      area="admin"
      icon={<LuShieldCheck />}
      title="Área Administrativa"
      subtitle="Acesso restrito à equipe do estabelecimento."
      banner={erro.problemaDeConexao ? <ConnectionBanner /> : undefined}
      footer={
        <Stack align="center" gap="2" fontSize="sm">
          <HStack gap="1.5" wrap="wrap" justify="center">
            <Text color="fg.muted">Tem um restaurante?</Text>
            <RouterLink to="/admin/cadastro" color="brand.fg" fontWeight="semibold">
              Cadastre seu restaurante
            </RouterLink>
          </HStack>
          <HStack gap="1.5" wrap="wrap" justify="center">
            <Text color="fg.muted">É cliente?</Text>
            <RouterLink to="/login" color="brand.fg" fontWeight="semibold">
              Ir para a Área do Cliente
            </RouterLink>
          </HStack>
        </Stack>
      }
    >
      <form onSubmit={form.entrar} noValidate>
        <Stack gap="4">
          <CredenciaisFields
            {...form.campos}
            emailPlaceholder="voce@restaurante.com.br"
            emailAutoComplete="username"
          />
          <EsqueciASenha para="/admin/recuperar-senha">Esqueci minha senha</EsqueciASenha>
          <BotaoDeEnviar
            enviando={isLoading}
            textoEnviando="Entrando..."
            paleta={erro.problemaDeConexao ? 'red' : 'brand'}
          >
            <LuLayoutDashboard /> Acessar Dashboard
          </BotaoDeEnviar>
        </Stack>
      </form>
      <LoginErrorDialog falha={erro.falha} aberta={erro.aberta} onFechar={erro.fechar} />
      <SuccessDialog
        aberto={form.bemVindo !== null}
        title="Login realizado com sucesso!"
        message={form.bemVindo ? `Bom trabalho hoje, ${form.bemVindo}!` : undefined}
      />
    </AuthLayout>
  );
}
