import type {
  CarrinhoResposta,
  Comanda,
  ComandaItem,
  FreteResultado,
  Mesa,
  Pedido,
  PedidoItem,
} from '@cardapio/shared-events';

/**
 * Entities as the API answers them, for the web's unit tests: each test states only the fields
 * its case is about.
 */

export const T1 = '2026-03-01T12:00:00.000Z';
export const T2 = '2026-03-01T12:05:00.000Z';

export const pedidoItem = (dados: Partial<PedidoItem> = {}): PedidoItem => ({
  id: 1,
  produto_id: 1,
  produto_nome: 'X-Burguer',
  imagem_url: null,
  quantidade: 1,
  preco_unitario: 25,
  observacoes: null,
  personalizacoes: [],
  estacao_id: null,
  pronto_em: null,
  pronto_por: null,
  alvo_min: null,
  adicionado_em: null,
  cancelado_em: null,
  cancelado_motivo: null,
  cancelado_por: null,
  observacoes_alteradas_em: null,
  ...dados,
});

export const pedido = (dados: Partial<Pedido> = {}): Pedido => ({
  id: 42,
  empresa_id: 1,
  usuario_id: 7,
  status: 'pendente',
  status_pagamento: 'pendente',
  tipo_pedido: 'entrega',
  mesa: null,
  total: 32.5,
  total_sem_frete: 25,
  valor_frete: 7.5,
  desconto: 0,
  cupom_codigo: null,
  total_itens: 1,
  observacoes: null,
  nome_cliente: 'Ana',
  sobrenome_cliente: 'Souza',
  nome_completo_cliente: 'Ana Souza',
  telefone_cliente: '(48) 99999-0000',
  email_cliente: 'ana@exemplo.com',
  endereco_entrega: { rua: 'Rua X', numero_casa: '100', bairro: 'Centro', cep: '88010001' },
  metodo_pagamento: 'entrega',
  metodo_pagamento_detalhado: 'dinheiro',
  precisa_troco: false,
  valor_troco: null,
  detalhes_pagamento: null,
  detalhes_pagamento_json: null,
  previsao_em: null,
  previsao_motivo: null,
  motivo_cancelamento: null,
  itens: [pedidoItem()],
  created_at: T1,
  updated_at: T1,
  ...dados,
});

export const itemDaComanda = (dados: Partial<ComandaItem> = {}): ComandaItem => ({
  id: 1,
  comanda_id: 1,
  produto_id: 1,
  produto_nome: 'X-Burguer',
  imagem_url: null,
  quantidade: 1,
  preco_unitario: 10,
  observacoes: null,
  personalizacoes: [],
  precisa_cozinha: true,
  enviado_cozinha: false,
  status: 'pendente',
  pedido_id: null,
  created_at: T1,
  updated_at: T1,
  ...dados,
});

export const comanda = (dados: Partial<Comanda> = {}): Comanda => ({
  id: 1,
  empresa_id: 1,
  status: 'ativa',
  mesa_id: 5,
  mesa_nome: 'Varanda',
  mesa_numero: '5',
  comanda_fisica_id: 3,
  comanda_numero: '103',
  comanda_nome: 'Comanda 103',
  total: 0,
  garcom_id: null,
  garcom_nome: null,
  itens_enviados_cozinha: 0,
  itens_pendentes_cozinha: 0,
  itens: [],
  created_at: T1,
  updated_at: T1,
  ...dados,
});

export const mesa = (dados: Partial<Mesa> = {}): Mesa => ({
  id: 1,
  empresa_id: 1,
  numero: '1',
  nome: 'Salão',
  capacidade: 4,
  status: 'livre',
  comanda_id: null,
  comandas_ativas: 0,
  contas_fechadas: 0,
  total_ativo: 0,
  comanda_numero: null,
  aberta_desde: null,
  updated_at: T1,
  ...dados,
});

export const carrinho = (dados: Partial<CarrinhoResposta> = {}): CarrinhoResposta => ({
  carrinho: {
    id: 1,
    empresa_id: 1,
    usuario_id: 1,
    data_expiracao: '2026-03-01T14:00:00.000Z',
    observacoes: null,
    updated_at: T1,
  },
  itens: [],
  total: 0,
  endereco_entrega: null,
  entregaGratis: false,
  cupom: null,
  total_com_desconto: 0,
  ...dados,
});

export const frete = (dados: Partial<FreteResultado> = {}): FreteResultado => ({
  distancia: 3.2,
  valorFrete: 7.5,
  enderecoFormatado: 'Rua A, 10 - Centro, Florianópolis/SC',
  tempoEstimado: 40,
  foraDaArea: false,
  ...dados,
});
