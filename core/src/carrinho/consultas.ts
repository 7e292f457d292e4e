import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Personalizacao } from '@cardapio/shared-events';
import { consultaPreparada, sqlPreparado } from '../db/preparadas';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { carrinhos } from './schema';

/**
 * The storefront's cart statements, built once (preparadas.ts): the customer's adds and reads
 * are most of the calls before an order (bench/caminho-do-cliente.ts), so each is ONE statement.
 */

/** The customer's cart in the company (a value or a placeholder of a prepared statement). */
export const doCliente = (empresa: number | Placeholder, usuario: number | Placeholder) =>
  and(eq(carrinhos.empresa_id, empresa), eq(carrinhos.usuario_id, usuario));

const empresaId = sql.placeholder('empresaId');
const usuarioId = sql.placeholder('usuarioId');

/**
 * The customer's first order at this empresa (cancelled ones don't count) and the empresa offers
 * free delivery on it; `empresa` and `usuario` are values or columns of the caller's statement.
 */
export const direitoAEntregaGratis = (empresa: unknown, usuario: unknown) =>
  sql<boolean>`coalesce((select ${empresas.entrega_gratis_primeira_compra} from ${empresas}
    where ${empresas.id} = ${empresa}), false)
    and not exists (select 1 from ${pedidos}
      where ${pedidos.empresa_id} = ${empresa} and ${pedidos.usuario_id} = ${usuario}
        and ${pedidos.status} <> 'cancelado')`;

/** A cart line as the read answers it (preco_unitario still numeric text). */
export interface LinhaLida {
  id: number;
  produto_id: number;
  quantidade: number;
  preco_unitario: string;
  observacoes: string | null;
  personalizacoes: Personalizacao[];
  produto_nome: string;
  descricao: string;
  imagem_url: string | null;
}

/** The account's saved address columns, as stored (complete or not). */
export interface EnderecoLido {
  rua: string | null;
  numero_casa: string | null;
  bairro: string | null;
  cep: string | null;
  cidade: string;
  estado: string;
}

/**
 * The whole cart screen in one statement: the cart, its lines with their products, the
 * customer's saved address and whether free delivery applies. No row: the customer has no cart.
 */
export const lerCarrinho = consultaPreparada((db) =>
  db
    .select({
      id: carrinhos.id,
      empresa_id: carrinhos.empresa_id,
      usuario_id: carrinhos.usuario_id,
      data_expiracao: carrinhos.data_expiracao,
      observacoes: carrinhos.observacoes,
      cupom_codigo: carrinhos.cupom_codigo,
      updated_at: carrinhos.updated_at,
      itens: sql<LinhaLida[]>`coalesce((
        select json_agg(json_build_object('id', ci.id, 'produto_id', ci.produto_id,
          'quantidade', ci.quantidade, 'preco_unitario', ci.preco_unitario::text,
          'observacoes', ci.observacoes, 'personalizacoes', ci.personalizacoes,
          'produto_nome', p.nome, 'descricao', p.descricao, 'imagem_url', p.imagem_url)
          order by ci.id)
        from carrinho_itens ci
        join produtos p on p.empresa_id = ci.empresa_id and p.id = ci.produto_id
        where ci.empresa_id = ${empresaId} and ci.carrinho_id = carrinhos.id), '[]')`,
      endereco: sql<EnderecoLido | null>`(
        select json_build_object('rua', u.rua, 'numero_casa', u.numero_casa,
          'bairro', u.bairro, 'cep', u.cep, 'cidade', u.cidade, 'estado', u.estado)
        from usuarios u where u.empresa_id = ${empresaId} and u.id = ${usuarioId})`,
      entregaGratis: direitoAEntregaGratis(empresaId, usuarioId),
    })
    .from(carrinhos)
    .where(doCliente(empresaId, usuarioId)),
);

/**
 * An add in one statement: the cart is created or its expiry pushed ahead, and the line is
 * inserted, or, when the cart has the same product with the same choices and notes, that line's
 * quantity raised (at most 99) and its price updated (the unique index carrinho_itens_linha_uq:
 * two racing adds of one line make one line). A cart that is already expired is neither extended
 * nor added to: no row comes back, and the caller clears it first (its old lines must not live
 * again).
 */
export const gravarLinha = sqlPreparado<
  {
    empresaId: number;
    usuarioId: number;
    agora: Date;
    expiraEm: Date;
    produtoId: number;
    quantidade: number;
    precoUnitario: string;
    observacoes: string | null;
    personalizacoes: string;
  },
  { carrinho_id: number }
>(() => {
  const ph = sql.placeholder;
  return sql`
    with carrinho as (
      insert into carrinhos (empresa_id, usuario_id, data_expiracao, updated_at)
      values (${ph('empresaId')}::int, ${ph('usuarioId')}::int, ${ph('expiraEm')}::timestamptz,
        ${ph('agora')}::timestamptz)
      on conflict (empresa_id, usuario_id) do update
        set data_expiracao = excluded.data_expiracao, updated_at = excluded.updated_at
        where carrinhos.data_expiracao > excluded.updated_at
      returning id, empresa_id
    )
    insert into carrinho_itens (empresa_id, carrinho_id, produto_id, quantidade, preco_unitario,
      observacoes, personalizacoes, updated_at)
    select carrinho.empresa_id, carrinho.id, ${ph('produtoId')}::int, ${ph('quantidade')}::int,
      ${ph('precoUnitario')}::numeric, ${ph('observacoes')}::text,
      ${ph('personalizacoes')}::jsonb, ${ph('agora')}::timestamptz
    from carrinho
    on conflict (empresa_id, carrinho_id, produto_id, md5(personalizacoes::text),
      coalesce(observacoes, ''))
    do update set quantidade = least(99, carrinho_itens.quantidade + excluded.quantidade),
      preco_unitario = excluded.preco_unitario, updated_at = excluded.updated_at
    returning carrinho_id`;
});

/**
 * Up to `limite` carts expired by `agora`, deleted (with their lines) in one statement; carts a
 * customer is changing right now are skipped (they are being extended) and left for the next run.
 */
export const apagarExpirados = sqlPreparado<
  { agora: Date; limite: number },
  { id: number; empresa_id: number; usuario_id: number }
>(() => {
  const ph = sql.placeholder;
  return sql`
    delete from carrinhos c
    using (
      select empresa_id, id from carrinhos
      where data_expiracao <= ${ph('agora')}::timestamptz
      order by data_expiracao
      limit ${ph('limite')}::int
      for update skip locked
    ) vencido
    where c.empresa_id = vencido.empresa_id and c.id = vencido.id
    returning c.id, c.empresa_id, c.usuario_id`;
});
