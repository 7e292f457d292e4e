import type { ContaKind } from '@cardapio/shared-events';
import { Box, Button, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  LuArrowLeft,
  LuKeyRound,
  LuLock,
  LuMailCheck,
  LuRotateCcw,
  LuSend,
  LuShieldCheck,
} from 'react-icons/lu';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { AuthLayout, type AuthArea } from '../../../components/AuthLayout';
import { FormField } from '../../../components/FormField';
import {
  BotaoDeEnviar,
  ErroDoFormulario,
  NovaSenhaInput,
} from '../../../components/FormularioDeCadastro';
import { EmailInput } from '../../../components/EmailInput';
import { RouterLink } from '../../../components/RouterLink';
import { empresaIdDaRota } from '../../empresas/api';
import { LojaDaRota } from '../../empresas/LojaDaRota';
import { useLojaDaPagina } from '../../empresas/marca';
import { useRecuperarSenhaMutation, useRedefinirSenhaMutation } from '../api';
import { emailValido, validarNovaSenha } from '../validation';

type Etapa = 'solicitar' | 'enviado' | 'redefinir';

/**
 * Each kind of account recovers on its own page (the token of one never resets another): the
 * customer's at /recuperar-senha/{empresaId}, staff's at /admin/recuperar-senha, the waiter's at
 * /garcom/recuperar-senha. Each goes back to its own login.
 */
const PAGINA_DA_CONTA: Record<
  ContaKind,
  { area: AuthArea; login: (sufixo: string) => string; placeholder: string; quem: string }
> = {
  cliente: {
    area: 'cliente',
    login: (sufixo) => `/login${sufixo}`,
    placeholder: 'seu@email.com',
    quem: 'da sua conta',
  },
  equipe: {
    area: 'admin',
    login: () => '/admin/login',
    placeholder: 'voce@restaurante.com.br',
    quem: 'que você usa para entrar no painel',
  },
  garcom: {
    area: 'garcom',
    login: () => '/garcom/login',
    placeholder: 'garcom@restaurante.com.br',
    quem: 'que você usa na Área do Garçom',
  },
};

/** Password recovery; a customer's under a company's path only for a company that exists. */
export function RecuperarSenhaPage({ tipo = 'cliente' }: { tipo?: ContaKind }) {
  return (
    <LojaDaRota>
      <RecuperarSenha tipo={tipo} />
    </LojaDaRota>
  );
}

function RecuperarSenha({ tipo }: { tipo: ContaKind }) {
  const pagina = PAGINA_DA_CONTA[tipo];
  const { empresaId: param } = useParams();
  const [busca] = useSearchParams();
  const tokenDaUrl = busca.get('token')?.trim() ?? '';
  const empresaId = empresaIdDaRota(param);
  const sufixo = param ? `/${param}` : '';
  const login = pagina.login(sufixo);
  const navigate = useNavigate();

  const [etapa, setEtapa] = useState<Etapa>(tokenDaUrl ? 'redefinir' : 'solicitar');
  const [email, setEmail] = useState('');
  const [token, setToken] = useState(tokenDaUrl);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [tentou, setTentou] = useState(false);

  const [solicitar, solicitacao] = useRecuperarSenhaMutation();
  const [redefinir, redefinicao] = useRedefinirSenhaMutation();

  const titulo = etapa === 'redefinir' ? 'Redefinir Senha' : 'Recuperar Senha';
  // Only a customer's page belongs to a store; staff and waiters recover on the product's page.
  const { loja } = useLojaDaPagina(
    tipo === 'cliente' ? param : undefined,
    titulo,
    (nome) => `${etapa === 'redefinir' ? 'Nova senha' : 'Recuperar senha'} em ${nome}`,
  );

  function irPara(proxima: Etapa) {
    setErro(null);
    setTentou(false);
    setEtapa(proxima);
  }

  async function pedirLink(evento: FormEvent) {
    evento.preventDefault();
    setTentou(true);
    if (!email.trim()) return setErro('Digite seu email');
    if (!emailValido(email)) return setErro('Por favor, insira um email válido.');
    setErro(null);
    try {
      await solicitar({ email: email.trim(), empresa_id: empresaId, tipo }).unwrap();
      notify.success('Email de recuperação enviado! Verifique sua caixa de entrada.', {
        acao: 'recuperar-senha',
      });
      irPara('enviado');
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Erro ao solicitar recuperação de senha');
      setErro(mensagem);
      notify.error(mensagem, { acao: 'recuperar-senha' });
    }
  }

  async function trocarSenha(evento: FormEvent) {
    evento.preventDefault();
    setTentou(true);
    if (!token.trim() || !senha || !confirmacao) return setErro('Preencha todos os campos');
    const problema = validarNovaSenha(senha, confirmacao);
    if (problema) return setErro(problema);
    setErro(null);
    try {
      await redefinir({ token: token.trim(), nova_senha: senha, tipo }).unwrap();
      notify.success('Senha redefinida com sucesso!', { acao: 'recuperar-senha' });
      navigate(login, { replace: true });
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Erro ao redefinir senha');
      setErro(mensagem);
      notify.error(mensagem, { acao: 'recuperar-senha' });
    }
  }

  const voltar = (
    <Stack align="center" gap="2" fontSize="sm">
      <RouterLink to={login} color="fg.muted" fontWeight="medium">
        <LuArrowLeft /> Voltar ao login
      </RouterLink>
    </Stack>
  );

  const comum = { area: pagina.area, loja, footer: voltar };

  if (etapa === 'enviado') {
    return (
      <AuthLayout
        {...comum}
        icon={<LuMailCheck />}
        title="Email Enviado!"
        subtitle="Confira sua caixa de entrada (e a pasta de spam)."
      >
        <Stack gap="5">
          <Box rounded="xl" bg="bg.muted" p="4">
            <Text fontSize="sm">
              Se houver uma conta com{' '}
              <Text as="strong" fontWeight="bold" wordBreak="break-all">
                {email.trim()}
              </Text>
              , você receberá um link para criar uma nova senha. Abra o link ou copie o token
              enviado no email.
            </Text>
          </Box>
          <Stack gap="3">
            <Button
              colorPalette="brand"
              size="lg"
              rounded="xl"
              fontWeight="bold"
              onClick={() => irPara('redefinir')}
            >
              <LuKeyRound /> Já tenho o token
            </Button>
            <Button
              variant="outline"
              size="lg"
              rounded="xl"
              onClick={() => {
                setEmail('');
                irPara('solicitar');
              }}
            >
              <LuRotateCcw /> Enviar para outro email
            </Button>
          </Stack>
        </Stack>
      </AuthLayout>
    );
  }

  if (etapa === 'redefinir') {
    return (
      <AuthLayout
        {...comum}
        icon={<LuShieldCheck />}
        title="Redefinir Senha"
        subtitle="Informe o token recebido por email e escolha uma nova senha."
      >
        <form onSubmit={trocarSenha} noValidate>
          <Stack gap="4">
            <FormField label="Token" invalid={tentou && !token.trim()}>
              <InputGroup startElement={<LuKeyRound />}>
                <Input
                  name="token"
                  autoComplete="one-time-code"
                  placeholder="Cole aqui o token do email"
                  rounded="xl"
                  size="lg"
                  fontFamily={token ? 'mono' : undefined}
                  fontSize={token ? 'sm' : undefined}
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                />
              </InputGroup>
            </FormField>
            <FormField
              label="Nova senha"
              invalid={tentou && !senha}
              helper="Mínimo de 6 caracteres"
            >
              <SenhaNova name="nova_senha" value={senha} onAlterar={setSenha} />
            </FormField>
            <FormField
              label="Confirmar nova senha"
              invalid={tentou && (!confirmacao || (confirmacao !== '' && confirmacao !== senha))}
            >
              <SenhaNova name="confirmar_senha" value={confirmacao} onAlterar={setConfirmacao} />
            </FormField>
            <ErroDoFormulario mensagem={erro} />
            <BotaoDeEnviar enviando={redefinicao.isLoading} textoEnviando="Salvando...">
              <LuShieldCheck /> Redefinir senha
            </BotaoDeEnviar>
            {!tokenDaUrl && (
              <Button variant="ghost" rounded="xl" onClick={() => irPara('solicitar')}>
                Não recebi o email
              </Button>
            )}
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      {...comum}
      icon={<LuKeyRound />}
      title="Recuperar Senha"
      subtitle={`Digite o email ${pagina.quem} e enviaremos um link para criar uma nova senha.`}
    >
      <form onSubmit={pedirLink} noValidate>
        <Stack gap="4">
          <FormField label="Email" invalid={tentou && !email.trim()}>
            <EmailInput
              autoComplete="email"
              placeholder={pagina.placeholder}
              rounded="xl"
              size="lg"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <ErroDoFormulario mensagem={erro} />
          <BotaoDeEnviar enviando={solicitacao.isLoading} textoEnviando="Enviando...">
            <LuSend /> Enviar link de recuperação
          </BotaoDeEnviar>
          <Button variant="ghost" rounded="xl" onClick={() => irPara('redefinir')}>
            Já tenho o token
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

interface SenhaNovaProps {
  name: string;
  value: string;
  onAlterar: (valor: string) => void;
}

/** A new password (or its confirmation) of this page: large, with a lock. */
function SenhaNova({ onAlterar, ...props }: SenhaNovaProps) {
  return (
    <NovaSenhaInput
      {...props}
      onChange={(e) => onAlterar(e.target.value)}
      rounded="xl"
      size="lg"
      startElement={<LuLock />}
    />
  );
}
