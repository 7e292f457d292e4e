/**
 * Chaos test (issue 28 §2): two gateway processes behind HAProxy, one PostgreSQL, one Redis;
 * 200 live screens (kitchen monitors, boards, waiters, customers) of 20 companies that signed
 * themselves up through the API; 1,000 orders and status changes placed through the API while
 * a fault injector drops sockets, kills a gateway (SIGKILL) and starts it again, and cuts
 * clients' networks for 1 to 60 s. At the end every screen shows what the database holds:
 * nothing missed, nothing applied twice, nothing of another company.
 *
 * The screens are the web's (testing/tela-ao-vivo: the browser's stream, reads stamped, a read
 * again when a gap cannot be replayed), without the web's fallback polling, which would hide a
 * lost event. Missed is judged twice: each order change the load made (as the API answered it)
 * was applied by every screen of its scope or shown by a later read of it, and what each screen
 * shows at the end equals the API's read of the database. A change no screen saw is looked up in
 * its company's log, to tell "never written" from "written, not delivered".
 *
 * Needs PostgreSQL (DATABASE_URL), redis-server and haproxy on the machine; skipped, saying why,
 * where they are missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import request from 'supertest';
import { Redis } from 'ioredis';
import {
  proximosStatus,
  type Comanda,
  type MenuResposta,
  type OpcaoGrupo,
  type Pedido,
  type PedidoStatus,
  type TipoPedido,
} from '@cardapio/shared-events';
import { openDatabase, type Database } from '@cardapio/core';
import { SINAL_DE_VIDA } from '@cardapio/workers';
import { restauranteAberto } from '../testing/cadastro';
import { novoCliente } from '../testing/sessions';
import { criarRede, type RedeDoCliente } from '../testing/rede';
import {
  abrirTela,
  chamar,
  listasDa,
  type Resposta,
  type TelaAoVivo,
  type TipoDeTela,
  type Versionado,
} from '../testing/tela-ao-vivo';
import {
  ate,
  clusterDisponivel,
  criarBanco,
  esperar,
  iniciarBalanceador,
  iniciarGateway,
  iniciarRedis,
  portaLivre,
  type AmbienteDoCluster,
  type Processo,
} from '../testing/processos';

const disponivel = clusterDisponivel();
if (!disponivel.ok)
  console.warn(`[caos] pulado: falta ${disponivel.falta.join(', ')} nesta máquina`);

const EMPRESAS = 20;
/** Per company: 10 screens, 200 in all. */
const TELAS: Record<TipoDeTela, number> = { cozinha: 2, quadro: 2, garcom: 2, cliente: 4 };
/** Orders placed plus status changes, all companies together. */
const MUDANCAS = 1000;
/** How long the load is spread over (the faults run as long). */
const DURACAO_DA_CARGA_MS = 60_000;
/** Network cuts: one of almost a minute (past Socket.IO's 40 s heartbeat), the rest shorter. */
const BLOQUEIOS = 12;
const MAIOR_BLOQUEIO_MS = 58_000;

const sorteio = (n: number) => Math.floor(Math.random() * n);
const umDe = <T>(lista: readonly T[]): T => lista[sorteio(lista.length)]!;
/** A gateway that died or is not back yet answers nothing, 502 or 503 through the balancer. */
const perdida = (res: Resposta) => res.status === 0 || res.status >= 500;

interface MesaDaEmpresa {
  id: number;
  numero: string;
  comandaId: number;
}

interface PedidoAcompanhado {
  id: number;
  status: PedidoStatus;
  tipo_pedido: TipoPedido;
}

interface Empresa {
  id: number;
  dono: string;
  telas: string[];
  garcom: string;
  /** What its orders hold: one kitchen product. */
  item: { produto_id: number; quantidade: number; personalizacoes: object[] };
  mesas: MesaDaEmpresa[];
  clientes: Array<{ id: number; token: string }>;
  pedidos: Map<number, PedidoAcompanhado>;
  emAberto: number[];
}

/** A change the load made, as the API answered it (or as a read found it, its answer lost). */
interface Mudanca {
  empresaId: number;
  id: number;
  usuarioId: number | null;
  updated_at: string;
  adotada: boolean;
}

(disponivel.ok ? test : test.skip)(
  'chaos: 200 screens of 20 companies, 1,000 changes, drops, SIGKILLs and network cuts: every screen equals the database',
  async () => {
    const inicio = Date.now();
    const processos: { redis?: Processo; lb?: Processo; a?: Processo; b?: Processo } = {};
    const redes: RedeDoCliente[] = [];
    const telas: TelaAoVivo[] = [];
    let banco: Awaited<ReturnType<typeof criarBanco>> | undefined;
    let dirRedis: string | undefined;
    let database: Database | undefined;
    /** Set when the test ends (or fails): every loop of the load and of the faults stops. */
    let encerrado = false;
    const seguir = () => {
      if (encerrado) throw new Error('teste encerrado');
    };
    const emAndamento: Promise<unknown>[] = [];
    /** Runs beside the test: awaited where it matters, and once more (settled) at the end. */
    const aoLado = <T>(tarefa: Promise<T>) => {
      tarefa.catch(() => undefined);
      emAndamento.push(tarefa);
      return tarefa;
    };
    try {
      banco = await criarBanco();
      dirRedis = fs.mkdtempSync(path.join(os.tmpdir(), 'caos-redis-'));
      const [portaRedis, portaA, portaB, portaLb] = await Promise.all([
        portaLivre(),
        portaLivre(),
        portaLivre(),
        portaLivre(),
      ]);
      processos.redis = await iniciarRedis(portaRedis, dirRedis);
      const amb: AmbienteDoCluster = {
        databaseUrl: banco.url,
        redisUrl: `redis://127.0.0.1:${portaRedis}`,
        queuePrefix: 'caos',
        extra: {
          // Every client here speaks from 127.0.0.1: the login and sign-up limits are not tested.
          RATE_LIMIT_LOGIN_MAX: '1000000',
          RATE_LIMIT_ACCOUNT_MAX: '1000000',
          RATE_LIMIT_CADASTRO_MAX: '1000000',
        },
      };
      const portas = { a: portaA, b: portaB };
      [processos.a, processos.b] = await Promise.all([
        iniciarGateway('a', portaA, amb),
        iniciarGateway('b', portaB, amb),
      ]);
      processos.lb = await iniciarBalanceador(portaLb, [
        { nome: 'a', porta: portaA },
        { nome: 'b', porta: portaB },
      ]);
      const LB = `http://127.0.0.1:${portaLb}`;
      database = await openDatabase({ databaseUrl: banco.url, migrate: false, poolMax: 2 });
      const db = database.db;

      /** A write through the balancer, again while its gateway is gone (the caller knows it is safe). */
      const ate2xx = async (metodo: string, caminho: string, token: string, corpo?: unknown) => {
        for (let tentativa = 0; tentativa < 300; tentativa++) {
          seguir();
          const res = await chamar(LB, metodo, caminho, { token, corpo });
          if (res.status >= 200 && res.status < 300) return res.corpo;
          if (!perdida(res))
            throw new Error(`${metodo} ${caminho}: ${res.status} ${JSON.stringify(res.corpo)}`);
          await esperar(200);
        }
        throw new Error(`${metodo} ${caminho}: sem resposta`);
      };

      // ---------- 20 companies, each signed up and opened by its owner through the API ----------
      const empresas: Empresa[] = [];
      const prepararEmpresa = async (n: number): Promise<Empresa> => {
        const dono = await restauranteAberto(LB, db);
        const id = dono.empresa.id;
        const menu = (await request(LB).get(`/api/menu/${id}`)).body as MenuResposta;
        // A kitchen product, its required choices made (the first item of each).
        const produto = menu.produtos.find((p) => p.precisa_cozinha && p.disponivel);
        if (!produto) throw new Error(`cardápio de exemplo sem produto da cozinha: ${id}`);
        const grupos = (await request(LB).get(`/api/menu/produto/${produto.id}/opcoes`))
          .body as OpcaoGrupo[];
        const item = {
          produto_id: produto.id,
          quantidade: 1,
          personalizacoes: grupos
            .filter((g) => g.obrigatorio)
            .map((g) => ({ opcao_id: g.id, item_id: g.itens[0]!.id })),
        };
        const telasDaCozinha: string[] = [];
        for (let i = 0; i < TELAS.cozinha; i++)
          telasDaCozinha.push(
            (
              (await ate2xx('POST', '/api/monitor/telas', dono.token, {
                nome: `Cozinha ${i + 1}`,
              })) as {
                token: string;
              }
            ).token,
          );
        const emailDoGarcom = `garcom.caos.${Date.now()}.${n}@cantina.com.br`;
        await ate2xx('POST', '/api/garcom', dono.token, {
          nome: 'Marco',
          sobrenome: `Garçom ${n}`,
          email: emailDoGarcom,
          senha: 'segredo1',
        });
        const garcom = (
          (await ate2xx('POST', '/api/garcom/login', '', {
            email: emailDoGarcom,
            senha: 'segredo1',
          })) as { token: string }
        ).token;
        const mesas: MesaDaEmpresa[] = [];
        for (const numero of ['1', '2']) {
          const { mesa } = (await ate2xx('POST', '/api/mesas', dono.token, {
            numero,
            nome: `Mesa ${numero}`,
            capacidade: 4,
          })) as { mesa: { id: number } };
          const { comanda } = (await ate2xx('POST', '/api/garcom/comandas-mesa', garcom, {
            mesa_id: mesa.id,
          })) as { comanda: Comanda };
          mesas.push({ id: mesa.id, numero, comandaId: comanda.id });
        }
        const clientes: Empresa['clientes'] = [];
        for (let i = 0; i < TELAS.cliente; i++) {
          const { token, usuario } = (await ate2xx('POST', '/api/auth/registro', '', {
            ...novoCliente(),
            empresa_id: id,
          })) as { token: string; usuario: { id: number } };
          clientes.push({ id: usuario.id, token });
        }
        return {
          id,
          dono: dono.token,
          telas: telasDaCozinha,
          garcom,
          item,
          mesas,
          clientes,
          pedidos: new Map(),
          emAberto: [],
        };
      };
      for (let lote = 0; lote < EMPRESAS; lote += 5)
        empresas.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(5, EMPRESAS - lote) }, (_, i) =>
              prepararEmpresa(lote + i),
            ),
          )),
        );

      // ---------- 200 screens through the balancer; one per company behind a network of its own ----------
      const redeDe = new Map<TelaAoVivo, RedeDoCliente>();
      const abrir = async (e: Empresa, tipo: TipoDeTela, i: number, comRede: boolean) => {
        const rede = comRede ? await criarRede({ host: '127.0.0.1', porta: portaLb }) : undefined;
        if (rede) redes.push(rede);
        const cliente = tipo === 'cliente' ? e.clientes[i]! : undefined;
        const token =
          tipo === 'cozinha'
            ? e.telas[i]!
            : tipo === 'quadro'
              ? e.dono
              : tipo === 'garcom'
                ? e.garcom
                : cliente!.token;
        const tela = await abrirTela({
          tipo,
          empresaId: e.id,
          usuarioId: cliente?.id,
          token,
          base: rede?.url ?? LB,
        });
        telas.push(tela);
        if (rede) redeDe.set(tela, rede);
      };
      const tipos = Object.keys(TELAS) as TipoDeTela[];
      await Promise.all(
        empresas.map(async (e, n) => {
          // The company's screen with a network of its own: each kind in turn.
          const comRede = tipos[n % tipos.length]!;
          for (const tipo of tipos)
            for (let i = 0; i < TELAS[tipo]; i++)
              await abrir(e, tipo, i, tipo === comRede && i === 0);
        }),
      );
      expect(telas).toHaveLength(200);
      const preparado = Date.now();

      // ---------- the load: 1,000 orders and status changes through the API ----------
      const mudancas: Mudanca[] = [];
      /** What the figures show beside the counts (the first few of each problem). */
      const exemplos: string[] = [];
      const exemplo = (texto: string) => exemplos.length < 25 && exemplos.push(texto);
      const contagem = { pedidos: 0, status: 0, respostasPerdidas: 0 };
      const registrar = (e: Empresa, pedido: Pedido, adotada: boolean) => {
        mudancas.push({
          empresaId: e.id,
          id: pedido.id,
          usuarioId: pedido.usuario_id,
          updated_at: pedido.updated_at,
          adotada,
        });
        e.pedidos.set(pedido.id, {
          id: pedido.id,
          status: pedido.status,
          tipo_pedido: pedido.tipo_pedido,
        });
        const aberto = pedido.status !== 'entregue' && pedido.status !== 'cancelado';
        const i = e.emAberto.indexOf(pedido.id);
        if (aberto && i < 0) e.emAberto.push(pedido.id);
        if (!aberto && i >= 0) e.emAberto.splice(i, 1);
      };
      /** An order whose answer was lost: the newest one of that read the load does not know yet. */
      const procurar = async (
        e: Empresa,
        caminho: string,
        token: string,
        filtro: (p: Pedido) => boolean,
      ) =>
        ((await ate2xx('GET', caminho, token)) as Pedido[]).find(
          (p) => !e.pedidos.has(p.id) && filtro(p),
        );

      const pedidoDoCliente = async (e: Empresa) => {
        const cliente = umDe(e.clientes);
        // Added again after a lost answer: two units instead of one, which changes nothing here.
        await ate2xx('POST', `/api/carrinho/${e.id}/adicionar`, cliente.token, e.item);
        let perdeu = false;
        for (;;) {
          seguir();
          const res = await chamar(LB, 'POST', '/api/pedidos', {
            token: cliente.token,
            corpo: {
              tipo_pedido: 'retirada',
              metodo_pagamento: 'entrega',
              detalhes_pagamento: { metodo: 'pix' },
            },
          });
          if (res.status === 201) return registrar(e, res.corpo as Pedido, false);
          if (!perdida(res) && !(perdeu && res.status === 400))
            throw new Error(`pedido: ${res.status} ${JSON.stringify(res.corpo)}`);
          if (!perdeu) contagem.respostasPerdidas++;
          perdeu = true;
          // Did the lost attempt go through? Then its cart is gone and the order is in the history.
          const feito = await procurar(
            e,
            `/api/pedidos/usuario/${cliente.id}`,
            cliente.token,
            () => true,
          );
          if (feito) return registrar(e, feito, true);
          await esperar(200);
        }
      };

      const pedidoDaMesa = async (e: Empresa) => {
        const mesa = umDe(e.mesas);
        await ate2xx('POST', `/api/garcom/comandas-mesa/${mesa.comandaId}/itens`, e.garcom, e.item);
        let perdeu = false;
        for (;;) {
          seguir();
          const res = await chamar(
            LB,
            'POST',
            `/api/garcom/comandas/${mesa.comandaId}/enviar-cozinha`,
            {
              token: e.garcom,
            },
          );
          if (res.status === 201)
            return registrar(e, (res.corpo as { pedido: Pedido }).pedido, false);
          if (!perdida(res) && !(perdeu && res.status === 409))
            throw new Error(`envio: ${res.status} ${JSON.stringify(res.corpo)}`);
          if (!perdeu) contagem.respostasPerdidas++;
          perdeu = true;
          const feito = await procurar(
            e,
            '/api/pedidos',
            e.dono,
            (p) => p.tipo_pedido === 'mesa' && p.mesa === mesa.numero,
          );
          if (feito) return registrar(e, feito, true);
          await esperar(200);
        }
      };

      const avancar = async (e: Empresa, id: number) => {
        const pedido = e.pedidos.get(id)!;
        // Forward, now and then cancelled where that is allowed.
        const possiveis = proximosStatus(pedido);
        const adiante = possiveis.filter((s) => s !== 'cancelado');
        const para: PedidoStatus =
          adiante.length === 0 || (possiveis.includes('cancelado') && Math.random() < 0.1)
            ? 'cancelado'
            : adiante[0]!;
        // The kitchen display or the board moves it.
        const token = Math.random() < 0.5 ? umDe(e.telas) : e.dono;
        let perdeu = false;
        for (;;) {
          seguir();
          const res = await chamar(LB, 'PUT', `/api/pedidos/${id}/status`, {
            token,
            corpo: { status: para },
          });
          // A retry after a lost answer that went through answers the order as it is (200).
          if (res.status === 200) return registrar(e, res.corpo as Pedido, perdeu);
          if (!perdida(res)) throw new Error(`status: ${res.status} ${JSON.stringify(res.corpo)}`);
          if (!perdeu) contagem.respostasPerdidas++;
          perdeu = true;
          await esperar(200);
        }
      };

      let cargaAcabou = false;
      const inicioDaCarga = Date.now();
      const carga = aoLado(
        Promise.all(
          empresas.map(async (e, n) => {
            const suas = MUDANCAS / EMPRESAS;
            for (let i = 0; i < suas; i++) {
              seguir();
              // Spread over the load's time, each company at its own offset.
              const hora = inicioDaCarga + ((i + n / EMPRESAS) * DURACAO_DA_CARGA_MS) / suas;
              await esperar(hora - Date.now());
              const criar =
                e.emAberto.length === 0 || (e.emAberto.length < 4 && Math.random() < 0.35);
              if (criar) {
                await (Math.random() < 0.25 ? pedidoDaMesa(e) : pedidoDoCliente(e));
                contagem.pedidos++;
              } else {
                await avancar(e, umDe(e.emAberto));
                contagem.status++;
              }
            }
          }),
        ).finally(() => (cargaAcabou = true)),
      );

      // ---------- the faults, while the load runs ----------
      const falhas = { quedas: 0, mortes: 0, mortasEm: [] as number[], bloqueios: [] as number[] };
      const quedas = aoLado(
        (async () => {
          while (!cargaAcabou && !encerrado) {
            await esperar(250 + sorteio(350));
            for (let k = 1 + sorteio(3); k > 0; k--) {
              const tela = umDe(telas);
              if (tela.socket.connected) {
                tela.socket.io.engine.close();
                falhas.quedas++;
              }
            }
          }
        })(),
      );
      const gateways = processos as Required<typeof processos>;
      const mortes = aoLado(
        (async () => {
          let vitima: 'a' | 'b' = 'a';
          await esperar(8_000);
          for (;;) {
            seguir();
            await gateways[vitima].matar('SIGKILL');
            falhas.mortes++;
            falhas.mortasEm.push(Date.now() - inicioDaCarga);
            await esperar(2_000 + sorteio(2_000));
            gateways[vitima] = await iniciarGateway(vitima, portas[vitima], amb);
            // Back in the balancer (two health checks) before the other one may die.
            await esperar(1_500);
            vitima = vitima === 'a' ? 'b' : 'a';
            const tarde = cargaAcabou || Date.now() - inicioDaCarga > DURACAO_DA_CARGA_MS - 15_000;
            if (falhas.mortes >= 2 && tarde) break;
            await esperar(5_000);
          }
          // The last death is noticed (its writer silent past its time) before the screens settle.
          const percebida = SINAL_DE_VIDA.prazoMs + 2 * SINAL_DE_VIDA.intervaloMs;
          await esperar(inicioDaCarga + falhas.mortasEm.at(-1)! + percebida - Date.now());
        })(),
      );
      const comRede = telas.filter((t) => redeDe.has(t));
      const bloqueios = aoLado(
        Promise.all(
          Array.from({ length: BLOQUEIOS }, async (_, i) => {
            const ms = i === 0 ? MAIOR_BLOQUEIO_MS : 1_000 + sorteio(i < 3 ? 49_000 : 29_000);
            await esperar(2_000 + sorteio(Math.max(1, DURACAO_DA_CARGA_MS - ms)));
            seguir();
            falhas.bloqueios.push(ms);
            await redeDe.get(comRede[i % comRede.length]!)!.bloquear(ms);
          }),
        ),
      );
      await carga;
      const fimDaCarga = Date.now();
      await Promise.all([quedas, mortes, bloqueios]);

      // ---------- settled: everyone connected, replayed and read; then what was sent arrived ----------
      const atrasadas = () =>
        telas
          .filter((t) => !t.emDia())
          .map((t) => `${t.tipo} da empresa ${t.empresaId}`)
          .join(', ');
      await ate(
        () => telas.every((t) => t.emDia()),
        30_000,
        () => `as telas em dia: ${atrasadas()}`,
      );
      await esperar(1_500);
      await Promise.all(
        telas.map(
          (t) =>
            new Promise<void>((resolve) => {
              t.socket.timeout(5_000).emit('ping', () => resolve());
            }),
        ),
      );
      await ate(
        () => telas.every((t) => t.emDia()),
        30_000,
        () => `as telas em dia: ${atrasadas()}`,
      );

      // ---------- the database's truth, read through the API ----------
      const verdade = new Map<string, Map<number, Versionado>>();
      // An order's expected time (issue 29 §3) is not versioned by updated_at: it moves with the
      // kitchen's queue and reaches the customer as 'pedido:previsao', which this screen model
      // does not apply. Everything else must equal the database.
      const semPrevisao = (e: Versionado | undefined) => {
        if (!e) return e;
        const {
          previsao_em: _e,
          previsao_motivo: _m,
          ...resto
        } = e as Versionado & {
          previsao_em?: unknown;
          previsao_motivo?: unknown;
        };
        return resto;
      };
      const emMapa = (lista: Versionado[]) => new Map(lista.map((x) => [x.id, x]));
      for (const e of empresas) {
        verdade.set(
          `pedidos:${e.id}`,
          emMapa((await ate2xx('GET', '/api/pedidos', e.dono)) as Versionado[]),
        );
        for (const lista of listasDa('garcom'))
          verdade.set(
            `${lista.nome}:${e.id}`,
            emMapa(lista.extrair(await ate2xx('GET', lista.caminho, e.garcom))),
          );
        for (const c of e.clientes)
          verdade.set(
            `pedidos:${e.id}:${c.id}`,
            emMapa((await ate2xx('GET', `/api/pedidos/usuario/${c.id}`, c.token)) as Versionado[]),
          );
      }

      let perdidas = 0;
      const naoVistas = new Map<string, Mudanca>();
      let duplicadas = 0;
      let divergentes = 0;
      const alheias: string[] = [];
      for (const tela of telas) {
        const quem = `${tela.tipo} da empresa ${tela.empresaId}`;
        alheias.push(...tela.alheios.map((a) => `${quem}: ${a}`));
        for (const [chave, vezes] of tela.aplicacoes)
          if (vezes > 1) {
            duplicadas += vezes - 1;
            exemplo(`${quem}: ${chave} aplicado ${vezes} vezes`);
          }
        // Every order change of its scope the load made: applied, or shown by a later read.
        if (tela.tipo !== 'garcom')
          for (const m of mudancas) {
            if (m.empresaId !== tela.empresaId) continue;
            if (tela.tipo === 'cliente' && m.usuarioId !== tela.usuarioId) continue;
            const aplicada = tela.aplicadas.has(`pedidos:${m.id}:${m.updated_at}`);
            const lida = (tela.lidas.get(`pedidos:${m.id}`) ?? 0) >= Date.parse(m.updated_at);
            if (!aplicada && !lida) {
              perdidas++;
              naoVistas.set(`${m.id}:${m.updated_at}`, m);
              exemplo(
                `${quem}: não viu o pedido ${m.id} em ${m.updated_at}${m.adotada ? ' (resposta perdida)' : ''}`,
              );
            }
          }
        // And what it shows now is the database's.
        for (const lista of listasDa(tela.tipo, tela.usuarioId)) {
          const escopo =
            tela.tipo === 'cliente'
              ? `pedidos:${tela.empresaId}:${tela.usuarioId}`
              : `${lista.nome}:${tela.empresaId}`;
          const certa = verdade.get(escopo)!;
          const vista = tela.visoes.get(lista.nome)!;
          for (const [id, entidade] of certa)
            if (!isDeepStrictEqual(semPrevisao(vista.get(id)), semPrevisao(entidade))) {
              divergentes++;
              exemplo(
                `${quem}: ${lista.nome} ${id} ${vista.has(id) ? `em ${vista.get(id)!.updated_at}` : 'ausente'}, no banco em ${entidade.updated_at}`,
              );
            }
          for (const id of vista.keys())
            if (!certa.has(id)) {
              divergentes++;
              exemplo(`${quem}: ${lista.nome} ${id} não está no banco`);
            }
        }
      }

      // A change no screen saw: was it ever written to its company's log?
      if (naoVistas.size > 0) {
        const redis = new Redis(amb.redisUrl);
        for (const m of naoVistas.values()) {
          const entradas = await redis.xrange(
            `${amb.queuePrefix}:eventos:${m.empresaId}`,
            '-',
            '+',
          );
          const achada = entradas.find(([, campos]) => {
            const { p } = JSON.parse(campos[1] ?? '{}') as { p?: Versionado };
            return p?.id === m.id && p.updated_at === m.updated_at;
          });
          exemplo(
            `pedido ${m.id} em ${m.updated_at}: ` +
              (achada ? `no registro (${achada[0]}), não entregue` : 'nunca entrou no registro'),
          );
        }
        redis.disconnect();
      }
      const soma = (f: (t: TelaAoVivo) => number) => telas.reduce((s, t) => s + f(t), 0);
      const porTipo = tipos
        .map((tipo) => `${telas.filter((t) => t.tipo === tipo).length} ${tipo}`)
        .join(', ');
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        [
          `[caos] ${telas.length} sockets (${porTipo}) de ${empresas.length} empresas, pelo balanceador`,
          `  mudanças: ${contagem.pedidos + contagem.status} (${contagem.pedidos} pedidos, ${contagem.status} mudanças de status; ${contagem.respostasPerdidas} respostas perdidas)`,
          `  falhas: ${falhas.quedas} quedas de socket, ${falhas.mortes} gateways mortos (SIGKILL) e reiniciados (em ${falhas.mortasEm.map(s).join(', ')}), ` +
            `${falhas.bloqueios.length} redes bloqueadas (${s(Math.min(...falhas.bloqueios))} a ${s(Math.max(...falhas.bloqueios))})`,
          `  sockets: ${soma((t) => t.conexoes)} conexões, ${soma((t) => t.recebidos)} eventos recebidos, ` +
            `${soma((t) => t.repostos)} repostos, ${soma((t) => t.releituras)} releituras, ${soma((t) => t.recusas)} handshakes recusados`,
          `  tempo: preparo ${s(preparado - inicio)}, carga ${s(fimDaCarga - inicioDaCarga)}, total ${s(Date.now() - inicio)}`,
          `  resultado: ${perdidas} perdidas, ${duplicadas} aplicadas duas vezes, ${alheias.length} de outra empresa, ${divergentes} telas diferentes do banco`,
          ...exemplos.map((x) => `    ${x}`),
          ...alheias.slice(0, 10).map((x) => `    ${x}`),
        ].join('\n'),
      );
      expect(contagem.pedidos + contagem.status).toBe(MUDANCAS);
      expect(falhas.mortes).toBeGreaterThanOrEqual(2);
      expect(falhas.quedas).toBeGreaterThan(100);
      expect(Math.max(...falhas.bloqueios)).toBeLessThanOrEqual(60_000);
      const recusas = soma((t) => t.recusas);
      expect({ perdidas, duplicadas, alheias: alheias.length, divergentes, recusas }).toEqual({
        recusas: 0,
        perdidas: 0,
        duplicadas: 0,
        alheias: 0,
        divergentes: 0,
      });
    } finally {
      // A failure leaves the load and the faults running: they stop at their next step.
      encerrado = true;
      await Promise.all(redes.map((r) => r.fechar()));
      await Promise.allSettled(emAndamento);
      for (const t of telas) t.fechar();
      await Promise.all(
        [processos.lb, processos.a, processos.b].filter(Boolean).map((p) => p!.matar('SIGKILL')),
      );
      await processos.redis?.matar('SIGKILL');
      await database?.close();
      await banco?.apagar();
      if (dirRedis) fs.rmSync(dirRedis, { recursive: true, force: true });
    }
  },
  // 80–120 s alone on 2 cores; ~230 s measured beside varios-nos.test.ts on a busy machine.
  360_000,
);
