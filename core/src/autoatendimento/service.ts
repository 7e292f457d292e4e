import { and, asc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  MENSAGENS_AUTOATENDIMENTO as M,
  MENSAGENS_MESA,
  MENSAGENS_RITMO,
  horaLocal,
  rooms,
  type ChamadaEvento,
  type ConfirmacaoDoQrResposta,
  type MesaDoQr,
  type PedidoDoQrInput,
  type PedidoDoQrResposta,
  type PedidosDoConvidado,
  type Publish,
  type QrDaMesa,
  type QrDasMesasResposta,
  type TipoDeChamada,
} from '@cardapio/shared-events';
import type { ChamadasService } from '../chamadas/service';
import { aguardaConfirmacao } from '../comandas/serialize';
import type { ComandasService } from '../comandas/service';
import type { Db } from '../db/client';
import { empresaNoAr } from '../empresas/no-ar';
import { empresas } from '../empresas/schema';
import { tocarMesas } from '../mesas/escritas';
import { mesas } from '../mesas/schema';
import type { MesasService } from '../mesas/service';
import { pausaEmVigor } from '../ritmo/janelas';
import { conflito, DomainError, naoEncontrado, proibido, validacao } from '../shared/errors';
import { deCentavos, paraCentavos } from '../shared/money';
import { autoatendimentoConfig, qrDasMesas } from './schema';
import { lerTokenDaMesa, tokenDaMesa } from './token';

export interface AutoatendimentoDeps {
  db: Db;
  now: () => Date;
  publish: Publish;
  /** The server's signature (TokenService.assinar). */
  assinar: (texto: string) => string;
  /** The site's address, for the URL each QR code holds. */
  publicUrl: string;
  comandas: ComandasService;
  chamadas: ChamadasService;
  mesas: MesasService;
  /** Closes every socket of a room (the guests of a QR code just replaced). */
  disconnectRoom?: (room: string) => void;
}

/** The table a QR token stands for, read in one query, as it is now. */
interface MesaLida {
  empresaId: number;
  mesa: { id: number; numero: string; nome: string; status: string };
  bloqueado: boolean;
  exigeConfirmacao: boolean;
  empresa: {
    nome: string;
    logo_url: string | null;
    timezone: string;
    pausadoEm: Date | null;
    pausadoAte: Date | null;
  };
}

/**
 * QR ordering at the table (issue 31 §2): the public side answers only to a valid token of a
 * table as it is now (its version, the company on the air); the staff side lists, replaces and
 * blocks the codes and chooses whether a waiter confirms what guests order.
 */
export function createAutoatendimentoService(deps: AutoatendimentoDeps) {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  /** The table of a token; 404 'Este QR Code não vale mais…' for anything else. */
  async function resolver(token: unknown): Promise<MesaLida> {
    const dados = lerTokenDaMesa(deps.assinar, token);
    if (!dados) throw naoEncontrado(M.qrInvalido);
    const [row] = await db
      .select({
        mesa: { id: mesas.id, numero: mesas.numero, nome: mesas.nome, status: mesas.status },
        versao: sql<number>`coalesce(${qrDasMesas.versao}, 1)`,
        bloqueado: sql<boolean>`coalesce(${qrDasMesas.bloqueado}, false)`,
        exigeConfirmacao: sql<boolean>`coalesce(${autoatendimentoConfig.exige_confirmacao}, true)`,
        noAr: empresaNoAr,
        empresa: {
          nome: empresas.nome,
          logo_url: empresas.logo_url,
          timezone: empresas.timezone,
          pausadoEm: empresas.pausado_em,
          pausadoAte: empresas.pausado_ate,
        },
      })
      .from(mesas)
      .innerJoin(empresas, eq(empresas.id, mesas.empresa_id))
      .leftJoin(
        qrDasMesas,
        and(eq(qrDasMesas.empresa_id, mesas.empresa_id), eq(qrDasMesas.mesa_id, mesas.id)),
      )
      .leftJoin(autoatendimentoConfig, eq(autoatendimentoConfig.empresa_id, mesas.empresa_id))
      .where(and(eq(mesas.empresa_id, dados.empresaId), eq(mesas.id, dados.mesaId)));
    if (!row || !row.noAr || Number(row.versao) !== dados.versao) throw naoEncontrado(M.qrInvalido);
    return {
      empresaId: dados.empresaId,
      mesa: row.mesa,
      bloqueado: row.bloqueado,
      exigeConfirmacao: row.exigeConfirmacao,
      empresa: row.empresa,
    };
  }

  /** Why the table cannot order now, with the status the refusal answers; null: it can. */
  function impedimento(lida: MesaLida) {
    if (lida.bloqueado) return { motivo: M.qrBloqueado, erro: proibido };
    if (lida.mesa.status === 'manutencao') return { motivo: M.mesaEmManutencao, erro: conflito };
    const { pausadoEm, pausadoAte, timezone } = lida.empresa;
    if (pausaEmVigor(pausadoEm, pausadoAte, deps.now()))
      return {
        motivo: MENSAGENS_RITMO.pedidosPausados(pausadoAte && horaLocal(pausadoAte, timezone)),
        erro: validacao,
      };
    return null;
  }

  async function pedidosDoConvidado(
    lida: MesaLida,
    convidado: string,
  ): Promise<PedidosDoConvidado> {
    const linhas = await deps.comandas.itensDoConvidado(lida.empresaId, lida.mesa.id, convidado);
    const itens = linhas.map((l) => ({
      id: l.id,
      produto_nome: l.produto_nome,
      quantidade: l.quantidade,
      preco_unitario: deCentavos(paraCentavos(l.preco_unitario)),
      observacoes: l.observacoes,
      personalizacoes: l.personalizacoes,
      status: l.status,
      aguardando_confirmacao: aguardaConfirmacao(l),
      created_at: l.created_at.toISOString(),
    }));
    const total = linhas
      .filter((l) => l.status !== 'cancelado')
      .reduce((soma, l) => soma + l.quantidade * paraCentavos(l.preco_unitario), 0);
    return { itens, total: deCentavos(total) };
  }

  /** The QR of a table as the back office prints it. */
  async function qrDaMesa(
    empresaId: number,
    mesa: { id: number; numero: string; nome: string; status: QrDaMesa['status'] },
    qr: { versao: number; bloqueado: boolean },
  ): Promise<QrDaMesa> {
    const token = tokenDaMesa(deps.assinar, { empresaId, mesaId: mesa.id, versao: qr.versao });
    const url = `${base}/mesa/${token}`;
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      mesa_id: mesa.id,
      numero: mesa.numero,
      nome: mesa.nome,
      status: mesa.status,
      bloqueado: qr.bloqueado,
      token,
      url,
      qr_imagem: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  async function lerQrs(empresaId: number, mesaId?: number) {
    return db
      .select({
        mesa: { id: mesas.id, numero: mesas.numero, nome: mesas.nome, status: mesas.status },
        versao: sql<number>`coalesce(${qrDasMesas.versao}, 1)`,
        bloqueado: sql<boolean>`coalesce(${qrDasMesas.bloqueado}, false)`,
      })
      .from(mesas)
      .leftJoin(
        qrDasMesas,
        and(eq(qrDasMesas.empresa_id, mesas.empresa_id), eq(qrDasMesas.mesa_id, mesas.id)),
      )
      .where(
        and(
          eq(mesas.empresa_id, empresaId),
          mesaId === undefined ? undefined : eq(mesas.id, mesaId),
        ),
      )
      .orderBy(sql`length(${mesas.numero})`, asc(mesas.numero), asc(mesas.id));
  }

  /**
   * Changes a table's QR row (created on first change) and makes the table newer in the same
   * transaction; then the staff and waiters get the table, and its guests read again.
   */
  async function mudarQr(
    empresaId: number,
    mesaId: number,
    mudanca: { bloqueado: boolean } | { renovar: true },
  ) {
    const agora = deps.now();
    const [linha] = await db.transaction(async (tx) => {
      const [existe] = await tx
        .select({ id: mesas.id })
        .from(mesas)
        .where(and(eq(mesas.empresa_id, empresaId), eq(mesas.id, mesaId)))
        .for('update');
      if (!existe) throw naoEncontrado(MENSAGENS_MESA.mesaNaoEncontrada);
      const valores =
        'renovar' in mudanca
          ? { insert: { versao: 2 }, set: { versao: sql`${qrDasMesas.versao} + 1` } }
          : { insert: { bloqueado: mudanca.bloqueado }, set: { bloqueado: mudanca.bloqueado } };
      const linhas = await tx
        .insert(qrDasMesas)
        .values({ empresa_id: empresaId, mesa_id: mesaId, ...valores.insert })
        .onConflictDoUpdate({
          target: [qrDasMesas.empresa_id, qrDasMesas.mesa_id],
          set: { ...valores.set, updated_at: agora },
        })
        .returning({ versao: qrDasMesas.versao, bloqueado: qrDasMesas.bloqueado });
      await tocarMesas(tx, [mesaId], agora);
      return linhas;
    });
    const sala = rooms.mesaQr(empresaId, mesaId);
    deps.publish({
      empresaId,
      name: 'autoatendimento:mudou',
      rooms: [sala],
      payload: { mesa_id: mesaId },
    });
    for (const mesa of await deps.mesas.carregar(empresaId, [mesaId]))
      deps.publish({
        empresaId,
        name: 'mesa:atualizada',
        rooms: [rooms.garcons(empresaId), rooms.equipe(empresaId)],
        payload: mesa,
      });
    // The guests of a replaced code are let go: reconnecting with it, they are refused.
    if ('renovar' in mudanca) deps.disconnectRoom?.(sala);
    return linha!;
  }

  return {
    /** GET /api/autoatendimento/qr/:token */
    async mesaDoQr(token: unknown): Promise<MesaDoQr> {
      const lida = await resolver(token);
      return {
        empresa: { id: lida.empresaId, nome: lida.empresa.nome, logo_url: lida.empresa.logo_url },
        mesa: { id: lida.mesa.id, numero: lida.mesa.numero, nome: lida.mesa.nome },
        exige_confirmacao: lida.exigeConfirmacao,
        pode_pedir: impedimento(lida) === null,
        motivo: impedimento(lida)?.motivo ?? null,
      };
    },

    /** For the socket handshake: the guests' room of a valid token, or null. */
    async salaDoToken(token: unknown): Promise<{ empresaId: number; sala: string } | null> {
      try {
        const lida = await resolver(token);
        return { empresaId: lida.empresaId, sala: rooms.mesaQr(lida.empresaId, lida.mesa.id) };
      } catch (error) {
        // Only a token that is not valid is refused as such; a failed read stays an error.
        if (error instanceof DomainError) return null;
        throw error;
      }
    },

    /** What this guest ordered at the table (blocked or paused, they still follow it). */
    async pedidos(token: unknown, convidado: string): Promise<PedidosDoConvidado> {
      return pedidosDoConvidado(await resolver(token), convidado);
    },

    /** The guest's order into the table's tab; refused when the table cannot order now. */
    async pedir(token: unknown, input: PedidoDoQrInput): Promise<PedidoDoQrResposta> {
      const lida = await resolver(token);
      const barrado = impedimento(lida);
      if (barrado) throw barrado.erro(barrado.motivo);
      const enviar = !lida.exigeConfirmacao;
      await deps.comandas.pedirPeloQr(lida.empresaId, lida.mesa.id, input, { enviar });
      return {
        mensagem: enviar ? M.pedidoEnviado : M.pedidoAguardando,
        enviado_cozinha: enviar,
        ...(await pedidosDoConvidado(lida, input.convidado)),
      };
    },

    /** 'Chamar garçom' / 'Pedir a conta': refused on a blocked table or one in maintenance. */
    async chamar(
      token: unknown,
      tipo: TipoDeChamada,
    ): Promise<{ mensagem: string; chamada: ChamadaEvento }> {
      const lida = await resolver(token);
      if (lida.bloqueado) throw proibido(M.qrBloqueado);
      if (lida.mesa.status === 'manutencao') throw conflito(M.mesaEmManutencao);
      const chamada = await deps.chamadas.chamarDaMesa(lida.empresaId, lida.mesa.numero, tipo);
      return { mensagem: tipo === 'conta' ? M.contaPedida : M.garcomChamado, chamada };
    },

    /** The back office's sheet: every table's code, and the company's choice. */
    async listar(empresaId: number): Promise<QrDasMesasResposta> {
      const [empresa] = await db
        .select({
          nome: empresas.nome,
          exige: sql<boolean>`coalesce(${autoatendimentoConfig.exige_confirmacao}, true)`,
        })
        .from(empresas)
        .leftJoin(autoatendimentoConfig, eq(autoatendimentoConfig.empresa_id, empresas.id))
        .where(eq(empresas.id, empresaId));
      const linhas = await lerQrs(empresaId);
      return {
        empresa_nome: empresa?.nome ?? '',
        exige_confirmacao: empresa?.exige ?? true,
        mesas: await Promise.all(
          linhas.map((l) =>
            qrDaMesa(empresaId, l.mesa, { versao: Number(l.versao), bloqueado: l.bloqueado }),
          ),
        ),
      };
    },

    /** 'Gerar novo QR Code': the printed one stops working at once. */
    async renovar(empresaId: number, mesaId: number): Promise<QrDaMesa> {
      await mudarQr(empresaId, mesaId, { renovar: true });
      const [l] = await lerQrs(empresaId, mesaId);
      return qrDaMesa(empresaId, l!.mesa, { versao: Number(l!.versao), bloqueado: l!.bloqueado });
    },

    /** A waiter (or staff) blocks or frees the table's QR, at once. */
    async bloquear(empresaId: number, mesaId: number, bloqueado: boolean) {
      await mudarQr(empresaId, mesaId, { bloqueado });
      return {
        mensagem: bloqueado ? M.qrBloqueadoOk : M.qrDesbloqueadoOk,
        mesa_id: mesaId,
        bloqueado,
      };
    },

    /** Whether a waiter confirms QR orders before they reach the kitchen. */
    async definirConfig(empresaId: number, exigeConfirmacao: boolean) {
      await db
        .insert(autoatendimentoConfig)
        .values({ empresa_id: empresaId, exige_confirmacao: exigeConfirmacao })
        .onConflictDoUpdate({
          target: autoatendimentoConfig.empresa_id,
          set: { exige_confirmacao: exigeConfirmacao, updated_at: deps.now() },
        });
      return { mensagem: M.configSalva, exige_confirmacao: exigeConfirmacao };
    },

    /** A waiter's 'Confirmar' on a tab with QR lines waiting. */
    confirmar: (
      empresaId: number,
      garcomId: number,
      comandaId: number,
    ): Promise<ConfirmacaoDoQrResposta> =>
      deps.comandas.confirmarQr(empresaId, garcomId, comandaId),
  };
}

export type AutoatendimentoService = ReturnType<typeof createAutoatendimentoService>;
