import type { FreteResultado } from '@cardapio/shared-events';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import {
  abrirPainel,
  fecharPainel,
  selectPainel,
  type PainelDaLoja,
} from '../../cardapio/painelDaLoja';
import { useCarrinhoDaLoja, useInfoFreteQuery } from '../api';
import {
  chaveDoEndereco,
  enderecoInicial,
  type CampoDoEndereco,
  type EnderecoForm,
  type EstadoDeEntrega,
} from '../entrega';
import {
  carregarEntregaGratis,
  useAvisoDeEntregaGratis,
  useAvisoDeExpiracao,
  useExpiracaoDoCarrinho,
  useSocketDoCarrinho,
} from '../useClienteAoVivo';

/* Every panel is its own chunk: the menu's first load carries none of them. */
const carregarCarrinho = () => import('./CarrinhoDrawer');
const CarrinhoDrawer = lazy(async () => ({ default: (await carregarCarrinho()).CarrinhoDrawer }));
const PagamentoDialog = lazy(async () => ({
  default: (await import('./PagamentoDialog')).PagamentoDialog,
}));
const EntregaGratisDialog = lazy(async () => ({
  default: (await carregarEntregaGratis()).EntregaGratisDialog,
}));
const PedidosDialog = lazy(async () => ({
  default: (await import('../../pedidos/components/PedidosDialog')).PedidosDialog,
}));
const PerfilDialog = lazy(async () => ({
  default: (await import('../../auth/components/PerfilDialog')).PerfilDialog,
}));
const PersonalizarDialog = lazy(async () => ({
  default: (await import('./PersonalizarDialog')).PersonalizarDialog,
}));
const ChamarGarcomDialog = lazy(async () => ({
  default: (await import('../../chamadas/components/ChamarGarcomDialog')).ChamarGarcomDialog,
}));

const PAINEIS = [
  'carrinho',
  'pagamento',
  'pedidos',
  'perfil',
  'chamarGarcom',
  'entregaGratis',
  'personalizar',
] as const satisfies readonly PainelDaLoja[];

type PainelDoCliente = (typeof PAINEIS)[number];

const ehPainelDoCliente = (p: PainelDaLoja | null): p is PainelDoCliente =>
  p !== null && (PAINEIS as readonly string[]).includes(p);

/**
 * The delivery address being edited and its freight, shared by the cart and the payment
 * modal. Until the customer types, the address follows the cart's (or the user's saved) one.
 */
function useEstadoDeEntrega(empresaId: number): EstadoDeEntrega {
  const usuario = useClienteDaEmpresa(empresaId);
  const { data: carrinho } = useCarrinhoDaLoja(empresaId);
  const [rascunho, setRascunho] = useState<{ dono: number | null; endereco: EnderecoForm } | null>(
    null,
  );
  const [frete, setFrete] = useState<{ chave: string; resultado: FreteResultado } | null>(null);
  const [escolheuRetirada, definirRetirada] = useState(false);
  const { data: info } = useInfoFreteQuery(empresaId);
  // Pickup the company stopped offering is not pickup any more.
  const retirada = escolheuRetirada && Boolean(info?.dados?.retirada);
  const dono = usuario?.id ?? null;

  const endereco =
    rascunho && rascunho.dono === dono ? rascunho.endereco : enderecoInicial(carrinho, usuario);
  const chave = chaveDoEndereco(endereco);

  const alterarCampo = useCallback(
    (campo: CampoDoEndereco, valor: string) => {
      setRascunho({ dono, endereco: { ...endereco, [campo]: valor } });
      setFrete(null);
    },
    [dono, endereco],
  );
  const definirFrete = useCallback(
    (resultado: FreteResultado | null) => setFrete(resultado ? { chave, resultado } : null),
    [chave],
  );

  return useMemo(
    () => ({
      endereco,
      alterarCampo,
      // A result belongs to one address: any change (typed or prefilled) drops it.
      frete: frete && frete.chave === chave ? frete.resultado : null,
      definirFrete,
      retirada,
      definirRetirada,
    }),
    [alterarCampo, chave, definirFrete, endereco, frete, retirada],
  );
}

/**
 * Mount point of the customer's panels on the menu page (cart, payment, orders, profile,
 * call a waiter, free delivery). Each opens when the loja slice names it; a panel stays
 * mounted after its first opening so closing animates.
 */
export function PaineisDoCliente({ empresaId }: { empresaId: number }) {
  const dispatch = useAppDispatch();
  const painel = useAppSelector(selectPainel);
  const usuario = useClienteDaEmpresa(empresaId);
  const { data: carrinho } = useCarrinhoDaLoja(empresaId);
  const entrega = useEstadoDeEntrega(empresaId);
  const [usados, setUsados] = useState<ReadonlySet<PainelDoCliente>>(() => new Set());

  const avisarExpiracao = useAvisoDeExpiracao();
  useSocketDoCarrinho(empresaId, avisarExpiracao);
  useExpiracaoDoCarrinho(empresaId, carrinho, avisarExpiracao);
  const entregaGratis = useAvisoDeEntregaGratis(empresaId);

  if (ehPainelDoCliente(painel) && !usados.has(painel)) {
    setUsados(new Set([...usados, painel]));
  }

  // A logged customer opens the cart next: its code is fetched while the browser is idle
  // (never for anonymous visitors, whose first load stays within the 250 KB budget).
  const logado = Boolean(usuario);
  useEffect(() => {
    if (!logado) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    const agendar = w.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    agendar(() => void carregarCarrinho());
  }, [logado]);

  const fechar = useCallback(() => dispatch(fecharPainel()), [dispatch]);
  const aberto = (p: PainelDoCliente) => painel === p;
  /** What every panel of the store gets: the company, whether it is the open one, and close. */
  const comuns = (p: PainelDoCliente) => ({ empresaId, aberto: aberto(p), onFechar: fechar });
  const voltarAoCarrinho = () => dispatch(abrirPainel('carrinho'));

  const mostrar = (p: PainelDoCliente, elemento: ReactNode) =>
    usados.has(p) && <Suspense fallback={null}>{elemento}</Suspense>;

  // One Suspense per panel: loading one panel's code never hides another.
  return (
    <>
      {mostrar('carrinho', <CarrinhoDrawer {...comuns('carrinho')} entrega={entrega} />)}
      {mostrar('pagamento', <PagamentoDialog {...comuns('pagamento')} entrega={entrega} />)}
      {mostrar(
        'personalizar',
        <PersonalizarDialog
          {...comuns('personalizar')}
          onFechar={voltarAoCarrinho}
          onConcluir={voltarAoCarrinho}
        />,
      )}
      {mostrar('pedidos', <PedidosDialog {...comuns('pedidos')} />)}
      {mostrar('perfil', <PerfilDialog {...comuns('perfil')} />)}
      {mostrar('chamarGarcom', <ChamarGarcomDialog {...comuns('chamarGarcom')} />)}
      {mostrar(
        'entregaGratis',
        <EntregaGratisDialog
          aberto={aberto('entregaGratis')}
          onFechar={fechar}
          valorMinimo={entregaGratis?.valorMinimo}
        />,
      )}
    </>
  );
}
