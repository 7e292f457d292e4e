import type { UsuarioPublico } from '@cardapio/shared-events';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Input,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  LuClipboardList,
  LuLogOut,
  LuMapPin,
  LuPencil,
  LuPhone,
  LuTrash2,
  LuTriangleAlert,
  LuUserRound,
} from 'react-icons/lu';
import {
  apenasDigitos,
  formatarTelefone,
  mascararCep,
  mascararTelefone,
} from '../../../app/format';
import { mensagemDoServidor } from '../../../app/http';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import {
  useAtualizarPerfilMutation,
  useExcluirContaMutation,
  usePerfilQuery,
  type PerfilPayload,
} from '../api';
import { atualizarUsuarioDaSessao, encerrarSessao } from '../session';
import { useClienteDaEmpresa } from '../useClienteDaEmpresa';
import { Folha } from '../../carrinho/components/Folha';
import { enderecoEmTexto } from '../../carrinho/formatacao';
import { abrirPainel } from '../../cardapio/painelDaLoja';

type Modo = 'ver' | 'editar' | 'excluir';

interface Formulario {
  nomeCompleto: string;
  telefone: string;
  rua: string;
  numero_casa: string;
  bairro: string;
  cep: string;
  cidade: string;
}

function formularioDe(u: UsuarioPublico): Formulario {
  return {
    nomeCompleto: [u.nome, u.sobrenome].filter(Boolean).join(' '),
    telefone: mascararTelefone(u.telefone ?? ''),
    rua: u.rua ?? '',
    numero_casa: u.numero_casa ?? '',
    bairro: u.bairro ?? '',
    cep: mascararCep(u.cep ?? ''),
    cidade: u.cidade ?? '',
  };
}

/** §3: the form's name splits into first name (nome) and the remainder (sobrenome). */
function payloadDe(f: Formulario): PerfilPayload {
  const [nome = '', ...resto] = f.nomeCompleto.trim().split(/\s+/);
  return {
    nome,
    sobrenome: resto.join(' '),
    telefone: apenasDigitos(f.telefone, 11),
    rua: f.rua.trim(),
    bairro: f.bairro.trim(),
    numero_casa: f.numero_casa.trim(),
    cep: apenasDigitos(f.cep, 8),
    cidade: f.cidade.trim(),
  };
}

interface PerfilDialogProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
}

/** Profile settings (customer-side §2, §4): view, edit, logout and account deletion. */
export function PerfilDialog({ empresaId, aberto, onFechar }: PerfilDialogProps) {
  const dispatch = useAppDispatch();
  const usuarioLocal = useClienteDaEmpresa(empresaId);
  const { data, isFetching } = usePerfilQuery(undefined, {
    skip: !aberto || !usuarioLocal,
    refetchOnMountOrArgChange: true,
  });
  // A failed load falls back to the user stored with the session.
  const usuario = data?.usuario ?? usuarioLocal;
  const [modo, setModo] = useState<Modo>('ver');
  const [form, setForm] = useState<Formulario | null>(null);
  const [erroExclusao, setErroExclusao] = useState<string | null>(null);
  const [salvar, { isLoading: salvando }] = useAtualizarPerfilMutation();
  const [excluir, { isLoading: excluindo }] = useExcluirContaMutation();
  const [abertoAntes, setAbertoAntes] = useState(aberto);

  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) {
      setModo('ver');
      setErroExclusao(null);
    }
  }

  function editar() {
    if (!usuario) return;
    setForm(formularioDe(usuario));
    setModo('editar');
  }

  const alterar = (campo: keyof Formulario, valor: string) =>
    setForm((f) => (f ? { ...f, [campo]: valor } : f));
  /** A field's value and change handler, through its mask if it has one. */
  const ligar = (campo: keyof Formulario, mascara?: (valor: string) => string) => ({
    valor: form?.[campo] ?? '',
    onChange: (valor: string) => alterar(campo, mascara ? mascara(valor) : valor),
  });

  const nomeValido = Boolean(form?.nomeCompleto.trim());

  async function salvarPerfil() {
    if (!form || !nomeValido) return;
    try {
      const resposta = await salvar(payloadDe(form)).unwrap();
      dispatch(atualizarUsuarioDaSessao(resposta.usuario));
      notify.success('Perfil atualizado com sucesso!');
      setModo('ver');
    } catch (erro) {
      const detalhe = mensagemDoServidor(erro);
      notify.error({
        title: 'Erro ao atualizar perfil',
        description: detalhe && detalhe !== 'Erro ao atualizar perfil' ? detalhe : undefined,
      });
    }
  }

  async function excluirConta() {
    setErroExclusao(null);
    try {
      await excluir().unwrap();
      notify.success('Conta excluída com sucesso!');
      onFechar();
      dispatch(encerrarSessao({ silencioso: true }));
    } catch (erro) {
      setErroExclusao(mensagemDoServidor(erro) ?? 'Erro ao excluir conta');
    }
  }

  function sair() {
    onFechar();
    dispatch(encerrarSessao());
  }

  const nomeCompleto = usuario ? [usuario.nome, usuario.sobrenome].filter(Boolean).join(' ') : '';

  const rodape =
    modo === 'editar' ? (
      <HStack gap="2">
        <Button flex="1" variant="ghost" rounded="xl" onClick={() => setModo('ver')}>
          Cancelar
        </Button>
        <Button
          flex="2"
          colorPalette="brand"
          rounded="xl"
          size="lg"
          loading={salvando}
          disabled={!nomeValido}
          onClick={() => void salvarPerfil()}
        >
          Salvar Perfil
        </Button>
      </HStack>
    ) : modo === 'excluir' ? (
      <HStack gap="2">
        <Button flex="1" variant="ghost" rounded="xl" onClick={() => setModo('ver')}>
          Cancelar
        </Button>
        <Button
          flex="2"
          colorPalette="red"
          rounded="xl"
          size="lg"
          loading={excluindo}
          onClick={() => void excluirConta()}
        >
          <LuTrash2 /> Sim, excluir conta
        </Button>
      </HStack>
    ) : (
      <Stack gap="2">
        <Grid templateColumns="1fr 1fr" gap="2">
          <Button colorPalette="brand" rounded="xl" size="lg" onClick={editar}>
            <LuPencil /> Editar Perfil
          </Button>
          <Button
            variant="outline"
            rounded="xl"
            size="lg"
            onClick={() => dispatch(abrirPainel('pedidos'))}
          >
            <LuClipboardList /> Ver Pedidos
          </Button>
        </Grid>
        <Button variant="ghost" rounded="xl" onClick={onFechar}>
          Fechar
        </Button>
      </Stack>
    );

  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      titulo={
        modo === 'editar' ? 'Editar Perfil' : modo === 'excluir' ? 'Excluir Conta' : 'Meu Perfil'
      }
      subtitulo={
        modo === 'editar' ? 'Mantenha seus dados de entrega em dia' : 'Seus dados e sua conta'
      }
      icone={<LuUserRound />}
      testId="perfil"
      rodape={usuario ? rodape : undefined}
    >
      {!usuario ? (
        <Text color="fg.muted" py="6" textAlign="center">
          Faça login para ver seu perfil.
        </Text>
      ) : modo === 'editar' && form ? (
        <Stack gap="3" as="form" onSubmit={(e) => e.preventDefault()}>
          <CampoTexto
            rotulo="Nome completo"
            {...ligar('nomeCompleto')}
            invalido={!nomeValido}
            erro="Nome é obrigatório"
            autoComplete="name"
          />
          <CampoTexto
            rotulo="Telefone"
            {...ligar('telefone', mascararTelefone)}
            inputMode="tel"
            autoComplete="tel"
            placeholder="(48) 99999-9999"
          />
          <CampoTexto rotulo="Rua" {...ligar('rua')} />
          <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3">
            <CampoTexto rotulo="Número" {...ligar('numero_casa')} inputMode="numeric" />
            <CampoTexto rotulo="Bairro" {...ligar('bairro')} />
          </Grid>
          <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3">
            <CampoTexto
              rotulo="CEP"
              {...ligar('cep', mascararCep)}
              inputMode="numeric"
              placeholder="00000-000"
            />
            <CampoTexto rotulo="Cidade" {...ligar('cidade')} />
          </Grid>
        </Stack>
      ) : modo === 'excluir' ? (
        <Stack gap="4" py="2">
          <HStack gap="3" p="4" rounded="2xl" bg="red.subtle" color="red.fg" align="flex-start">
            <Box fontSize="xl" mt="0.5">
              <LuTriangleAlert />
            </Box>
            <Stack gap="1">
              <Text fontWeight="bold">Tem certeza que deseja excluir sua conta?</Text>
              <Text fontSize="sm">
                Esta ação não pode ser desfeita. Seus dados e seu histórico de pedidos deixarão de
                estar disponíveis.
              </Text>
            </Stack>
          </HStack>
          {erroExclusao && (
            <Alert.Root status="error" rounded="xl" data-testid="erro-exclusao">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{erroExclusao}</Alert.Title>
                {/pedido/i.test(erroExclusao) && !/cancel/i.test(erroExclusao) && (
                  <Alert.Description>
                    Cancele ou conclua seus pedidos pendentes antes de excluir a conta.
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      ) : (
        <Stack gap="5">
          <HStack gap="4">
            <Avatar.Root size="xl" colorPalette="brand" variant="solid">
              <Avatar.Fallback name={nomeCompleto} />
            </Avatar.Root>
            <Stack gap="0.5" minW="0">
              <HStack gap="2">
                <Text fontWeight="800" fontSize="lg" truncate data-testid="perfil-nome">
                  {nomeCompleto}
                </Text>
                {isFetching && <Spinner size="xs" color="fg.muted" />}
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {usuario.email}
              </Text>
            </Stack>
          </HStack>

          <Stack
            gap="0"
            rounded="2xl"
            borderWidth="1px"
            borderColor="border.subtle"
            bg="bg.subtle"
            divideY="1px"
            divideColor="border.subtle"
          >
            <Info
              icone={<LuPhone />}
              rotulo="Telefone"
              valor={usuario.telefone ? formatarTelefone(usuario.telefone) : 'Não informado'}
            />
            <Info
              icone={<LuMapPin />}
              rotulo="Endereço"
              valor={
                enderecoEmTexto({
                  rua: usuario.rua ?? '',
                  numero_casa: usuario.numero_casa ?? '',
                  bairro: usuario.bairro ?? '',
                  cep: usuario.cep ?? '',
                  cidade: usuario.cidade,
                  estado: usuario.estado,
                }) || 'Não informado'
              }
            />
          </Stack>

          <Stack gap="2">
            <Separator />
            <HStack gap="2" justify="space-between" wrap="wrap">
              <Button variant="outline" rounded="xl" onClick={sair}>
                <LuLogOut /> Sair da Conta
              </Button>
              <Button
                variant="ghost"
                colorPalette="red"
                rounded="xl"
                onClick={() => {
                  setErroExclusao(null);
                  setModo('excluir');
                }}
              >
                <LuTrash2 /> Excluir Conta
              </Button>
            </HStack>
          </Stack>
        </Stack>
      )}
    </Folha>
  );
}

function Info({ icone, rotulo, valor }: { icone: ReactNode; rotulo: string; valor: string }) {
  return (
    <HStack gap="3" px="4" py="3" align="flex-start">
      <Box color="brand.fg" mt="0.5">
        {icone}
      </Box>
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
          {rotulo}
        </Text>
        <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
          {valor}
        </Text>
      </Stack>
    </HStack>
  );
}

function CampoTexto({
  rotulo,
  valor,
  onChange,
  invalido,
  erro,
  ...resto
}: {
  rotulo: string;
  valor: string;
  onChange: (valor: string) => void;
  invalido?: boolean;
  erro?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={invalido}>
      <Field.Label fontSize="sm" fontWeight="semibold">
        {rotulo}
      </Field.Label>
      <Input
        value={valor}
        onChange={(e) => onChange(e.target.value)}
        size="lg"
        rounded="xl"
        {...resto}
      />
      {invalido && erro && <Field.ErrorText>{erro}</Field.ErrorText>}
    </Field.Root>
  );
}
