import type { StatusTone } from '../../components/StatusDialog';
import { mensagemDoServidor, statusDoErro } from '../../app/http';

export const ACESSO_SOMENTE_ADMIN =
  'Acesso negado. Apenas administradores podem acessar esta área.';

export interface FalhaDeLogin {
  titulo: string;
  mensagem: string;
  dica?: string;
  tom: StatusTone;
  /** Stays on screen until dismissed (customer-side §8); others close by themselves. */
  persistente: boolean;
  /** Server or connection trouble: the button turns red and a banner appears. */
  problemaDeConexao: boolean;
}

/** A customer (nivel not admin) at the administrator login. */
export const ACESSO_SOMENTE_ADMIN_FALHA: FalhaDeLogin = {
  titulo: 'Acesso Negado',
  mensagem: ACESSO_SOMENTE_ADMIN,
  dica: 'Clientes entram pela Área do Cliente.',
  tom: 'blocked',
  persistente: true,
  problemaDeConexao: false,
};

/** Login error modal of the customer (and, with `admin`, the administrator): customer-side §8. */
export function falhaDeLogin(erro: unknown, area: 'cliente' | 'admin' = 'cliente'): FalhaDeLogin {
  const status = statusDoErro(erro);
  const doServidor = mensagemDoServidor(erro);

  switch (status) {
    case 401: {
      if (area === 'admin') {
        const texto = (doServidor ?? '').toLowerCase();
        if (texto.includes('usuário não encontrado')) {
          return {
            titulo: 'Usuário Não Encontrado',
            mensagem: 'Usuário não encontrado',
            dica: 'Confira o email informado ou fale com o responsável pelo estabelecimento.',
            tom: 'error',
            persistente: true,
            problemaDeConexao: false,
          };
        }
        return {
          titulo: 'Credenciais Incorretas',
          mensagem: texto.includes('senha incorreta') ? 'Senha incorreta' : 'Credenciais inválidas',
          dica: 'Confira seu email e sua senha e tente novamente.',
          tom: 'error',
          persistente: true,
          problemaDeConexao: false,
        };
      }
      return {
        titulo: 'Credenciais Incorretas',
        mensagem: 'Email ou senha incorretos',
        dica: 'Confira seu email e sua senha e tente novamente.',
        tom: 'error',
        persistente: true,
        problemaDeConexao: false,
      };
    }
    case 400:
      return {
        titulo: 'Dados Inválidos',
        mensagem: doServidor ?? 'Dados inválidos',
        tom: 'warning',
        persistente: false,
        problemaDeConexao: false,
      };
    case 403:
      return area === 'admin'
        ? ACESSO_SOMENTE_ADMIN_FALHA
        : {
            titulo: 'Acesso Negado',
            mensagem: 'Acesso negado. Sua conta pode estar desativada',
            dica: 'Se você acredita que isso é um engano, fale com o estabelecimento.',
            tom: 'blocked',
            persistente: true,
            problemaDeConexao: false,
          };
    case 404:
      return {
        titulo: 'Serviço Não Encontrado',
        mensagem: doServidor ?? 'Erro de conexão',
        dica: 'O serviço de login não respondeu. Tente novamente em instantes.',
        tom: 'server',
        persistente: false,
        problemaDeConexao: true,
      };
    case 429:
      return {
        titulo: 'Muitas Tentativas',
        mensagem: doServidor ?? 'Muitas tentativas de login. Tente novamente em alguns minutos.',
        dica: 'Por segurança, aguarde alguns minutos antes de tentar de novo.',
        tom: 'time',
        persistente: true,
        problemaDeConexao: false,
      };
    case 500:
      return {
        titulo: 'Erro do Servidor',
        mensagem: 'Erro interno do servidor',
        dica: 'Estamos com uma instabilidade. Tente novamente em instantes.',
        tom: 'server',
        persistente: false,
        problemaDeConexao: true,
      };
    case 503:
      return {
        titulo: 'Serviço Indisponível',
        mensagem: 'Serviço temporariamente indisponível',
        dica: 'Tente novamente em alguns minutos.',
        tom: 'server',
        persistente: false,
        problemaDeConexao: true,
      };
    case 'rede':
      return {
        titulo: 'Sem Conexão',
        mensagem: 'Sem conexão com o servidor',
        dica: 'Verifique sua internet e tente novamente.',
        tom: 'offline',
        persistente: true,
        problemaDeConexao: true,
      };
    case 'timeout':
      return {
        titulo: 'Tempo Esgotado',
        mensagem: 'Sem conexão com o servidor',
        dica: 'O servidor demorou demais para responder. Tente novamente.',
        tom: 'time',
        persistente: false,
        problemaDeConexao: true,
      };
    case 'desconhecido':
      return {
        titulo: 'Erro de Conexão',
        mensagem: 'Erro ao fazer login',
        tom: 'error',
        persistente: false,
        problemaDeConexao: false,
      };
    default:
      return {
        titulo: 'Erro de Conexão',
        mensagem: doServidor ?? 'Erro de conexão',
        tom: status >= 500 ? 'server' : 'error',
        persistente: false,
        problemaDeConexao: status >= 500,
      };
  }
}
