import {
  correcaoDoPedidoSchema,
  mascararTelefone,
  MENSAGENS_DA_EQUIPE,
  pedidoDaEquipeSchema,
  type ClienteDoTelefone,
  type Pedido,
  type FreteResultado,
  type ProdutoMenu,
} from '@cardapio/shared-events';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { ehErroDoAgendamento } from '../../ritmo/agendamento';
import { cardapioApi, useMenuQuery } from '../../cardapio/api';
import { useCalcularFreteMutation } from '../../carrinho/api';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import {
  chaveDoEndereco,
  deEndereco,
  ENDERECO_VAZIO,
  enderecoCompleto,
  enderecoParaApi,
  type CampoDoEndereco,
  type EstadoDeEntrega,
} from '../../carrinho/entrega';
import {
  useCorrigirPedidoMutation,
  useCriarPedidoDaEquipeMutation,
  useLazyClienteDoTelefoneQuery,
} from './api';
import type { ItemEscolhido } from '../../comandas/components/ProdutoDialog';
import {
  adicionarLinha,
  avisoDaRepeticao,
  formularioDoPedido,
  linhasDoPedido,
  mudarQuantidade,
  perguntaWhatsapp,
  repetirPedido,
  subtotalCentavos,
  valoresDoPedido,
  type CanalDaEquipe,
  type FormularioDoNovoPedido,
  type LinhaDoNovoPedido,
} from './novoPedido';

const INICIAL: FormularioDoNovoPedido = {
  canal: 'telefone',
  entrega: 'entrega',
  nome: '',
  sobrenome: '',
  telefone: '',
  endereco: ENDERECO_VAZIO,
  cupom: '',
  observacoes: '',
  metodo: null,
  metodoNaEntrega: null,
  trocoPara: '',
  agendadoPara: null,
  whatsappAceito: true,
};

/** What each channel usually is: a phone order is delivered, a counter order served there. */
const ENTREGA_DO_CANAL = { telefone: 'entrega', balcao: 'balcao' } as const;

/** The errors without that field's. */
function sem(erros: ErrosDoFormulario, campo: string): ErrosDoFormulario {
  if (!(campo in erros)) return erros;
  const resto = { ...erros };
  delete resto[campo];
  return resto;
}

/** The phone search: idle, the customer found, or nobody with that phone (a new customer). */
export type Busca =
  | { estado: 'nenhuma' }
  | { estado: 'buscando' }
  | { estado: 'encontrado'; cliente: ClienteDoTelefone; aviso: string | null; repetido: boolean }
  | { estado: 'novo' };

/**
 * The state of the staff's 'Novo pedido' (issue 31 §1): the customer by phone, the lines, the
 * delivery and its freight preview, the payment, and 'Criar pedido'.
 *
 * With `corrigindo` (the order as the live board has it), the same screen corrects an order the
 * kitchen has not started: filled from the order when it mounts (the menu already read, for its
 * prices), its channel kept, and 'Salvar correção' (PUT /api/pedidos/:id/correcao).
 */
export function useNovoPedido(empresaId: number, corrigindo: Pedido | null = null) {
  const menu = useMenuQuery(empresaId);
  // Whether the store sends WhatsApp messages (issue 32 §2): the form asks the customer then.
  const mensagensWhatsapp = useEmpresaPublicaQuery(empresaId).data?.mensagens_whatsapp ?? false;
  const [form, setForm] = useState<FormularioDoNovoPedido>(() =>
    corrigindo ? formularioDoPedido(corrigindo) : INICIAL,
  );
  const [linhas, setLinhas] = useState<LinhaDoNovoPedido[]>(() =>
    corrigindo ? linhasDoPedido(corrigindo, menu.data?.produtos) : [],
  );
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [busca, setBusca] = useState<Busca>({ estado: 'nenhuma' });
  const [frete, setFrete] = useState<{ chave: string; resultado: FreteResultado } | null>(null);
  const [buscar] = useLazyClienteDoTelefoneQuery();
  const [criarPedido, criacao] = useCriarPedidoDaEquipeMutation();
  const [corrigirPedido, correcao] = useCorrigirPedidoMutation();

  const mudar = useCallback(
    <K extends keyof FormularioDoNovoPedido>(campo: K, valor: FormularioDoNovoPedido[K]) => {
      setForm((atual) => ({ ...atual, [campo]: valor }));
      setErros((atual) => {
        const resto = Object.fromEntries(
          Object.entries(atual).filter(([chave]) => !chave.startsWith(campoDoContrato(campo))),
        );
        return Object.keys(resto).length === Object.keys(atual).length ? atual : resto;
      });
    },
    [],
  );

  const mudarCanal = useCallback(
    (canal: CanalDaEquipe) =>
      setForm((atual) => ({ ...atual, canal, entrega: ENTREGA_DO_CANAL[canal] })),
    [],
  );

  /* ---------- The delivery address and its freight, as the cart's card edits them ---------- */
  const chave = chaveDoEndereco(form.endereco);
  const alterarCampo = useCallback((campo: CampoDoEndereco, valor: string) => {
    setForm((atual) => ({ ...atual, endereco: { ...atual.endereco, [campo]: valor } }));
    setFrete(null);
  }, []);
  const definirFrete = useCallback(
    (resultado: FreteResultado | null) => setFrete(resultado ? { chave, resultado } : null),
    [chave],
  );
  const freteAtual = frete && frete.chave === chave ? frete.resultado : null;
  // A found customer's (or the corrected order's) address: its freight is asked at once, once
  // per address.
  const [calcular] = useCalcularFreteMutation();
  const calculado = useRef<string | null>(null);
  const encontrado = busca.estado === 'encontrado' || corrigindo !== null;
  useEffect(() => {
    if (!encontrado || form.entrega !== 'entrega' || freteAtual) return;
    if (!enderecoCompleto(form.endereco) || calculado.current === chave) return;
    calculado.current = chave;
    void calcular({ ...enderecoParaApi(form.endereco), empresa_id: empresaId })
      .unwrap()
      .then((r) => {
        if (r.sucesso && r.dados) setFrete({ chave, resultado: r.dados });
      })
      .catch(() => undefined); // the card's 'Calcular Frete' stays to try again
  }, [calcular, chave, empresaId, encontrado, form.endereco, form.entrega, freteAtual]);

  const entrega: EstadoDeEntrega = useMemo(
    () => ({
      endereco: form.endereco,
      alterarCampo,
      frete: freteAtual,
      definirFrete,
      retirada: false,
      definirRetirada: () => undefined,
    }),
    [alterarCampo, definirFrete, form.endereco, freteAtual],
  );

  /* ---------- The customer by phone ---------- */
  async function buscarCliente() {
    const telefone = form.telefone.replace(/\D/g, '');
    if (telefone.length < 8) {
      setErros((atual) => ({ ...atual, 'cliente.telefone': 'Informe o telefone com DDD' }));
      return;
    }
    setBusca({ estado: 'buscando' });
    try {
      const cliente = await buscar(telefone).unwrap();
      setForm((atual) => ({
        ...atual,
        nome: cliente.nome,
        sobrenome: cliente.sobrenome ?? '',
        telefone: mascararTelefone(cliente.telefone),
        endereco: cliente.endereco ? deEndereco(cliente.endereco) : atual.endereco,
      }));
      setErros({});
      setBusca({ estado: 'encontrado', cliente, aviso: null, repetido: false });
    } catch (erro) {
      if (statusDoErro(erro) === 404) {
        setBusca({ estado: 'novo' });
        return;
      }
      setBusca({ estado: 'nenhuma' });
      setErros((atual) => ({
        ...atual,
        'cliente.telefone': mensagemDeErro(erro, 'Não foi possível buscar o cliente'),
      }));
    }
  }

  function repetir() {
    if (busca.estado !== 'encontrado' || !busca.cliente.ultimo_pedido || !menu.data) return 0;
    const r = repetirPedido(linhas, busca.cliente.ultimo_pedido.itens, menu.data.produtos);
    setLinhas(r.linhas);
    setErros((atual) => sem(atual, 'itens'));
    setBusca({ ...busca, aviso: avisoDaRepeticao(r), repetido: true });
    return busca.cliente.ultimo_pedido.itens.length - r.foraDoCardapio.length - r.esgotados.length;
  }

  /* ---------- The lines ---------- */
  const adicionar = useCallback((produto: ProdutoMenu, item: ItemEscolhido) => {
    setLinhas((atual) => adicionarLinha(atual, { produto, ...item }));
    setErros((atual) => sem(atual, 'itens'));
  }, []);
  const quantidade = useCallback(
    (chaveDaLinha: string, q: number) =>
      setLinhas((atual) => mudarQuantidade(atual, chaveDaLinha, q)),
    [],
  );

  /* ---------- The amounts, previewed (the server's are the order's answer) ---------- */
  const comOpcoes = [
    ...new Set(linhas.filter((l) => l.personalizacoes.length > 0).map((l) => l.produto.id)),
  ];
  const grupos = useAppSelector(
    (estado) =>
      comOpcoes.map((id) => cardapioApi.endpoints.opcoesDoProduto.select(id)(estado).data),
    shallowEqual,
  );
  const subtotal = subtotalCentavos(linhas, (id) => grupos[comOpcoes.indexOf(id)]);
  const entregaCobrada = form.entrega === 'entrega';
  const valorDoFrete = !entregaCobrada
    ? 0
    : freteAtual && !freteAtual.foraDaArea
      ? Math.round(freteAtual.valorFrete * 100)
      : null;
  const total = subtotal === null || valorDoFrete === null ? null : subtotal + valorDoFrete;

  /** Checks the form with the shared contract; the parsed values, or null (errors shown). */
  function validar<T>(schema: Parameters<typeof validarComSchema<T>>[0]): T | null {
    const r = validarComSchema(schema, valoresDoPedido(form, linhas, mensagensWhatsapp));
    const extras: ErrosDoFormulario = {};
    if (corrigindo && form.metodo === 'pix')
      extras['pagamento.metodo'] = MENSAGENS_DA_EQUIPE.correcaoParaPix;
    if (form.entrega === 'entrega' && !enderecoCompleto(form.endereco))
      extras.endereco = 'Informe rua, número, bairro e CEP da entrega';
    if (form.metodo === 'na_entrega' && !form.metodoNaEntrega)
      extras['pagamento.metodo_na_entrega'] = 'Selecione como o cliente vai pagar';
    const todos = { ...(r.ok ? {} : r.erros), ...extras };
    setErros(todos);
    return r.ok && Object.keys(extras).length === 0 ? r.dados : null;
  }

  async function criar() {
    const dados = validar(pedidoDaEquipeSchema);
    if (!dados) return null;
    try {
      return await criarPedido(dados).unwrap();
    } catch (erro) {
      // Refused for its time ('Escolha um horário a partir das 21:15.'): shown beside 'Quando?'.
      const mensagem = mensagemDeErro(erro, '');
      if (ehErroDoAgendamento(mensagem))
        setErros((atual) => ({ ...atual, agendado_para: mensagem }));
      throw erro;
    }
  }

  /** 'Salvar correção': the whole order as it should be (its channel stays the order's). */
  async function corrigir() {
    if (!corrigindo) return null;
    const dados = validar(correcaoDoPedidoSchema);
    if (!dados) return null;
    return corrigirPedido({ id: corrigindo.id, correcao: dados }).unwrap();
  }

  return {
    menu,
    form,
    mudar,
    mudarCanal,
    erros,
    linhas,
    adicionar,
    quantidade,
    busca,
    buscarCliente,
    /** The WhatsApp checkbox shows under the phone. */
    perguntaWhatsapp: perguntaWhatsapp(form.telefone, mensagensWhatsapp),
    repetir,
    entrega,
    valores: { subtotal, frete: valorDoFrete, total, entregaCobrada },
    /** How soon the order could be ready: a delivery's quote counts the trip; else unknown. */
    preparoMin:
      entregaCobrada && freteAtual && !freteAtual.foraDaArea
        ? freteAtual.tempoEstimado || null
        : null,
    criar,
    corrigindo,
    corrigir,
    criando: criacao.isLoading || correcao.isLoading,
  };
}

export type NovoPedido = ReturnType<typeof useNovoPedido>;

/** The contract's path of a form field, for clearing its error when it changes. */
function campoDoContrato(campo: keyof FormularioDoNovoPedido): string {
  switch (campo) {
    case 'nome':
    case 'sobrenome':
    case 'telefone':
      return `cliente.${campo}`;
    case 'metodo':
      return 'pagamento';
    case 'metodoNaEntrega':
      return 'pagamento.metodo_na_entrega';
    case 'trocoPara':
      return 'pagamento.troco_para';
    case 'agendadoPara':
      return 'agendado_para';
    default:
      return campo;
  }
}
