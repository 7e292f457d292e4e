import type { Pedido } from '@cardapio/shared-events';

/** A complete order payload for socket tests that only care about routing. */
export function pedidoDeTeste(empresaId: number, campos: Partial<Pedido> = {}): Pedido {
  const agora = new Date().toISOString();
  return {
    id: 99,
    empresa_id: empresaId,
    usuario_id: null,
    status: 'pendente',
    status_pagamento: 'pendente',
    tipo_pedido: 'entrega',
    mesa: 'Entrega',
    total: 10,
    total_sem_frete: 5,
    valor_frete: 5,
    total_itens: 1,
    observacoes: null,
    nome_cliente: 'Teste',
    sobrenome_cliente: null,
    nome_completo_cliente: 'Teste',
    telefone_cliente: null,
    email_cliente: null,
    endereco_entrega: null,
    metodo_pagamento: 'entrega',
    metodo_pagamento_detalhado: 'dinheiro',
    precisa_troco: false,
    valor_troco: null,
    detalhes_pagamento: null,
    itens: [],
    created_at: agora,
    updated_at: agora,
    ...campos,
  };
}
