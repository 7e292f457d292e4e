import { useState, type FormEvent } from 'react';
import type { LoginResposta } from '@cardapio/shared-events';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { falhaDeLogin, type FalhaDeLogin } from '../errors';
import { primeiroNome } from '../retorno';
import { iniciarSessao } from '../session';
import { validarLogin } from '../validation';
import { useFalhaDeLogin } from './useFalhaDeLogin';
import { useRedirecionarDepois } from './useRedirecionar';

interface LoginFormOptions {
  area: 'cliente' | 'admin';
  enviar: (credenciais: { email: string; senha: string }) => Promise<LoginResposta>;
  /** A failure to show for an answer that must be refused anyway, or null to accept it. */
  recusar?: (resposta: LoginResposta) => FalhaDeLogin | null;
  /** Where to go 1.5 s after a successful login. */
  destino: () => string;
}

/**
 * The customer and administrator login flow: validation toasts, the error modal by status,
 * the password cleared on failure, then the session, the success modal and the redirect.
 */
export function useLoginForm({ area, enviar, recusar, destino }: LoginFormOptions) {
  const dispatch = useAppDispatch();
  const redirecionar = useRedirecionarDepois();
  const erro = useFalhaDeLogin();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [tentou, setTentou] = useState(false);
  const [bemVindo, setBemVindo] = useState<string | null>(null);

  async function entrar(evento: FormEvent) {
    evento.preventDefault();
    setTentou(true);
    const aviso = validarLogin(email, senha);
    if (aviso) {
      notify.warning({ title: aviso.titulo, description: aviso.mensagem }, { acao: 'entrar' });
      return;
    }
    try {
      const resposta = await enviar({ email: email.trim(), senha });
      const recusa = recusar?.(resposta);
      if (recusa) {
        setSenha('');
        erro.mostrar(recusa);
        return;
      }
      dispatch(iniciarSessao(resposta));
      erro.limpar();
      setBemVindo(primeiroNome(resposta.usuario.nome));
      redirecionar(destino());
    } catch (falha) {
      setSenha('');
      erro.mostrar(falhaDeLogin(falha, area));
    }
  }

  return {
    bemVindo,
    erro,
    entrar,
    /** Spread into <CredenciaisFields>. */
    campos: {
      email,
      senha,
      onEmailChange: setEmail,
      onSenhaChange: setSenha,
      emailInvalido: tentou && !email.trim(),
      senhaInvalida: tentou && !senha && !erro.aberta,
    },
  };
}
