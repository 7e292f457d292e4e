/** The customer-facing refusals of a checkout, in pt-BR (the spec's texts). */
export const MENSAGENS_PEDIDO = {
  lojaFechada: 'Estabelecimento fechado no momento. Confira nosso horário de funcionamento.',
  carrinhoVazio: 'Adicione itens ao carrinho',
  semEndereco: 'Configure o endereço de entrega',
  foraDaArea: 'Infelizmente não estamos disponíveis no seu local',
  semPagamento: 'Selecione a forma de pagamento',
  pagamentoSite: 'O pagamento pelo site ainda não está disponível. Escolha pagar na entrega.',
  trocoInsuficiente: 'O valor para troco deve ser maior ou igual ao total do pedido',
  /** A concurrent change won: the staff's screen is behind. */
  alteradoPorOutro: 'O pedido foi alterado por outra pessoa. Atualize a tela.',
  itemMudou: (produto: string, motivo: string) =>
    `"${produto}" mudou desde que entrou no carrinho (${motivo}). Personalize o item de novo ou remova-o do carrinho.`,
} as const;
