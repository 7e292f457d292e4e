import type { Server } from 'node:http';
import request from 'supertest';
import { DIAS_DA_SEMANA, type MenuResposta, type OpcaoGrupo } from '@cardapio/shared-events';

/** Every day open around the clock, or every day fechado: tests never depend on the wall clock. */
/** A test server, or the base URL of a running one (a real process, the balancer). */
export type Alvo = Server | string;

export async function definirLoja(server: Alvo, staffToken: string, aberta: boolean) {
  const horarios = DIAS_DA_SEMANA.map((dia) => ({
    dia,
    abertura: '00:00',
    fechamento: '00:00',
    fechado: !aberta,
  }));
  const res = await request(server)
    .post('/api/horario-funcionamento/config')
    .set('Authorization', `Bearer ${staffToken}`)
    .send({ horarios });
  if (res.status !== 200) throw new Error(`horários: ${res.status} ${JSON.stringify(res.body)}`);
}

export const ENDERECO_CENTRO = {
  rua: 'Rua Felipe Schmidt',
  numero_casa: '100',
  bairro: 'Centro',
  cep: '88010-001',
};

/** A demo product and the ids of its options, found by name (never by seed order). */
export async function produtoDemo(server: Alvo, empresaId: number, nome: string) {
  const menu = await request(server).get(`/api/menu/${empresaId}`);
  const produto = (menu.body as MenuResposta).produtos.find((p) => p.nome === nome);
  if (!produto) throw new Error(`produto ${nome} não está no cardápio ${empresaId}`);
  const grupos = (await request(server).get(`/api/menu/produto/${produto.id}/opcoes`))
    .body as OpcaoGrupo[];
  const escolha = (grupo: string, item: string) => {
    const g = grupos.find((x) => x.nome === grupo);
    const i = g?.itens.find((x) => x.nome === item);
    if (!g || !i) throw new Error(`opção ${grupo}/${item} não existe em ${nome}`);
    return { opcao_id: g.id, item_id: i.id };
  };
  return { produto, grupos, escolha };
}

export const autorizado = (token: string) => ({ Authorization: `Bearer ${token}` });
