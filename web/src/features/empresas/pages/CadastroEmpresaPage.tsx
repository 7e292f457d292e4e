import { Alert, Input, InputGroup, Stack, Text, type InputProps } from '@chakra-ui/react';
import {
  cadastroEmpresaSchema,
  mascararCnpj,
  MENSAGENS_CADASTRO,
  type CadastroEmpresaInput,
} from '@cardapio/shared-events';
import { useState, type FormEvent } from 'react';
import { LuLock, LuMapPin, LuStore, LuUserRound } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
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
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [erro, setErro] = useState<string | null>(null);
  const [emailEmUso, setEmailEmUso] = useState(false);
  const { dados, ligar } = useCamposDoFormulario(VAZIO, MASCARAS, (campo) =>
    setErros(({ [campo]: _removido, ...resto }) => resto),
  );

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

  /** The field's check, as the form shows it. */
  const checagem = (nome: Campo) => ({ invalido: Boolean(erros[nome]), erro: erros[nome] });
  /** A plain text field of the grid; `largo` spans both columns. */
  const texto = (nome: Campo, rotulo: string, props: InputProps, largo = false) => (
    <CampoDoFormulario rotulo={rotulo} {...checagem(nome)} largo={largo}>
      <Input {...ligar(nome)} rounded="lg" {...props} />
    </CampoDoFormulario>
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
          <SecaoDoFormulario titulo="Seu restaurante" icone={<LuStore />}>
            <GradeDeCampos>
              {texto(
                'nome',
                'Nome do restaurante',
                { autoComplete: 'organization', placeholder: 'Cantina da Nona' },
                true,
              )}
              {texto('cnpj', 'CNPJ (opcional)', {
                inputMode: 'numeric',
                placeholder: '00.000.000/0000-00',
                maxLength: 18,
              })}
              <CampoDoFormulario rotulo="Telefone" {...checagem('telefone')}>
                <TelefoneInput {...ligar('telefone')} />
              </CampoDoFormulario>
              <CampoDoFormulario rotulo="Cidade" {...checagem('cidade')} largo>
                <InputGroup startElement={<LuMapPin />}>
                  <Input
                    {...ligar('cidade')}
                    autoComplete="address-level2"
                    placeholder="Florianópolis"
                    rounded="lg"
                  />
                </InputGroup>
              </CampoDoFormulario>
            </GradeDeCampos>
          </SecaoDoFormulario>

          <SecaoDoFormulario titulo="Seu acesso ao painel" icone={<LuUserRound />}>
            <GradeDeCampos>
              {texto(
                'responsavel',
                'Seu nome',
                { autoComplete: 'name', placeholder: 'Giulia Rossi' },
                true,
              )}
              <CampoDoFormulario
                rotulo="Email"
                {...checagem('email')}
                ajuda="Enviaremos um link para confirmar."
                largo
              >
                <EmailInput
                  {...ligar('email')}
                  autoComplete="username"
                  placeholder="voce@restaurante.com.br"
                  rounded="lg"
                />
              </CampoDoFormulario>
              <CampoDoFormulario
                rotulo="Senha"
                {...checagem('senha')}
                ajuda="Mínimo de 6 caracteres"
              >
                <NovaSenhaInput {...ligar('senha')} startElement={<LuLock />} />
              </CampoDoFormulario>
              <CampoDoFormulario rotulo="Confirmar senha" {...checagem('confirmarSenha')}>
                <NovaSenhaInput {...ligar('confirmarSenha')} startElement={<LuLock />} />
              </CampoDoFormulario>
            </GradeDeCampos>
          </SecaoDoFormulario>

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
          <ErroDoFormulario mensagem={erro} />
          <BotaoDeEnviar enviando={isLoading} textoEnviando="Criando sua loja...">
            <LuStore /> Criar minha loja
          </BotaoDeEnviar>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            A loja começa fechada e vazia: nada fica público antes de você confirmar o email e abrir
            a loja.
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
