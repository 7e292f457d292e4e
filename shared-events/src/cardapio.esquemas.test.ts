import { categoriaFormSchema, produtoFormSchema, salvarOpcoesSchema } from './cardapio.esquemas';

const erros = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

test('the product form reads multipart text and answers the spec messages', () => {
  const ok = produtoFormSchema.parse({
    nome: ' X-Tudo ',
    preco: '29,90',
    categoria_id: '3',
    tempo_preparo: '15',
    destaque: 'true',
  });
  expect(ok).toMatchObject({
    nome: 'X-Tudo',
    preco: 29.9,
    categoria_id: 3,
    destaque: true,
    ativo: true,
  });
  expect(erros(produtoFormSchema.safeParse({}))).toEqual(
    expect.arrayContaining([
      'Nome é obrigatório',
      'Preço é obrigatório',
      'Categoria é obrigatória',
      'Tempo de preparo é obrigatório',
    ]),
  );
  expect(
    erros(
      produtoFormSchema.safeParse({ nome: 'a', preco: '-1', categoria_id: 1, tempo_preparo: 0 }),
    ),
  ).toEqual(['Preço deve ser maior que 0', 'Tempo deve ser maior que 0']);
});

test('the category form: ordem from 0, its messages', () => {
  expect(categoriaFormSchema.parse({ nome: 'Bebidas', ordem: '0' })).toMatchObject({
    ordem: 0,
    ativo: true,
  });
  expect(erros(categoriaFormSchema.safeParse({ nome: '', ordem: '' }))).toEqual([
    'Nome é obrigatório',
    'Ordem é obrigatória',
  ]);
  expect(erros(categoriaFormSchema.safeParse({ nome: 'a', ordem: -1 }))).toEqual([
    'Ordem deve ser maior ou igual a 0',
  ]);
});

test('the customisation save: the spec rules and defaults', () => {
  expect(erros(salvarOpcoesSchema.safeParse({ opcoes: [] }))).toEqual([
    'Adicione pelo menos uma opção de personalização',
  ]);
  expect(
    erros(salvarOpcoesSchema.safeParse({ opcoes: [{ nome: '', tipo: 'adicionar', itens: [] }] })),
  ).toEqual(['Todas as opções devem ter um nome', 'Todas as opções devem ter pelo menos um item']);
  expect(
    erros(
      salvarOpcoesSchema.safeParse({
        opcoes: [{ nome: 'Ponto', tipo: 'adicionar', itens: [{ nome: ' ' }] }],
      }),
    ),
  ).toEqual(['Todos os itens devem ter um nome']);
  expect(
    salvarOpcoesSchema.parse({
      opcoes: [{ nome: 'Extras', tipo: 'adicionar', itens: [{ nome: 'Bacon' }] }],
    }),
  ).toEqual({
    opcoes: [
      {
        nome: 'Extras',
        tipo: 'adicionar',
        obrigatorio: false,
        max_selecoes: 1,
        itens: [{ nome: 'Bacon', preco_adicional: 0, quantidade: 1 }],
      },
    ],
  });
});
