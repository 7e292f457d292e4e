import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { MENSAGENS_CADASTRO } from '@cardapio/shared-events';
import { useEffect, useRef, useState } from 'react';
import { LuCircleAlert, LuCircleCheck, LuMailCheck } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AuthLayout } from '../../../components/AuthLayout';
import { selectEhAdmin } from '../../auth/slice';
import { useConfirmarCadastroMutation } from '../cadastroApi';

type Estado =
  | { tipo: 'confirmando' }
  | { tipo: 'confirmado'; mensagem: string }
  | { tipo: 'erro'; mensagem: string };

/**
 * The sign-up e-mail's link (/admin/confirmar-cadastro?empresa=…&token=…): confirms once, on
 * opening, and sends the owner on to the checklist (or to the login, in another browser).
 */
export function ConfirmarCadastroPage() {
  useDocumentTitle('Confirmar cadastro');
  const [parametros] = useSearchParams();
  const ehAdmin = useAppSelector(selectEhAdmin);
  const [confirmar] = useConfirmarCadastroMutation();
  const [estado, setEstado] = useState<Estado>({ tipo: 'confirmando' });
  // The token is spent on the first call: a second render never sends it again.
  const enviado = useRef(false);

  useEffect(() => {
    if (enviado.current) return;
    enviado.current = true;
    const empresa = Number(parametros.get('empresa'));
    const token = parametros.get('token') ?? '';
    confirmar({ empresa_id: empresa, token })
      .unwrap()
      .then(
        (r) => setEstado({ tipo: 'confirmado', mensagem: r.mensagem }),
        (falha: unknown) =>
          setEstado({
            tipo: 'erro',
            mensagem: mensagemDeErro(falha, MENSAGENS_CADASTRO.linkInvalido),
          }),
      );
  }, [confirmar, parametros]);

  const destino = ehAdmin ? '/dashboard' : '/admin/login';
  const acao = ehAdmin ? 'Continuar a configuração' : 'Entrar no painel';

  return (
    <AuthLayout
      area="admin"
      icon={<LuMailCheck />}
      title="Confirmação do cadastro"
      subtitle="O link que enviamos para o seu email."
    >
      <Stack gap="5" align="center" textAlign="center" aria-live="polite">
        {estado.tipo === 'confirmando' && (
          <>
            <Spinner size="lg" color="brand.solid" borderWidth="3px" />
            <Text color="fg.muted">Confirmando seu email...</Text>
          </>
        )}
        {estado.tipo === 'confirmado' && (
          <>
            <Box color="green.fg" fontSize="5xl">
              <LuCircleCheck />
            </Box>
            <Text fontSize="lg" fontWeight="bold" data-testid="cadastro-confirmado">
              {estado.mensagem}
            </Text>
            <Text color="fg.muted">
              No início do painel, o checklist mostra o que falta para abrir a loja.
            </Text>
          </>
        )}
        {estado.tipo === 'erro' && (
          <>
            <Box color="red.fg" fontSize="5xl">
              <LuCircleAlert />
            </Box>
            <Text fontSize="lg" fontWeight="bold" role="alert">
              {estado.mensagem}
            </Text>
            <Text color="fg.muted">
              Se você já confirmou, é só entrar no painel. Se o link venceu (ele vale 24 horas),
              entre no painel e peça um novo em &quot;Reenviar email&quot;.
            </Text>
          </>
        )}
        {estado.tipo !== 'confirmando' && (
          <Button asChild colorPalette="brand" rounded="xl" size="lg" w="full">
            <Link to={destino}>{acao}</Link>
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
