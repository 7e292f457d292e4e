import { alterarSenhaSchema, type ContaKind } from '@cardapio/shared-events';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound, LuLock } from 'react-icons/lu';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { ErroDoFormulario } from '../../../components/FormularioDeCadastro';
import { PasswordInput } from '../../../components/PasswordInput';
import { useAlterarSenhaMutation } from '../api';
import { iniciarSessao, iniciarSessaoGarcom } from '../session';
import { selectSessao } from '../slice';
import { validarNovaSenha } from '../validation';

interface AlterarSenhaDialogProps {
  aberto: boolean;
  /** Which signed-in session changes its password (the staff and the customer share a slot). */
  conta: ContaKind;
  onFechar: () => void;
}

const VAZIO = { atual: '', nova: '', confirmacao: '' };

/** Each field's input: its form name, what the browser may fill in, and its icon. */
const ENTRADAS = {
  atual: { name: 'senha_atual', autoComplete: 'current-password', startElement: <LuKeyRound /> },
  nova: { name: 'nova_senha', autoComplete: 'new-password', startElement: <LuLock /> },
  confirmacao: { name: 'confirmar_senha', autoComplete: 'new-password', startElement: <LuLock /> },
};

/**
 * 'Alterar senha': the current password again, then the new one twice. On success the server
 * ends the account's other sessions and answers a new token, kept here so this one goes on.
 */
export function AlterarSenhaDialog({ aberto, conta, onFechar }: AlterarSenhaDialogProps) {
  const dispatch = useAppDispatch();
  const sessao = useAppSelector(selectSessao);
  const [alterar, { isLoading }] = useAlterarSenhaMutation();
  const [campos, setCampos] = useState(VAZIO);
  const [erro, setErro] = useState<string | null>(null);
  const [tentou, setTentou] = useState(false);

  function fechar() {
    setCampos(VAZIO);
    setErro(null);
    setTentou(false);
    onFechar();
  }

  async function salvar() {
    setTentou(true);
    const entrada = alterarSenhaSchema.safeParse({
      senha_atual: campos.atual,
      nova_senha: campos.nova,
    });
    const problema =
      (!campos.atual && 'Digite sua senha atual') ||
      (!campos.nova || !campos.confirmacao ? 'Preencha todos os campos' : null) ||
      validarNovaSenha(campos.nova, campos.confirmacao) ||
      (entrada.success ? null : (entrada.error.issues[0]?.message ?? 'Verifique os campos'));
    if (problema || !entrada.success) return setErro(problema || 'Verifique os campos');
    setErro(null);
    try {
      const { token, mensagem } = await alterar({ ...entrada.data, conta }).unwrap();
      if (conta === 'garcom' && sessao.garcom)
        dispatch(iniciarSessaoGarcom({ token, garcom: sessao.garcom }));
      else if (sessao.usuario) dispatch(iniciarSessao({ token, usuario: sessao.usuario }));
      notify.success(mensagem, { acao: 'alterar-senha' });
      fechar();
    } catch (falha) {
      const mensagem = mensagemDeErro(falha, 'Erro ao alterar senha');
      setErro(mensagem);
      setCampos((c) => ({ ...c, atual: '' }));
    }
  }

  const campo = (nome: keyof typeof VAZIO) => ({
    ...ENTRADAS[nome],
    value: campos[nome],
    onChange: (e: { target: { value: string } }) =>
      setCampos((c) => ({ ...c, [nome]: e.target.value })),
  });

  return (
    <FormDialog
      aberto={aberto}
      titulo="Alterar senha"
      descricao="Seus outros aparelhos saem da conta."
      salvar="Alterar senha"
      salvando={isLoading}
      onSalvar={() => void salvar()}
      onFechar={fechar}
      testId="alterar-senha"
    >
      <Stack gap="4">
        <FormField label="Senha atual" invalid={tentou && !campos.atual}>
          <PasswordInput rounded="xl" {...campo('atual')} />
        </FormField>
        <FormField
          label="Nova senha"
          invalid={tentou && !campos.nova}
          helper="Mínimo de 6 caracteres"
        >
          <PasswordInput rounded="xl" {...campo('nova')} />
        </FormField>
        <FormField
          label="Confirmar nova senha"
          invalid={tentou && (!campos.confirmacao || campos.confirmacao !== campos.nova)}
        >
          <PasswordInput rounded="xl" {...campo('confirmacao')} />
        </FormField>
        <ErroDoFormulario mensagem={erro} />
      </Stack>
    </FormDialog>
  );
}
