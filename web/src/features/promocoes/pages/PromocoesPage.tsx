import { MENSAGENS_PROMOCOES, type Promocao } from '@cardapio/shared-events';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTicketPercent, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { ListaComEstados } from '../../../components/ListaComEstados';
import {
  useAtualizarPromocaoMutation,
  useExcluirPromocaoMutation,
  usePromocoesQuery,
} from '../api';
import { PromocaoCard, type AcaoDaPromocao } from '../components/PromocaoCard';
import { PromocaoFormDialog } from '../components/PromocaoFormDialog';

type Aberto =
  { tipo: 'form'; promocao: Promocao | null } | { tipo: 'excluir'; promocao: Promocao } | null;

/** /dashboard/promocoes (staff-side §2 Promotions and coupons, §4, §5). */
export function PromocoesPage() {
  useDocumentTitle('Promoções');
  const promocoes = usePromocoesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [aberto, setAberto] = useState<Aberto>(null);
  const [atualizar] = useAtualizarPromocaoMutation();
  const [excluir, exclusao] = useExcluirPromocaoMutation();
  const todas = promocoes.data ?? [];
  const fechar = () => setAberto(null);

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

  async function confirmarExcluir(p: Promocao) {
    const excluiu = await comAviso(`excluir-promocao-${p.id}`, () => excluir(p.id).unwrap(), {
      sucesso: MENSAGENS_PROMOCOES.promocaoExcluida,
      erro: MENSAGENS_PROMOCOES.erroExcluir,
    });
    if (excluiu) fechar();
  }

  function agir(acao: AcaoDaPromocao, p: Promocao) {
    if (acao === 'alternar') void alternar(p);
    else if (acao === 'copiar') void copiar(p);
    else
      setAberto(
        acao === 'editar' ? { tipo: 'form', promocao: p } : { tipo: 'excluir', promocao: p },
      );
  }

  const novaPromocao = (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      flex={{ base: '1', sm: 'initial' }}
      onClick={() => setAberto({ tipo: 'form', promocao: null })}
    >
      <LuPlus /> Nova Promoção
    </Button>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Promoções"
        descricao="Cupons de desconto que os clientes aplicam no carrinho."
        acoes={novaPromocao}
      />
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
      {aberto?.tipo === 'form' && (
        <PromocaoFormDialog promocao={aberto.promocao} onFechar={fechar} />
      )}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir promoção?"
        mensagem={MENSAGENS_PROMOCOES.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.promocao)}
        onFechar={fechar}
      />
    </Stack>
  );
}
