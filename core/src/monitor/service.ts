import { and, desc, eq, exists, isNull } from 'drizzle-orm';
import {
  MENSAGENS_EMPRESA,
  MENSAGENS_MONITOR,
  type MonitorConfig,
  type MonitorConfigSalva,
  rooms,
  type TelaMonitor,
  type TelaMonitorCriada,
} from '@cardapio/shared-events';
import { gravarNaEmpresa } from '../empresas/escritas';
import { empresas } from '../empresas/schema';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { usuarios } from '../usuarios/schema';
import { paraTelaMonitor } from './cozinha';
import { telasMonitor } from './schema';

/** A display stays signed in for 30 days, unless an admin revokes it first. */
export const TELA_MONITOR_VALIDADE = '30d';
/** How long "this display is active" may be answered from memory. */
const MEMORIA_MS = 5_000;

export interface MonitorDeps {
  db: Db;
  tokens: TokenService;
  /** Disconnects every socket in a room (every gateway, through the Redis adapter). */
  disconnectRoom?: (room: string) => void;
  now: () => Date;
}

/** Kitchen displays: created by staff, revocable, checked on every request and handshake. */
export function createMonitorService(deps: MonitorDeps) {
  const { db } = deps;
  const memoria = new Map<number, { ativa: boolean; ate: number }>();
  const daEmpresaENaoRevogada = (empresaId: number, telaId: number) =>
    and(
      eq(telasMonitor.id, telaId),
      eq(telasMonitor.empresa_id, empresaId),
      isNull(telasMonitor.revogada_em),
    );

  async function listar(empresaId: number): Promise<TelaMonitor[]> {
    const rows = await db
      .select({ tela: telasMonitor, autor: usuarios.nome })
      .from(telasMonitor)
      .leftJoin(usuarios, eq(usuarios.id, telasMonitor.criada_por))
      .where(and(eq(telasMonitor.empresa_id, empresaId), isNull(telasMonitor.revogada_em)))
      .orderBy(desc(telasMonitor.created_at));
    return rows.map((r) => paraTelaMonitor(r.tela, r.autor));
  }

  async function configuracao(empresaId: number): Promise<MonitorConfigSalva> {
    const [row] = await db
      .select({
        alerta_amarelo_min: empresas.monitor_alerta_amarelo_min,
        alerta_vermelho_min: empresas.monitor_alerta_vermelho_min,
        confirmacao_seg: empresas.monitor_confirmacao_seg,
        pronto_automatico: empresas.monitor_pronto_automatico,
        tolerancia_atraso_min: empresas.monitor_tolerancia_atraso_min,
      })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    return row;
  }

  return {
    listar,

    configuracao,

    /** Saves the alert times; a PUT without confirmacao_seg keeps the saved one. */
    async salvarConfiguracao(
      empresaId: number,
      config: MonitorConfig,
    ): Promise<MonitorConfigSalva> {
      await gravarNaEmpresa(db, empresaId, {
        monitor_alerta_amarelo_min: config.alerta_amarelo_min,
        monitor_alerta_vermelho_min: config.alerta_vermelho_min,
        ...(config.confirmacao_seg === undefined
          ? {}
          : { monitor_confirmacao_seg: config.confirmacao_seg }),
        ...(config.pronto_automatico === undefined
          ? {}
          : { monitor_pronto_automatico: config.pronto_automatico }),
        ...(config.tolerancia_atraso_min === undefined
          ? {}
          : { monitor_tolerancia_atraso_min: config.tolerancia_atraso_min }),
        updated_at: deps.now(),
      });
      return configuracao(empresaId);
    },

    async criar(empresaId: number, usuarioId: number, nome: string): Promise<TelaMonitorCriada> {
      const [row] = await db
        .insert(telasMonitor)
        .values({ empresa_id: empresaId, nome, criada_por: usuarioId })
        .returning({ id: telasMonitor.id });
      const token = deps.tokens.sign(
        { kind: 'monitor', sub: row!.id, empresa_id: empresaId },
        { expiresIn: TELA_MONITOR_VALIDADE },
      );
      const tela = (await listar(empresaId)).find((t) => t.id === row!.id)!;
      return { token, tela };
    },

    /** Revokes the display: its token stops working and its open sockets are closed. */
    async revogar(empresaId: number, telaId: number): Promise<void> {
      const revogadas = await db
        .update(telasMonitor)
        .set({ revogada_em: deps.now() })
        .where(daEmpresaENaoRevogada(empresaId, telaId))
        .returning({ id: telasMonitor.id });
      if (revogadas.length === 0) throw naoEncontrado(MENSAGENS_MONITOR.telaNaoEncontrada);
      memoria.set(telaId, { ativa: false, ate: Number.POSITIVE_INFINITY });
      deps.disconnectRoom?.(rooms.tela(telaId));
    },

    /**
     * Whether a display's token may still be used, remembered a few seconds. Another
     * gateway's revocation is seen within that time; its sockets are closed at once.
     */
    async ativa(empresaId: number, telaId: number): Promise<boolean> {
      const lembrada = memoria.get(telaId);
      if (lembrada && lembrada.ate > Date.now()) return lembrada.ativa;
      const [row] = await db
        .update(telasMonitor)
        .set({ ultimo_uso_em: deps.now() })
        .where(
          and(
            daEmpresaENaoRevogada(empresaId, telaId),
            // A company the platform deactivated has no kitchen either.
            exists(
              db
                .select({ id: empresas.id })
                .from(empresas)
                .where(and(eq(empresas.id, empresaId), isNull(empresas.desativada_em))),
            ),
          ),
        )
        .returning({ id: telasMonitor.id });
      const ativa = Boolean(row);
      memoria.set(telaId, { ativa, ate: Date.now() + MEMORIA_MS });
      return ativa;
    },
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;
