import { MENSAGENS_PROMOCOES, type Promocao } from '@cardapio/shared-events';
import { LuTicketPercent } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { useCadastro } from '../../../components/useCadastro';
import {
  useAtualizarPromocaoMutation,
  useExcluirPromocaoMutation,
  usePromocoesQuery,
} from '../api';
import { PromocaoCard, type AcaoDaPromocao } from '../components/PromocaoCard';
import { PromocaoFormDialog } from '../components/PromocaoFormDialog';

/** /dashboard/promocoes (staff-side §2 Promotions and coupons, §4, §5). */
export function PromocoesPage() {
  useDocumentTitle('Promoções');
  const promocoes = usePromocoesQuery(undefined, { refetchOnMountOrArgChange: true });
  const cadastro = useCadastro<Promocao>();
  const [atualizar] = useAtualizarPromocaoMutation();
  const [excluir] = useExcluirPromocaoMutation();
  const todas = promocoes.data ?? [];

  async function alternar(p: Promocao) {
    await comAviso(
      `alternar-promocao-${p.id}`,
      () => atualizar({ id: p.id, dados: { ativo: !p.ativo } }).unwrap(),
      {
        sucesso: MENSAGENS_PROMOCOES.promocaoAtualizada,
        erro: MENSAGENS_PROMOCOES.erroAlterarStatus,
      },
    );
  }

  async function copiar(p: Promocao) {
    try {
      await navigator.clipboard.writeText(p.codigo);
      notify.success(MENSAGENS_PROMOCOES.codigoCopiado);
    } catch {
      notify.error(`Não foi possível copiar. Código: ${p.codigo}`);
    }
  }

  const excluirPromocao = (p: Promocao) =>
    comAviso(`excluir-promocao-${p.id}`, () => excluir(p.id).unwrap(), {
      sucesso: MENSAGENS_PROMOCOES.promocaoExcluida,
      erro: MENSAGENS_PROMOCOES.erroExcluir,
    });

  function agir(acao: AcaoDaPromocao, p: Promocao) {
    if (acao === 'alternar') void alternar(p);
    else if (acao === 'copiar') void copiar(p);
    else if (acao === 'editar') cadastro.editar(p);
    else cadastro.excluir(p);
  }

  const novaPromocao = <BotaoDaPagina onClick={cadastro.novo}>Nova Promoção</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Promoções"
      descricao="Cupons de desconto que os clientes aplicam no carrinho."
      acoes={novaPromocao}
    >
      <ListaComEstados
        consulta={promocoes}
        total={todas.length}
        grade={{ colunas: { base: 1, sm: 2, xl: 3 }, gap: '4' }}
        esqueleto={{ quantos: 3, altura: '56' }}
        erro={{ titulo: MENSAGENS_PROMOCOES.erroCarregar }}
        vazia={{
          icone: <LuTicketPercent />,
          titulo: 'Nenhuma promoção cadastrada',
          descricao: 'Crie um cupom de desconto para os seus clientes usarem no carrinho.',
          acao: novaPromocao,
        }}
      >
        {todas.map((p) => (
          <PromocaoCard key={p.id} promocao={p} onAcao={agir} />
        ))}
      </ListaComEstados>
      {cadastro.noFormulario !== undefined && (
        <PromocaoFormDialog promocao={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir promoção?"
        mensagem={MENSAGENS_PROMOCOES.confirmarExclusao}
        excluir={excluirPromocao}
        onFechar={cadastro.fechar}
      />
    </PaginaDoPainel>
  );
}
