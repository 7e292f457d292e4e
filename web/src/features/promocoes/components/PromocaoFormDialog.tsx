import {
  campoDeDinheiro,
  idsDosItens,
  MENSAGENS_PROMOCOES,
  promocaoFormSchema,
  type AplicavelEm,
  type Promocao,
  type TipoPromocao,
} from '@cardapio/shared-events';
import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuDices } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { notify } from '../../../app/toaster';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { DinheiroInput } from '../../../components/DinheiroInput';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { Selecao } from '../../../components/Selecao';
import {
  useAtualizarPromocaoMutation,
  useCriarPromocaoMutation,
  useLazyGerarCodigoQuery,
} from '../api';
import { SeletorDeItens } from './SeletorDeItens';

interface Props {
  /** null: a new promotion. */
  promocao: Promocao | null;
  onFechar: () => void;
}

const hoje = () => new Date().toLocaleDateString('en-CA');

/** Create or edit a promotion (staff-side §5 Promotion), validated with the shared schema. */
export function PromocaoFormDialog({ promocao, onFechar }: Props) {
  const [valores, setValores] = useState({
    nome: promocao?.nome ?? '',
    descricao: promocao?.descricao ?? '',
    codigo: promocao?.codigo ?? '',
    tipo: (promocao?.tipo ?? 'percentual') as TipoPromocao,
    valor: campoDeDinheiro(promocao?.valor, promocao?.tipo === 'percentual'),
    valor_minimo: campoDeDinheiro(promocao?.valor_minimo ?? 0),
    data_inicio: promocao?.data_inicio ?? hoje(),
    data_fim: promocao?.data_fim ?? '',
    uso_maximo: promocao ? String(promocao.uso_maximo) : '100',
    aplicavel_em: (promocao?.aplicavel_em ?? 'todos') as AplicavelEm,
  });
  const [itens, setItens] = useState<number[]>(idsDosItens(promocao?.itens_aplicaveis));
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [criar] = useCriarPromocaoMutation();
  const [atualizar] = useAtualizarPromocaoMutation();
  const [gerar, geracao] = useLazyGerarCodigoQuery();

  const mudar = (campo: keyof typeof valores) => (v: string) => {
    setValores((atual) => ({ ...atual, [campo]: v }));
    setErros({});
  };
  const texto = (campo: keyof typeof valores) => ({
    name: campo,
    value: valores[campo],
    onChange: (e: { target: { value: string } }) => mudar(campo)(e.target.value),
    rounded: 'lg' as const,
  });
  /** A money field (or the percent of a percentual discount), read like the server reads it. */
  const dinheiro = (campo: 'valor' | 'valor_minimo', percentual = false) => (
    <DinheiroInput
      name={campo}
      value={valores[campo]}
      onValueChange={mudar(campo)}
      onErro={(erro) => setErros((e) => ({ ...e, [campo]: erro }))}
      percentual={percentual}
      rounded="lg"
    />
  );
  const campo = (rotulo: string, nome: string, filho: ReactNode) => (
    <FormField label={rotulo} invalid={Boolean(erros[nome])} error={erros[nome]}>
      {filho}
    </FormField>
  );

  async function gerarCodigo() {
    try {
      const { codigo } = await gerar().unwrap();
      mudar('codigo')(codigo);
    } catch {
      notify.error(MENSAGENS_PROMOCOES.erroSalvar);
    }
  }

  async function salvar() {
    const r = validarComSchema(promocaoFormSchema, { ...valores, itens_aplicaveis: itens });
    if (!r.ok) {
      setErros(r.erros);
      return false;
    }
    return comAviso(
      'salvar-promocao',
      () => (promocao ? atualizar({ id: promocao.id, dados: r.dados }) : criar(r.dados)).unwrap(),
      {
        sucesso: promocao
          ? MENSAGENS_PROMOCOES.promocaoAtualizada
          : MENSAGENS_PROMOCOES.promocaoCriada,
        erro: MENSAGENS_PROMOCOES.erroSalvar,
      },
    );
  }

  return (
    <FormDialog
      titulo={promocao ? 'Editar Promoção' : 'Nova Promoção'}
      descricao={promocao ? promocao.codigo : 'Um cupom que o cliente digita no carrinho'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="promocao-form"
    >
      <Stack gap="4">
        {campo(
          'Nome',
          'nome',
          <Input {...texto('nome')} placeholder="Ex.: Semana do hambúrguer" />,
        )}
        {campo(
          'Descrição (opcional)',
          'descricao',
          <Textarea {...texto('descricao')} rows={2} placeholder="Ex.: 10% em todo o cardápio" />,
        )}
        {campo(
          'Código',
          'codigo',
          <HStack w="full">
            <Input
              {...texto('codigo')}
              textTransform="uppercase"
              fontFamily="mono"
              placeholder="Ex.: BEMVINDO10"
              autoComplete="off"
            />
            <Button
              variant="outline"
              rounded="lg"
              minH="10"
              loading={geracao.isFetching}
              onClick={() => void gerarCodigo()}
            >
              <LuDices /> Gerar
            </Button>
          </HStack>,
        )}
        <SimpleGrid columns={2} gap="3">
          {campo(
            'Tipo',
            'tipo',
            <Selecao name="tipo" valor={valores.tipo} onValor={mudar('tipo')}>
              <option value="percentual">Percentual (%)</option>
              <option value="valor_fixo">Valor fixo (R$)</option>
            </Selecao>,
          )}
          {campo(
            valores.tipo === 'percentual' ? 'Desconto (%)' : 'Desconto',
            'valor',
            dinheiro('valor', valores.tipo === 'percentual'),
          )}
          {campo('Pedido mínimo', 'valor_minimo', dinheiro('valor_minimo'))}
          {campo(
            'Uso máximo',
            'uso_maximo',
            <Input {...texto('uso_maximo')} type="number" inputMode="numeric" min={1} step="1" />,
          )}
          {campo('Início', 'data_inicio', <Input {...texto('data_inicio')} type="date" />)}
          {campo('Fim', 'data_fim', <Input {...texto('data_fim')} type="date" />)}
        </SimpleGrid>
        {campo(
          'Aplicável em',
          'aplicavel_em',
          <Selecao
            name="aplicavel_em"
            valor={valores.aplicavel_em}
            onValor={(v) => {
              mudar('aplicavel_em')(v);
              setItens([]);
            }}
          >
            <option value="todos">Todo o cardápio</option>
            <option value="categorias">Categorias</option>
            <option value="produtos">Produtos</option>
          </Selecao>,
        )}
        {valores.aplicavel_em !== 'todos' &&
          campo(
            valores.aplicavel_em === 'categorias' ? 'Categorias aplicáveis' : 'Produtos aplicáveis',
            'itens_aplicaveis',
            <SeletorDeItens
              tipo={valores.aplicavel_em}
              selecionados={itens}
              onChange={(ids) => {
                setItens(ids);
                setErros({});
              }}
            />,
          )}
      </Stack>
    </FormDialog>
  );
}
