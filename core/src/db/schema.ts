/** Every table, for drizzle-kit and for the typed database handle. */
export * from '../empresas/schema';
export * from '../usuarios/schema';
export * from '../garcons/schema';
export * from '../auth/schema';
export * from '../email/schema';
export * from '../cardapio/schema';
export * from '../horarios/schema';
export * from '../frete/schema';
export * from '../mesas/schema';
export * from '../comandas/schema';
export * from '../pedidos/schema';
export * from '../carrinho/schema';
export * from '../chamadas/schema';
export * from '../monitor/schema';
export * from '../pagamentos/schema';
export * from '../imagens/schema';
export * from '../promocoes/schema';
