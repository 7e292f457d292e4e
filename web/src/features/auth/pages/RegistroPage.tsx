import { Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowLeft, LuLock, LuMapPin, LuUserPlus } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { AuthLayout } from '../../../components/AuthLayout';
import { EmailInput } from '../../../components/EmailInput';
import {
  BotaoDeEnviar,
  CampoDoFormulario,
  ErroDoFormulario,
  GradeDeCampos,
  NovaSenhaInput,
  SecaoDoFormulario,
  TelefoneInput,
  useCamposDoFormulario,
} from '../../../components/FormularioDeCadastro';
import { RouterLink } from '../../../components/RouterLink';
import { empresaIdDaRota } from '../../empresas/api';
import { LojaDaRota } from '../../empresas/LojaDaRota';
import { useLojaDaPagina } from '../../empresas/marca';
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

const MASCARAS = { telefone: mascararTelefone, cep: mascararCep };

/** A plain text field of the form: which value, its label and its input's hints. */
interface CampoDeTexto extends Pick<InputProps, 'autoComplete' | 'inputMode' | 'maxLength'> {
  campo: Campo;
  rotulo: string;
  placeholder: string;
}

const SEUS_DADOS: CampoDeTexto[] = [
  { campo: 'nome', rotulo: 'Nome', autoComplete: 'given-name', placeholder: 'Maria' },
  { campo: 'sobrenome', rotulo: 'Sobrenome', autoComplete: 'family-name', placeholder: 'Silva' },
];

const ENDERECO: CampoDeTexto[] = [
  { campo: 'rua', rotulo: 'Rua', autoComplete: 'address-line1', placeholder: 'Rua das Flores' },
  { campo: 'numero_casa', rotulo: 'Número', inputMode: 'numeric', placeholder: '123' },
  { campo: 'bairro', rotulo: 'Bairro', autoComplete: 'address-level3', placeholder: 'Centro' },
  {
    campo: 'cep',
    rotulo: 'CEP',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    placeholder: '88000-000',
    maxLength: 9,
  },
];

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

  const { dados, ligar } = useCamposDoFormulario(VAZIO, MASCARAS);
  const [tentou, setTentou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [criado, setCriado] = useState<string | null>(null);

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

  const campoDeTexto = ({ campo, rotulo, ...entrada }: CampoDeTexto) => (
    <CampoDoFormulario key={campo} rotulo={rotulo} invalido={vazio(campo)}>
      <Input {...ligar(campo)} {...entrada} rounded="lg" />
    </CampoDoFormulario>
  );

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
          <SecaoDoFormulario titulo="Seus dados" icone={<LuUserPlus />}>
            <GradeDeCampos>
              {SEUS_DADOS.map(campoDeTexto)}
              <CampoDoFormulario rotulo="Email" invalido={vazio('email')} largo>
                <EmailInput
                  {...ligar('email')}
                  autoComplete="email"
                  placeholder="seu@email.com"
                  rounded="lg"
                />
              </CampoDoFormulario>
              <CampoDoFormulario rotulo="Telefone" invalido={vazio('telefone')} largo>
                <TelefoneInput {...ligar('telefone')} />
              </CampoDoFormulario>
            </GradeDeCampos>
          </SecaoDoFormulario>

          <SecaoDoFormulario titulo="Senha" icone={<LuLock />}>
            <GradeDeCampos>
              <CampoDoFormulario
                rotulo="Senha"
                invalido={vazio('senha')}
                ajuda="Mínimo de 6 caracteres"
              >
                <NovaSenhaInput {...ligar('senha')} />
              </CampoDoFormulario>
              <CampoDoFormulario
                rotulo="Confirmar senha"
                invalido={vazio('confirmarSenha') || senhasDiferentes}
              >
                <NovaSenhaInput {...ligar('confirmarSenha')} />
              </CampoDoFormulario>
            </GradeDeCampos>
          </SecaoDoFormulario>

          <SecaoDoFormulario titulo="Endereço de entrega" icone={<LuMapPin />}>
            <GradeDeCampos templateColumns={{ base: '1fr 7rem', sm: '1fr 8rem' }}>
              {ENDERECO.map(campoDeTexto)}
            </GradeDeCampos>
          </SecaoDoFormulario>

          <ErroDoFormulario mensagem={erro} />
          <BotaoDeEnviar enviando={isLoading} textoEnviando="Criando conta...">
            <LuUserPlus /> Criar Conta
          </BotaoDeEnviar>
        </Stack>
      </form>
      <SuccessDialog
        aberto={criado !== null}
        title="Conta criada com sucesso!"
        message={criado ? `Boas-vindas, ${criado}! Sua conta já está pronta.` : undefined}
      />
    </AuthLayout>
  );
}
