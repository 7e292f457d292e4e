/**
 * Dados de demonstração (seed) do Cardápio Vivo.
 *
 * Apenas dados: o código que grava isto no banco fica em outro módulo.
 * As imagens referenciadas vivem em gateway/public/imagens/ e são geradas por
 * scripts/draw-demo-images.mjs (ilustrações SVG, sem dependências externas).
 */

export interface SeedOpcaoItem {
  nome: string;
  /** Valor decimal em string, ex.: '3.50' ou '0.00'. */
  preco_adicional: string;
}

export interface SeedOpcao {
  nome: string;
  tipo: 'adicionar' | 'remover';
  obrigatorio: boolean;
  max_selecoes: number;
  itens: SeedOpcaoItem[];
}

export interface SeedProduto {
  nome: string;
  descricao: string;
  /** Valor decimal em string, ex.: '32.90'. */
  preco: string;
  imagem_url: string;
  /** Minutos. */
  tempo_preparo: number;
  destaque: boolean;
  precisa_cozinha: boolean;
  opcoes: SeedOpcao[];
}

export interface SeedCategoria {
  nome: string;
  imagem_url: string;
  ordem: number;
  produtos: SeedProduto[];
}

export interface SeedHorario {
  dia: 'segunda' | 'terca' | 'quarta' | 'quinta' | 'sexta' | 'sabado' | 'domingo';
  /** 'HH:MM'. Quando fechamento < abertura, o expediente vira a madrugada. */
  abertura: string;
  fechamento: string;
  fechado: boolean;
}

export interface SeedBairro {
  bairro: string;
  /** Quilômetros em string, ex.: '2.0'. */
  distancia_km: string;
}

export interface SeedMesa {
  numero: string;
  nome: string;
  capacidade: number;
}

export interface SeedComandaFisica {
  numero: string;
  nome: string;
  descricao: string | null;
}

export interface SeedEmpresa {
  id: number;
  nome: string;
  cnpj: string;
  email: string;
  telefone: string;
  whatsapp: string;
  tema: 'dark' | 'light';
  endereco: string;
  endereco_completo: string;
  cep: string;
  cidade: string;
  estado: string;
  bairro: string;
  numero: string;
  complemento: string;
  instagram: string;
  facebook: string;
  site: string;
  descricao: string;
  horario_atendimento: string;
  valor_frete_minimo: string;
  valor_por_km: string;
  raio_entrega: string;
  tempo_preparo_padrao: number;
  tempo_por_km: string;
  timezone: string;
  entrega_gratis_primeira_compra: boolean;
}

export interface SeedStaff {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
  role: 'gestao' | 'colaborador';
}

export interface SeedGarcom {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
  telefone: string;
}

export interface SeedCliente {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
  telefone: string;
  rua: string;
  bairro: string;
  numero_casa: string;
  cep: string;
  cidade: string;
  estado: string;
}

export interface SeedTenant {
  empresa: SeedEmpresa;
  categorias: SeedCategoria[];
  horarios: SeedHorario[];
  bairros: SeedBairro[];
  mesas: SeedMesa[];
  comandasFisicas: SeedComandaFisica[];
  staff: SeedStaff[];
  garcons: SeedGarcom[];
  clientes: SeedCliente[];
}

// ---------------------------------------------------------------------------
// Grupos de opções reutilizados. São funções para que cada produto receba
// objetos próprios (o código de seed pode mutá-los sem efeitos colaterais).
// ---------------------------------------------------------------------------

function adicionaisLanche(): SeedOpcao {
  return {
    nome: 'Adicionais',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 3,
    itens: [
      { nome: 'Bacon', preco_adicional: '4.00' },
      { nome: 'Ovo', preco_adicional: '2.00' },
      { nome: 'Cheddar', preco_adicional: '3.50' },
      { nome: 'Hambúrguer extra', preco_adicional: '7.00' },
    ],
  };
}

function removerLanche(): SeedOpcao {
  return {
    nome: 'Remover ingredientes',
    tipo: 'remover',
    obrigatorio: false,
    max_selecoes: 4,
    itens: [
      { nome: 'Cebola', preco_adicional: '0.00' },
      { nome: 'Tomate', preco_adicional: '0.00' },
      { nome: 'Alface', preco_adicional: '0.00' },
      { nome: 'Maionese', preco_adicional: '0.00' },
    ],
  };
}

function pontoDaCarne(): SeedOpcao {
  return {
    nome: 'Ponto da carne',
    tipo: 'adicionar',
    obrigatorio: true,
    max_selecoes: 1,
    itens: [
      { nome: 'Mal passado', preco_adicional: '0.00' },
      { nome: 'Ao ponto', preco_adicional: '0.00' },
      { nome: 'Bem passado', preco_adicional: '0.00' },
    ],
  };
}

function tamanhoPizza(): SeedOpcao {
  return {
    nome: 'Tamanho',
    tipo: 'adicionar',
    obrigatorio: true,
    max_selecoes: 1,
    itens: [
      { nome: 'Grande (8 fatias)', preco_adicional: '0.00' },
      { nome: 'Família (12 fatias)', preco_adicional: '16.00' },
    ],
  };
}

function bordaRecheada(): SeedOpcao {
  return {
    nome: 'Borda recheada',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 1,
    itens: [
      { nome: 'Catupiry', preco_adicional: '8.00' },
      { nome: 'Cheddar', preco_adicional: '8.00' },
      { nome: 'Chocolate', preco_adicional: '10.00' },
    ],
  };
}

function molhosPorcao(): SeedOpcao {
  return {
    nome: 'Molhos extras',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 2,
    itens: [
      { nome: 'Maionese da casa', preco_adicional: '3.00' },
      { nome: 'Barbecue', preco_adicional: '3.00' },
      { nome: 'Cheddar cremoso', preco_adicional: '5.00' },
      { nome: 'Molho de alho', preco_adicional: '3.00' },
    ],
  };
}

function acompanhamentoExecutivo(): SeedOpcao {
  return {
    nome: 'Acompanhamento',
    tipo: 'adicionar',
    obrigatorio: true,
    max_selecoes: 1,
    itens: [
      { nome: 'Arroz e feijão', preco_adicional: '0.00' },
      { nome: 'Arroz e batata frita', preco_adicional: '0.00' },
      { nome: 'Purê de batata', preco_adicional: '3.00' },
    ],
  };
}

function temperaturaBebida(): SeedOpcao {
  return {
    nome: 'Temperatura',
    tipo: 'adicionar',
    obrigatorio: true,
    max_selecoes: 1,
    itens: [
      { nome: 'Trincando de gelada', preco_adicional: '0.00' },
      { nome: 'Natural', preco_adicional: '0.00' },
    ],
  };
}

// ---------------------------------------------------------------------------
// Empresa 1: Cardápio Vivo Demo (lanchonete e pizzaria em Florianópolis/SC)
// ---------------------------------------------------------------------------

const LANCHES: SeedCategoria = {
  nome: 'Lanches',
  imagem_url: '/imagens/categorias/lanches.svg',
  ordem: 1,
  produtos: [
    {
      nome: 'X-Burguer',
      descricao:
        'Pão de hambúrguer selado na manteiga, hambúrguer artesanal de 150 g, queijo prato derretido e maionese da casa.',
      preco: '24.90',
      imagem_url: '/imagens/produtos/x-burguer.svg',
      tempo_preparo: 15,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [pontoDaCarne(), adicionaisLanche(), removerLanche()],
    },
    {
      nome: 'X-Salada',
      descricao:
        'Hambúrguer artesanal de 150 g, queijo prato, alface americana, tomate fresco e maionese da casa no pão com gergelim.',
      preco: '27.90',
      imagem_url: '/imagens/produtos/x-salada.svg',
      tempo_preparo: 15,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [pontoDaCarne(), adicionaisLanche(), removerLanche()],
    },
    {
      nome: 'X-Bacon',
      descricao:
        'Hambúrguer artesanal de 150 g, fatias crocantes de bacon, queijo cheddar, alface, tomate e maionese da casa.',
      preco: '32.90',
      imagem_url: '/imagens/produtos/x-bacon.svg',
      tempo_preparo: 18,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [pontoDaCarne(), adicionaisLanche(), removerLanche()],
    },
    {
      nome: 'X-Egg',
      descricao:
        'Hambúrguer artesanal de 150 g, ovo com gema cremosa, queijo prato, alface, tomate e maionese da casa.',
      preco: '28.90',
      imagem_url: '/imagens/produtos/x-egg.svg',
      tempo_preparo: 16,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [pontoDaCarne(), adicionaisLanche(), removerLanche()],
    },
    {
      nome: 'X-Tudo',
      descricao:
        'O completão da casa: dois hambúrgueres, bacon, ovo, presunto, queijo prato, cheddar, alface, tomate e maionese.',
      preco: '39.90',
      imagem_url: '/imagens/produtos/x-tudo.svg',
      tempo_preparo: 20,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [pontoDaCarne(), adicionaisLanche(), removerLanche()],
    },
    {
      nome: 'Misto Quente',
      descricao:
        'Pão de forma tostado na chapa com presunto e bastante queijo mussarela derretido.',
      preco: '14.90',
      imagem_url: '/imagens/produtos/misto-quente.svg',
      tempo_preparo: 8,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [
        {
          nome: 'Tipo de pão',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Pão de forma', preco_adicional: '0.00' },
            { nome: 'Pão francês', preco_adicional: '0.00' },
            { nome: 'Pão integral', preco_adicional: '1.50' },
          ],
        },
        {
          nome: 'Adicionais',
          tipo: 'adicionar',
          obrigatorio: false,
          max_selecoes: 2,
          itens: [
            { nome: 'Tomate', preco_adicional: '1.50' },
            { nome: 'Ovo', preco_adicional: '2.00' },
            { nome: 'Orégano', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Cachorro-Quente Completo',
      descricao:
        'Pão macio com duas salsichas, molho de tomate caseiro, milho, ervilha, vinagrete, catchup, mostarda e batata palha.',
      preco: '19.90',
      imagem_url: '/imagens/produtos/cachorro-quente.svg',
      tempo_preparo: 10,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [
        {
          nome: 'Adicionais',
          tipo: 'adicionar',
          obrigatorio: false,
          max_selecoes: 3,
          itens: [
            { nome: 'Salsicha extra', preco_adicional: '3.00' },
            { nome: 'Cheddar', preco_adicional: '3.50' },
            { nome: 'Bacon', preco_adicional: '4.00' },
            { nome: 'Purê de batata', preco_adicional: '3.00' },
          ],
        },
        {
          nome: 'Remover ingredientes',
          tipo: 'remover',
          obrigatorio: false,
          max_selecoes: 4,
          itens: [
            { nome: 'Milho', preco_adicional: '0.00' },
            { nome: 'Ervilha', preco_adicional: '0.00' },
            { nome: 'Vinagrete', preco_adicional: '0.00' },
            { nome: 'Batata palha', preco_adicional: '0.00' },
          ],
        },
      ],
    },
  ],
};

const PIZZAS: SeedCategoria = {
  nome: 'Pizzas',
  imagem_url: '/imagens/categorias/pizzas.svg',
  ordem: 2,
  produtos: [
    {
      nome: 'Pizza Calabresa',
      descricao:
        'Molho de tomate artesanal, mussarela, calabresa fatiada, cebola roxa, azeitonas e orégano.',
      preco: '59.90',
      imagem_url: '/imagens/produtos/pizza-calabresa.svg',
      tempo_preparo: 30,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [tamanhoPizza(), bordaRecheada()],
    },
    {
      nome: 'Pizza Margherita',
      descricao:
        'Molho de tomate italiano, mussarela de búfala, rodelas de tomate, manjericão fresco e um fio de azeite.',
      preco: '62.90',
      imagem_url: '/imagens/produtos/pizza-margherita.svg',
      tempo_preparo: 30,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [tamanhoPizza(), bordaRecheada()],
    },
    {
      nome: 'Pizza Portuguesa',
      descricao:
        'Mussarela, presunto, ovos cozidos, cebola, ervilha, azeitonas pretas e orégano sobre molho de tomate.',
      preco: '66.90',
      imagem_url: '/imagens/produtos/pizza-portuguesa.svg',
      tempo_preparo: 30,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [
        tamanhoPizza(),
        bordaRecheada(),
        {
          nome: 'Remover ingredientes',
          tipo: 'remover',
          obrigatorio: false,
          max_selecoes: 4,
          itens: [
            { nome: 'Cebola', preco_adicional: '0.00' },
            { nome: 'Ervilha', preco_adicional: '0.00' },
            { nome: 'Ovo', preco_adicional: '0.00' },
            { nome: 'Azeitona', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Pizza Quatro Queijos',
      descricao:
        'Mussarela, provolone, parmesão e gorgonzola gratinados sobre molho de tomate, finalizada com orégano.',
      preco: '69.90',
      imagem_url: '/imagens/produtos/pizza-quatro-queijos.svg',
      tempo_preparo: 30,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [tamanhoPizza(), bordaRecheada()],
    },
    {
      nome: 'Pizza Frango com Catupiry',
      descricao:
        'Frango desfiado temperado, Catupiry original, mussarela, milho e orégano sobre molho de tomate.',
      preco: '67.90',
      imagem_url: '/imagens/produtos/pizza-frango-catupiry.svg',
      tempo_preparo: 30,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [tamanhoPizza(), bordaRecheada()],
    },
    {
      nome: 'Pizza Pepperoni',
      descricao: 'Mussarela coberta de fatias de pepperoni levemente picante e orégano.',
      preco: '72.90',
      imagem_url: '/imagens/produtos/pizza-pepperoni.svg',
      tempo_preparo: 30,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [tamanhoPizza(), bordaRecheada()],
    },
  ],
};

const PORCOES: SeedCategoria = {
  nome: 'Porções',
  imagem_url: '/imagens/categorias/porcoes.svg',
  ordem: 3,
  produtos: [
    {
      nome: 'Batata Frita',
      descricao: 'Porção de 400 g de batatas fritas sequinhas e crocantes, salgadas na hora.',
      preco: '29.90',
      imagem_url: '/imagens/produtos/batata-frita.svg',
      tempo_preparo: 15,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [molhosPorcao()],
    },
    {
      nome: 'Batata com Cheddar e Bacon',
      descricao:
        'Batatas fritas crocantes cobertas com cheddar cremoso, bacon em cubos e cebolinha.',
      preco: '39.90',
      imagem_url: '/imagens/produtos/batata-cheddar-bacon.svg',
      tempo_preparo: 18,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [molhosPorcao()],
    },
    {
      nome: 'Calabresa Acebolada',
      descricao:
        'Calabresa defumada fatiada e acebolada na chapa, servida com pão francês e molho vinagrete.',
      preco: '42.90',
      imagem_url: '/imagens/produtos/calabresa-acebolada.svg',
      tempo_preparo: 18,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [],
    },
    {
      nome: 'Isca de Frango',
      descricao:
        'Tiras de filé de frango empanadas e fritas, douradas por fora e suculentas por dentro, com limão e molho de alho.',
      preco: '44.90',
      imagem_url: '/imagens/produtos/isca-de-frango.svg',
      tempo_preparo: 20,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [molhosPorcao()],
    },
    {
      nome: 'Mandioca Frita',
      descricao: 'Aipim cozido e frito em palitos, crocante por fora e macio por dentro.',
      preco: '27.90',
      imagem_url: '/imagens/produtos/mandioca-frita.svg',
      tempo_preparo: 15,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [molhosPorcao()],
    },
  ],
};

const BEBIDAS: SeedCategoria = {
  nome: 'Bebidas',
  imagem_url: '/imagens/categorias/bebidas.svg',
  ordem: 4,
  produtos: [
    {
      nome: 'Coca-Cola Lata 350ml',
      descricao: 'Refrigerante Coca-Cola original em lata, servido bem gelado.',
      preco: '6.50',
      imagem_url: '/imagens/produtos/coca-cola-lata.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [
        {
          nome: 'Acompanha',
          tipo: 'adicionar',
          obrigatorio: false,
          max_selecoes: 2,
          itens: [
            { nome: 'Copo com gelo', preco_adicional: '0.00' },
            { nome: 'Rodela de limão', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Guaraná Antarctica 2L',
      descricao: 'Garrafa de 2 litros do guaraná mais querido do Brasil, ideal para dividir.',
      preco: '13.90',
      imagem_url: '/imagens/produtos/guarana-2l.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [],
    },
    {
      nome: 'Suco de Laranja Natural 500ml',
      descricao: 'Laranjas espremidas na hora, sem conservantes, servido com gelo.',
      preco: '12.90',
      imagem_url: '/imagens/produtos/suco-laranja.svg',
      tempo_preparo: 2,
      destaque: true,
      precisa_cozinha: false,
      opcoes: [
        {
          nome: 'Adoçar',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Sem açúcar', preco_adicional: '0.00' },
            { nome: 'Com açúcar', preco_adicional: '0.00' },
            { nome: 'Com adoçante', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Suco de Maracujá 500ml',
      descricao: 'Suco natural de maracujá batido na hora, refrescante e levemente azedinho.',
      preco: '12.90',
      imagem_url: '/imagens/produtos/suco-maracuja.svg',
      tempo_preparo: 2,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [
        {
          nome: 'Adoçar',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Sem açúcar', preco_adicional: '0.00' },
            { nome: 'Com açúcar', preco_adicional: '0.00' },
            { nome: 'Com adoçante', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Água Mineral 500ml',
      descricao: 'Água mineral natural sem gás, garrafa de 500 ml.',
      preco: '4.50',
      imagem_url: '/imagens/produtos/agua-mineral.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [
        {
          nome: 'Versão',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Sem gás', preco_adicional: '0.00' },
            { nome: 'Com gás', preco_adicional: '0.50' },
          ],
        },
      ],
    },
    {
      nome: 'Cerveja Heineken Long Neck 330ml',
      descricao:
        'Cerveja puro malte Heineken long neck, trincando de gelada. Venda proibida para menores de 18 anos.',
      preco: '11.90',
      imagem_url: '/imagens/produtos/cerveja-long-neck.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [],
    },
  ],
};

const SOBREMESAS: SeedCategoria = {
  nome: 'Sobremesas',
  imagem_url: '/imagens/categorias/sobremesas.svg',
  ordem: 5,
  produtos: [
    {
      nome: 'Pudim de Leite Condensado',
      descricao: 'Fatia generosa de pudim de leite condensado com calda de caramelo dourada.',
      preco: '12.90',
      imagem_url: '/imagens/produtos/pudim.svg',
      tempo_preparo: 2,
      destaque: true,
      precisa_cozinha: false,
      opcoes: [],
    },
    {
      nome: 'Brigadeiro Gourmet (4 unidades)',
      descricao: 'Brigadeiros feitos com chocolate belga e enrolados no granulado de chocolate.',
      preco: '12.00',
      imagem_url: '/imagens/produtos/brigadeiro.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [],
    },
    {
      nome: 'Açaí 500ml',
      descricao: 'Açaí cremoso batido com guaraná, servido na tigela com banana e granola.',
      preco: '24.90',
      imagem_url: '/imagens/produtos/acai-500ml.svg',
      tempo_preparo: 5,
      destaque: true,
      precisa_cozinha: false,
      opcoes: [
        {
          nome: 'Complementos',
          tipo: 'adicionar',
          obrigatorio: false,
          max_selecoes: 5,
          itens: [
            { nome: 'Granola extra', preco_adicional: '2.00' },
            { nome: 'Leite condensado', preco_adicional: '2.50' },
            { nome: 'Leite em pó', preco_adicional: '2.50' },
            { nome: 'Morango', preco_adicional: '3.50' },
            { nome: 'Paçoca', preco_adicional: '2.50' },
            { nome: 'Creme de avelã', preco_adicional: '5.00' },
            { nome: 'Kiwi', preco_adicional: '3.50' },
          ],
        },
        {
          nome: 'Remover',
          tipo: 'remover',
          obrigatorio: false,
          max_selecoes: 2,
          itens: [
            { nome: 'Banana', preco_adicional: '0.00' },
            { nome: 'Granola', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Petit Gâteau',
      descricao:
        'Bolinho quente de chocolate com recheio cremoso, servido com uma bola de sorvete e calda.',
      preco: '24.90',
      imagem_url: '/imagens/produtos/petit-gateau.svg',
      tempo_preparo: 12,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [
        {
          nome: 'Sabor do sorvete',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Creme', preco_adicional: '0.00' },
            { nome: 'Chocolate', preco_adicional: '0.00' },
            { nome: 'Morango', preco_adicional: '0.00' },
          ],
        },
      ],
    },
    {
      nome: 'Mousse de Maracujá',
      descricao: 'Mousse aerada de maracujá na taça, coberta com calda da fruta e sementes.',
      preco: '11.90',
      imagem_url: '/imagens/produtos/mousse-maracuja.svg',
      tempo_preparo: 1,
      destaque: false,
      precisa_cozinha: false,
      opcoes: [],
    },
  ],
};

const PRATOS_EXECUTIVOS: SeedCategoria = {
  nome: 'Pratos Executivos',
  imagem_url: '/imagens/categorias/pratos-executivos.svg',
  ordem: 6,
  produtos: [
    {
      nome: 'Filé de Frango Grelhado',
      descricao:
        'Filé de peito de frango grelhado com ervas, acompanhado de arroz, feijão e salada de alface e tomate.',
      preco: '34.90',
      imagem_url: '/imagens/produtos/file-frango-grelhado.svg',
      tempo_preparo: 20,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [acompanhamentoExecutivo()],
    },
    {
      nome: 'Bife à Parmegiana',
      descricao:
        'Bife empanado coberto com molho de tomate e mussarela gratinada, com arroz, feijão e salada.',
      preco: '42.90',
      imagem_url: '/imagens/produtos/bife-parmegiana.svg',
      tempo_preparo: 25,
      destaque: true,
      precisa_cozinha: true,
      opcoes: [acompanhamentoExecutivo()],
    },
    {
      nome: 'Strogonoff de Frango',
      descricao:
        'Cubos de frango ao molho cremoso com champignon, servido com arroz branco e batata palha.',
      preco: '36.90',
      imagem_url: '/imagens/produtos/strogonoff-frango.svg',
      tempo_preparo: 20,
      destaque: false,
      precisa_cozinha: true,
      opcoes: [],
    },
  ],
};

export const DEMO_EMPRESA_1: SeedTenant = {
  empresa: {
    id: 1,
    nome: 'Cardápio Vivo Demo',
    cnpj: '34.871.256/0001-96',
    email: 'contato@cardapiovivo.com.br',
    telefone: '4832225566',
    whatsapp: '48999990000',
    tema: 'dark',
    endereco: 'Avenida Rio Branco',
    endereco_completo: 'Avenida Rio Branco, 820, Loja 2, Centro, Florianópolis - SC, 88015-200',
    cep: '88015200',
    cidade: 'Florianópolis',
    estado: 'SC',
    bairro: 'Centro',
    numero: '820',
    complemento: 'Loja 2',
    instagram: 'https://instagram.com/cardapiovivodemo',
    facebook: 'https://facebook.com/cardapiovivodemo',
    site: 'https://cardapiovivo.com.br',
    descricao:
      'Lanchonete e pizzaria no coração de Florianópolis: hambúrgueres artesanais, pizzas de forno a lenha, porções para dividir e pratos executivos no almoço.',
    horario_atendimento: 'Todos os dias, 24 horas',
    valor_frete_minimo: '5.00',
    valor_por_km: '1.50',
    raio_entrega: '20',
    tempo_preparo_padrao: 30,
    tempo_por_km: '2.5',
    timezone: 'America/Sao_Paulo',
    entrega_gratis_primeira_compra: true,
  },
  categorias: [LANCHES, PIZZAS, PORCOES, BEBIDAS, SOBREMESAS, PRATOS_EXECUTIVOS],
  // Open around the clock (equal opening and closing): whoever runs `npm start` at night can
  // still place an order on the demo store.
  horarios: [
    { dia: 'segunda', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'terca', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'quarta', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'quinta', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'sexta', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'sabado', abertura: '00:00', fechamento: '00:00', fechado: false },
    { dia: 'domingo', abertura: '00:00', fechamento: '00:00', fechado: false },
  ],
  bairros: [
    { bairro: 'Centro', distancia_km: '2.0' },
    { bairro: 'Agronômica', distancia_km: '3.5' },
    { bairro: 'Saco dos Limões', distancia_km: '4.5' },
    { bairro: 'Estreito', distancia_km: '5.0' },
    { bairro: 'Trindade', distancia_km: '6.0' },
    { bairro: 'Pantanal', distancia_km: '7.0' },
    { bairro: 'Itacorubi', distancia_km: '7.5' },
    { bairro: 'Coqueiros', distancia_km: '8.0' },
    { bairro: 'Córrego Grande', distancia_km: '8.5' },
    { bairro: 'Lagoa da Conceição', distancia_km: '14.0' },
    { bairro: 'Campeche', distancia_km: '18.5' },
    { bairro: 'Canasvieiras', distancia_km: '27.0' },
  ],
  mesas: [
    { numero: '1', nome: 'Mesa 1', capacidade: 2 },
    { numero: '2', nome: 'Mesa 2', capacidade: 2 },
    { numero: '3', nome: 'Mesa 3', capacidade: 4 },
    { numero: '4', nome: 'Mesa 4', capacidade: 4 },
    { numero: '5', nome: 'Mesa 5', capacidade: 6 },
    { numero: '6', nome: 'Mesa 6', capacidade: 6 },
    { numero: '7', nome: 'Mesa 7', capacidade: 4 },
    { numero: '8', nome: 'Mesa 8', capacidade: 4 },
  ],
  comandasFisicas: [
    { numero: '101', nome: 'Comanda 101', descricao: 'Balcão' },
    { numero: '102', nome: 'Comanda 102', descricao: 'Balcão' },
    { numero: '103', nome: 'Comanda 103', descricao: 'Varanda' },
    { numero: '104', nome: 'Comanda 104', descricao: 'Varanda' },
    { numero: '105', nome: 'Comanda 105', descricao: 'Salão' },
    { numero: '106', nome: 'Comanda 106', descricao: 'Salão' },
    { numero: '107', nome: 'Comanda 107', descricao: null },
    { numero: '108', nome: 'Comanda 108', descricao: null },
    { numero: '109', nome: 'Comanda 109', descricao: 'Reserva para eventos' },
    { numero: '110', nome: 'Comanda 110', descricao: null },
  ],
  staff: [
    {
      nome: 'Ana',
      sobrenome: 'Gestora',
      email: 'admin@cardapiovivo.com.br',
      senha: 'admin123',
      role: 'gestao',
    },
    {
      nome: 'Bruno',
      sobrenome: 'Equipe',
      email: 'equipe@cardapiovivo.com.br',
      senha: 'equipe123',
      role: 'colaborador',
    },
  ],
  garcons: [
    {
      nome: 'Carlos',
      sobrenome: 'Garçom',
      email: 'garcom@cardapiovivo.com.br',
      senha: 'garcom123',
      telefone: '48988887777',
    },
    {
      nome: 'Ana',
      sobrenome: 'Garçonete',
      email: 'garcom2@cardapiovivo.com.br',
      senha: 'garcom123',
      telefone: '48988886666',
    },
  ],
  clientes: [
    {
      nome: 'Maria',
      sobrenome: 'Cliente',
      email: 'cliente@cardapiovivo.com.br',
      senha: 'cliente123',
      telefone: '48991234567',
      rua: 'Rua Felipe Schmidt',
      bairro: 'Centro',
      numero_casa: '150',
      cep: '88010001',
      cidade: 'Florianópolis',
      estado: 'SC',
    },
  ],
};

// ---------------------------------------------------------------------------
// Empresa 2: Distribuidora Gelada (distribuidora de bebidas em Joinville/SC)
// ---------------------------------------------------------------------------

export const DEMO_EMPRESA_2: SeedTenant = {
  empresa: {
    id: 2,
    nome: 'Distribuidora Gelada',
    cnpj: '47.562.913/0001-65',
    email: 'contato@distribuidoragelada.com.br',
    telefone: '4734335577',
    whatsapp: '47999881122',
    tema: 'light',
    endereco: 'Rua Blumenau',
    endereco_completo: 'Rua Blumenau, 1350, Galpão B, América, Joinville - SC, 89204-250',
    cep: '89204250',
    cidade: 'Joinville',
    estado: 'SC',
    bairro: 'América',
    numero: '1350',
    complemento: 'Galpão B',
    instagram: 'https://instagram.com/distribuidoragelada',
    facebook: 'https://facebook.com/distribuidoragelada',
    site: 'https://distribuidoragelada.com.br',
    descricao:
      'Cerveja trincando, refrigerante, gelo e carvão entregues rapidinho em Joinville. Fez o churrasco, a gente leva o resto.',
    horario_atendimento: 'Seg a Qui 9h às 22h · Sex e Sáb 9h à 1h · Dom 10h às 20h',
    valor_frete_minimo: '7.00',
    valor_por_km: '2.00',
    raio_entrega: '10',
    tempo_preparo_padrao: 10,
    tempo_por_km: '3.0',
    timezone: 'America/Sao_Paulo',
    entrega_gratis_primeira_compra: false,
  },
  categorias: [
    {
      nome: 'Cervejas',
      imagem_url: '/imagens/categorias/cervejas.svg',
      ordem: 1,
      produtos: [
        {
          nome: 'Fardo Brahma Duplo Malte Lata 350ml (12 unidades)',
          descricao:
            'Fardo com 12 latas de Brahma Duplo Malte 350 ml. Venda proibida para menores de 18 anos.',
          preco: '47.90',
          imagem_url: '/imagens/produtos/fardo-cerveja-lata.svg',
          tempo_preparo: 3,
          destaque: true,
          precisa_cozinha: false,
          opcoes: [temperaturaBebida()],
        },
        {
          nome: 'Heineken Long Neck 330ml',
          descricao:
            'Cerveja puro malte Heineken em garrafa long neck. Venda proibida para menores de 18 anos.',
          preco: '7.49',
          imagem_url: '/imagens/produtos/heineken-long-neck.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [temperaturaBebida()],
        },
        {
          nome: 'Cerveja Original 600ml',
          descricao:
            'Garrafa de 600 ml da clássica Original, encorpada e cremosa. Venda proibida para menores de 18 anos.',
          preco: '11.90',
          imagem_url: '/imagens/produtos/cerveja-original-600ml.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [
            temperaturaBebida(),
            {
              nome: 'Casco',
              tipo: 'adicionar',
              obrigatorio: true,
              max_selecoes: 1,
              itens: [
                { nome: 'Tenho casco para trocar', preco_adicional: '0.00' },
                { nome: 'Sem casco', preco_adicional: '2.50' },
              ],
            },
          ],
        },
      ],
    },
    {
      nome: 'Refrigerantes e Águas',
      imagem_url: '/imagens/categorias/refrigerantes-e-aguas.svg',
      ordem: 2,
      produtos: [
        {
          nome: 'Coca-Cola 2L',
          descricao: 'Refrigerante Coca-Cola original em garrafa PET de 2 litros.',
          preco: '12.99',
          imagem_url: '/imagens/produtos/coca-cola-2l.svg',
          tempo_preparo: 1,
          destaque: true,
          precisa_cozinha: false,
          opcoes: [temperaturaBebida()],
        },
        {
          nome: 'Guaraná Antarctica Lata 350ml',
          descricao: 'Guaraná Antarctica em lata de 350 ml, bem gelado.',
          preco: '4.99',
          imagem_url: '/imagens/produtos/guarana-lata.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [],
        },
        {
          nome: 'Água Mineral 1,5L',
          descricao: 'Água mineral natural sem gás em garrafa de 1,5 litro.',
          preco: '4.49',
          imagem_url: '/imagens/produtos/agua-mineral-1-5l.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [],
        },
      ],
    },
    {
      nome: 'Gelo e Carvão',
      imagem_url: '/imagens/categorias/gelo-e-carvao.svg',
      ordem: 3,
      produtos: [
        {
          nome: 'Gelo em Cubos 5kg',
          descricao: 'Saco de 5 kg de gelo em cubos filtrado, perfeito para a caixa térmica.',
          preco: '14.90',
          imagem_url: '/imagens/produtos/gelo-5kg.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [],
        },
        {
          nome: 'Carvão Vegetal 3kg',
          descricao:
            'Saco de 3 kg de carvão vegetal de eucalipto, acende fácil e rende brasa duradoura.',
          preco: '24.90',
          imagem_url: '/imagens/produtos/carvao-3kg.svg',
          tempo_preparo: 1,
          destaque: false,
          precisa_cozinha: false,
          opcoes: [],
        },
      ],
    },
  ],
  horarios: [
    { dia: 'segunda', abertura: '09:00', fechamento: '22:00', fechado: false },
    { dia: 'terca', abertura: '09:00', fechamento: '22:00', fechado: false },
    { dia: 'quarta', abertura: '09:00', fechamento: '22:00', fechado: false },
    { dia: 'quinta', abertura: '09:00', fechamento: '22:00', fechado: false },
    { dia: 'sexta', abertura: '09:00', fechamento: '01:00', fechado: false },
    { dia: 'sabado', abertura: '09:00', fechamento: '01:00', fechado: false },
    { dia: 'domingo', abertura: '10:00', fechamento: '20:00', fechado: false },
  ],
  bairros: [
    { bairro: 'América', distancia_km: '1.0' },
    { bairro: 'Centro', distancia_km: '2.5' },
    { bairro: 'Glória', distancia_km: '4.0' },
  ],
  mesas: [
    { numero: '1', nome: 'Mesa 1', capacidade: 4 },
    { numero: '2', nome: 'Mesa 2', capacidade: 4 },
  ],
  comandasFisicas: [
    { numero: '101', nome: 'Comanda 101', descricao: 'Balcão' },
    { numero: '102', nome: 'Comanda 102', descricao: 'Calçada' },
    { numero: '103', nome: 'Comanda 103', descricao: null },
  ],
  staff: [
    {
      nome: 'Diego',
      sobrenome: 'Gestor',
      email: 'admin@distribuidoragelada.com.br',
      senha: 'admin123',
      role: 'gestao',
    },
  ],
  garcons: [
    {
      nome: 'Eduardo',
      sobrenome: 'Garçom',
      email: 'garcom@distribuidoragelada.com.br',
      senha: 'garcom123',
      telefone: '47988776655',
    },
  ],
  clientes: [
    {
      nome: 'João',
      sobrenome: 'Cliente',
      email: 'cliente@distribuidoragelada.com.br',
      senha: 'cliente123',
      telefone: '47991234567',
      rua: 'Rua do Príncipe',
      bairro: 'Centro',
      numero_casa: '330',
      cep: '89201001',
      cidade: 'Joinville',
      estado: 'SC',
    },
  ],
};

export const DEMO_TENANTS: SeedTenant[] = [DEMO_EMPRESA_1, DEMO_EMPRESA_2];

/**
 * 'Carregar cardápio de exemplo' (a new restaurant that wants to see the product first): three
 * categories of the demo store, with their photos and customisations, and nothing else.
 */
export const CARDAPIO_DE_EXEMPLO: readonly SeedCategoria[] = [LANCHES, BEBIDAS, SOBREMESAS];
