import { Button } from '@chakra-ui/react';
import { LuLogIn, LuUserPlus, LuUserRound } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { StatusDialog } from '../../../components/StatusDialog';
import { lembrarRetorno } from '../../auth/retorno';
import { selectUsuario } from '../../auth/slice';

interface LoginNecessarioModalProps {
  empresaId: number;
  onFechar: () => void;
}

/** Login-required notice (customer-side §4): the return path /menu/{id} is remembered. */
export function LoginNecessarioModal({ empresaId, onFechar }: LoginNecessarioModalProps) {
  const navigate = useNavigate();
  // Logged in, but as staff or as another company's customer: that account cannot order here.
  const outraConta = Boolean(useAppSelector(selectUsuario));

  function ir(destino: 'login' | 'registro') {
    lembrarRetorno(`/menu/${empresaId}`);
    onFechar();
    void navigate(`/${destino}/${empresaId}`);
  }

  return (
    <StatusDialog
      aberto
      testId="login-necessario-modal"
      title="Faça login para continuar"
      tone={{ icon: <LuUserRound />, palette: 'brand' }}
      message="Para adicionar itens ao carrinho e fazer pedidos, entre na sua conta."
      hint={
        outraConta
          ? 'A conta conectada não faz pedidos neste estabelecimento. Entre com uma conta de cliente daqui ou crie uma nova.'
          : 'Ainda não tem cadastro? Crie sua conta em menos de um minuto.'
      }
      onFechar={onFechar}
      acoes={
        <>
          <Button colorPalette="brand" rounded="full" size="lg" onClick={() => ir('login')}>
            <LuLogIn /> Fazer Login
          </Button>
          <Button
            variant="outline"
            colorPalette="brand"
            rounded="full"
            size="lg"
            onClick={() => ir('registro')}
          >
            <LuUserPlus /> Criar Conta
          </Button>
        </>
      }
    />
  );
}
