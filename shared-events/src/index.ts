// One contract file per area (docs/arquitetura.md, "Áreas"), then what every area shares.
export * from './auth';
export * from './cardapio';
export * from './carrinho';
export * from './chamadas';
export * from './comandas';
export * from './dashboard';
export * from './empresas';
export * from './estoque';
export * from './frete';
export * from './garcons';
export * from './horarios';
export * from './mesas';
export * from './monitor';
export * from './pagamentos';
export * from './pedidos';
export * from './promocoes';
export * from './relatorios';
export * from './usuarios';

export * from './campos';
export * from './events';
export * from './formatos';
export * from './jobs';
export * from './paleta';
export * from './rooms';
