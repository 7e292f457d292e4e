// One contract per area (docs/arquitetura.md, "Áreas"): <área>.ts holds its types, events and
// messages; <área>.esquemas.ts, where it has one, the zod schemas of its inputs (apart, so the
// storefront's first load does not build the back office's schemas). Then what every area shares.
export * from './auth';
export * from './auth.esquemas';
export * from './cardapio';
export * from './cardapio.esquemas';
export * from './carrinho';
export * from './carrinho.esquemas';
export * from './chamadas';
export * from './chamadas.esquemas';
export * from './comandas';
export * from './comandas.esquemas';
export * from './dashboard';
export * from './empresas';
export * from './empresas.esquemas';
export * from './estacoes';
export * from './estacoes.esquemas';
export * from './estoque';
export * from './frete';
export * from './frete.esquemas';
export * from './garcons';
export * from './horarios';
export * from './horarios.esquemas';
export * from './impressoras';
export * from './impressoras.documentos';
export * from './impressoras.esquemas';
export * from './mesas';
export * from './monitor';
export * from './pagamentos';
export * from './pedidos';
export * from './pedidos.esquemas';
export * from './promocoes';
export * from './relatorios';
export * from './usuarios';
export * from './usuarios.esquemas';

export * from './campos';
export * from './events';
export * from './fluxo';
export * from './formatos';
export * from './jobs';
export * from './paleta';
export * from './rooms';
