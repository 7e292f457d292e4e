import { expect, type APIRequestContext, type APIResponse, type TestInfo } from '@playwright/test';
import type { CadastroEmpresaResposta } from '@cardapio/shared-events';
import type { Mailbox } from '../../testing/mailbox';
import { emailUnico } from './helpers';
import { salvarHorarios, semanaAberta24h } from './loja';

/**
 * A restaurant that signed itself up (POST /api/empresas/cadastro) and opened through the API as
 * its owner would: the e-mail's link confirmed, address, hours around the clock, pickup, the
 * sample menu and 'Abrir a loja'. The journey of those screens is cadastro-de-restaurante.spec.ts.
 */
export async function restauranteAbertoPelaApi(
  request: APIRequestContext,
  mailbox: Mailbox,
  info: TestInfo,
): Promise<CadastroEmpresaResposta> {
  const email = emailUnico(info, 'restaurante');
  const criado = await request.post('/api/empresas/cadastro', {
    data: {
      nome: `Bistrô ${info.project.name} ${Date.now() % 100_000}`,
      responsavel: 'Rita Real',
      email,
      senha: 'segredo1',
      telefone: '(48) 3222-1100',
      cidade: 'Florianópolis',
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const dono = (await criado.json()) as CadastroEmpresaResposta;
  const id = dono.empresa.id;

  const headers = { Authorization: `Bearer ${dono.token}` };
  const conferir = async (passo: string, resposta: APIResponse) =>
    expect(resposta.ok(), `${passo}: ${await resposta.text()}`).toBe(true);

  const link = new URL(/https?:\/\/\S+/.exec((await mailbox.waitFor(email)).text ?? '')![0]);
  await conferir(
    'confirmar',
    await request.post('/api/empresas/cadastro/confirmar', {
      data: {
        empresa_id: Number(link.searchParams.get('empresa')),
        token: link.searchParams.get('token'),
      },
    }),
  );
  await conferir(
    'endereço',
    await request.put(`/api/empresas/${id}`, {
      headers,
      data: { nome: dono.empresa.nome, email, endereco: 'Rua das Palmeiras', numero: '10' },
    }),
  );
  await salvarHorarios(request, dono.token, semanaAberta24h());
  await conferir(
    'retirada',
    await request.put('/api/frete/config', {
      headers,
      data: {
        valor_frete_minimo: 5,
        valor_por_km: 1,
        raio_entrega: 10,
        tempo_preparo_padrao: 30,
        tempo_por_km: 2,
        aceita_retirada: true,
      },
    }),
  );
  await conferir(
    'cardápio',
    await request.post(`/api/empresas/${id}/cardapio-exemplo`, { headers }),
  );
  await conferir('abrir', await request.post(`/api/empresas/${id}/abrir`, { headers }));
  return dono;
}
