import { staffRegisterSchema, type StaffUserListItem } from '@cardapio/shared-events';
import { Badge, Card, Circle, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2, LuUserRound, LuUsers } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BotaoDaPagina } from '../../../components/BotaoDaPagina';
import { PaginaDoPainel } from '../../../components/PaginaDoPainel';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { ListaComEstados } from '../../../components/ListaComEstados';
import { PasswordInput } from '../../../components/PasswordInput';
import { useCampos } from '../../../components/useCampos';
import { Selecao } from '../../../components/Selecao';
import { ROTULO_DO_PAPEL } from '../../dashboard/telas';
import { useCriarUsuarioMutation, useExcluirUsuarioMutation, useUsuariosQuery } from '../api';

const MENSAGENS = {
  erroCarregar: 'Erro ao carregar usuários',
  erroCriar: 'Erro ao criar usuário',
  erroDeletar: 'Erro ao deletar usuário',
  criado: 'Usuário criado com sucesso!',
  deletado: 'Usuário deletado com sucesso!',
  confirmar: 'Tem certeza que deseja deletar este usuário?',
} as const;

const dataBr = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

/** /dashboard/usuarios: the company's staff accounts (staff-side §2 Users); gestao only. */
export function UsuariosPage() {
  useDocumentTitle('Usuários');
  const usuarios = useUsuariosQuery();
  const eu = useAppSelector((state) => state.sessao.usuario?.id);
  const [novo, setNovo] = useState(false);
  const [excluindo, setExcluindo] = useState<StaffUserListItem | null>(null);
  const [excluir] = useExcluirUsuarioMutation();
  const todos = usuarios.data ?? [];

  async function excluirUsuario(usuario: StaffUserListItem) {
    await comAviso(`excluir-usuario-${usuario.id}`, () => excluir(usuario.id).unwrap(), {
      sucesso: MENSAGENS.deletado,
      erro: MENSAGENS.erroDeletar,
    });
    return true;
  }

  const novoUsuario = <BotaoDaPagina onClick={() => setNovo(true)}>Novo Usuário</BotaoDaPagina>;

  return (
    <PaginaDoPainel
      titulo="Usuários"
      descricao="Quem acessa o painel da empresa, e com qual função."
      acoes={novoUsuario}
    >
      <ListaComEstados
        consulta={usuarios}
        total={todos.length}
        grade={{ colunas: { base: 1, md: 2, xl: 3 }, gap: '4' }}
        esqueleto={{ quantos: 3, altura: '24' }}
        erro={{ titulo: MENSAGENS.erroCarregar }}
        vazia={{
          icone: <LuUsers />,
          titulo: 'Nenhum usuário cadastrado',
          descricao: 'Crie acessos para a sua equipe.',
          acao: novoUsuario,
        }}
      >
        {todos.map((usuario) => (
          <Card.Root key={usuario.id} rounded="2xl" data-testid="usuario-card">
            <Card.Body p="4">
              <HStack gap="3" align="center">
                <Circle size="11" bg="brand.subtle" color="brand.fg">
                  <LuUserRound />
                </Circle>
                <Stack gap="1" minW="0" flex="1">
                  <Text fontWeight="semibold" truncate title={usuario.username}>
                    {usuario.username}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={usuario.role === 'gestao' ? 'purple' : 'gray'}>
                      {ROTULO_DO_PAPEL[usuario.role] ?? usuario.role}
                    </Badge>
                    {usuario.id === eu && <Badge colorPalette="green">Você</Badge>}
                    <Text fontSize="xs" color="fg.muted">
                      desde {dataBr(usuario.created_at)}
                    </Text>
                  </HStack>
                </Stack>
                {usuario.id !== eu && (
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    rounded="lg"
                    minH={{ base: '11', md: '9' }}
                    aria-label={`Deletar ${usuario.username}`}
                    title="Deletar"
                    onClick={() => setExcluindo(usuario)}
                  >
                    <LuTrash2 />
                  </IconButton>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </ListaComEstados>
      {novo && <NovoUsuarioDialog onFechar={() => setNovo(false)} />}
      <ConfirmarExclusao
        item={excluindo}
        titulo="Deletar usuário?"
        mensagem={`${MENSAGENS.confirmar} (${excluindo?.username ?? ''})`}
        confirmar="Deletar"
        excluir={excluirUsuario}
        onFechar={() => setExcluindo(null)}
      />
    </PaginaDoPainel>
  );
}

/** The new-user modal (staff-side §5 New user), validated by the server's schema. */
function NovoUsuarioDialog({ onFechar }: { onFechar: () => void }) {
  const { valores, erros, mudar, campo, validar } = useCampos({
    username: '',
    password: '',
    role: '',
  });
  const [criar] = useCriarUsuarioMutation();

  async function salvar() {
    const dados = validar(staffRegisterSchema, { ...valores, role: valores.role || undefined });
    if (!dados) return false;
    return comAviso('criar-usuario', () => criar(dados).unwrap(), {
      sucesso: MENSAGENS.criado,
      erro: MENSAGENS.erroCriar,
    });
  }

  return (
    <FormDialog
      titulo="Novo Usuário"
      descricao="O e-mail é o nome de usuário para entrar no painel"
      salvar="Criar Usuário"
      onSalvar={salvar}
      onFechar={onFechar}
      testId="usuario-form"
    >
      <Stack gap="4">
        <CampoDeTexto
          rotulo="Nome de usuário (e-mail)"
          {...campo('username')}
          type="email"
          autoComplete="off"
          placeholder="nome@empresa.com.br"
        />
        <FormField label="Senha" error={erros.password} helper="Pelo menos 6 caracteres">
          <PasswordInput
            autoComplete="new-password"
            value={valores.password}
            onChange={(e) => mudar('password', e.target.value)}
            rounded="lg"
          />
        </FormField>
        <FormField label="Função" error={erros.role}>
          <Selecao rotulo="Função" valor={valores.role} onValor={(v) => mudar('role', v)}>
            <option value="">Selecione a função</option>
            <option value="colaborador">Colaborador</option>
            <option value="gestao">Gestão</option>
          </Selecao>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
