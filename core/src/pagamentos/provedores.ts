import { eq } from 'drizzle-orm';
import { empresas } from '../empresas/schema';
import type { Deps } from './deps';
import { provedorLocal } from './providers/local';
import { provedorMercadoPago } from './providers/mercadopago';
import { FalhaDoProvedor, type ProvedorDePix } from './providers/types';
import { empresaPagamentoConfig, type PagamentoRow } from './schema';

/** Which provider a company's charge goes to, and what the company set up for it. */
export function createProvedores(deps: Pick<Deps, 'db' | 'mercadoPagoBaseUrl' | 'publicUrl'>) {
  const { db } = deps;

  async function configDa(empresaId: number) {
    const [row] = await db
      .select()
      .from(empresaPagamentoConfig)
      .where(eq(empresaPagamentoConfig.empresa_id, empresaId));
    return row;
  }

  function mercadoPago(accessToken: string): ProvedorDePix {
    const publico = deps.publicUrl?.replace(/\/+$/, '');
    return provedorMercadoPago({
      accessToken,
      baseUrl: deps.mercadoPagoBaseUrl,
      notificationUrl: publico?.startsWith('https://')
        ? `${publico}/api/mercadopago/webhook`
        : undefined,
    });
  }

  async function local(empresaId: number): Promise<ProvedorDePix> {
    const [e] = await db
      .select({ nome: empresas.nome, cidade: empresas.cidade, email: empresas.email })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    // The Banco Central's e-mail keys have at most 77 characters (all a BR Code can carry).
    const chave = e?.email && Buffer.byteLength(e.email) <= 77 ? e.email : null;
    return provedorLocal({
      chave: chave ?? 'pix@cardapiovivo.com.br',
      nome: e?.nome || 'Cardapio Vivo',
      cidade: e?.cidade || 'Florianopolis',
    });
  }

  /** A company of the demo seed: the only one whose staff may simulate a payment. */
  async function daDemonstracao(empresaId: number): Promise<boolean> {
    const [e] = await db
      .select({ demonstracao: empresas.demonstracao })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return e?.demonstracao ?? false;
  }

  /** Mercado Pago when the company has an access token, otherwise the local provider. */
  async function provedorDaEmpresa(empresaId: number): Promise<ProvedorDePix> {
    const token = (await configDa(empresaId))?.mercadopago_access_token;
    return token ? mercadoPago(token) : local(empresaId);
  }

  /** A charge is always followed up with the provider that issued it. */
  async function provedorDoPagamento(pag: PagamentoRow): Promise<ProvedorDePix> {
    if (pag.provedor === 'local') return local(pag.empresa_id);
    const token = (await configDa(pag.empresa_id))?.mercadopago_access_token;
    // As good as a refused token: nothing can be asked of Mercado Pago about it until one is set.
    if (!token) throw new FalhaDoProvedor('Empresa sem access token do Mercado Pago', 401);
    return mercadoPago(token);
  }

  return { configDa, daDemonstracao, provedorDaEmpresa, provedorDoPagamento };
}

export type Provedores = ReturnType<typeof createProvedores>;
