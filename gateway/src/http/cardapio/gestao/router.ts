import { Router } from 'express';
import {
  ativoSchema,
  categoriaFormSchema,
  MENSAGENS_CATALOGO,
  produtoEdicaoSchema,
  produtoFormSchema,
  salvarOpcoesSchema,
  type ProdutoMenu,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../../session';
import { receberImagem } from '../../upload';
import { idParam, parse } from '../../validate';

/** A product of the waiter's catalogue: the menu's shape plus ativo. */
export type ProdutoCatalogo = ProdutoMenu & { ativo: boolean };

/**
 * The catalogue of the caller's own empresa (no empresa id in the path): the waiter area reads
 * the active products and categories; the staff read everything, inactive included, and edit it
 * (staff-side §7). The public `/categorias/:empresaId` is elsewhere.
 */
export function catalogoRouter(core: Core): Router {
  const router = Router();
  const leitura = requireSession(core, ['garcom', 'equipe']);
  const equipe = requireSession(core, ['equipe']);
  const empresaDa = (res: Parameters<typeof sessionOf>[0]) =>
    sessionOf<'garcom' | 'equipe'>(res).empresa_id;

  router.get('/produtos', leitura, async (_req, res) => {
    const sessao = sessionOf<'garcom' | 'equipe'>(res);
    if (sessao.kind === 'equipe') {
      res.json(await core.gestaoDoCardapio.listarProdutos(sessao.empresa_id));
      return;
    }
    const { produtos } = await core.cardapio.menu(sessao.empresa_id);
    const lista: ProdutoCatalogo[] = produtos.map((p) => ({ ...p, ativo: true }));
    res.json(lista);
  });

  router.post('/produtos', equipe, receberImagem, async (req, res) => {
    const form = parse(produtoFormSchema, req.body);
    res
      .status(201)
      .json(await core.gestaoDoCardapio.criarProduto(empresaDa(res), form, req.file?.buffer));
  });

  router.put('/produtos/:id', equipe, receberImagem, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(produtoEdicaoSchema, req.body);
    res.json(
      await core.gestaoDoCardapio.atualizarProduto(empresaDa(res), id, form, req.file?.buffer),
    );
  });

  router.patch('/produtos/:id/ativo', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    const { ativo } = parse(ativoSchema, req.body);
    res.json(await core.gestaoDoCardapio.definirAtivo(empresaDa(res), id, ativo));
  });

  router.delete('/produtos/:id', equipe, async (req, res) => {
    await core.gestaoDoCardapio.excluirProduto(empresaDa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_CATALOGO.produtoExcluido });
  });

  router.get('/produtos/:id/opcoes', equipe, async (req, res) => {
    res.json(await core.gestaoDoCardapio.opcoes(empresaDa(res), idParam(req.params.id)));
  });

  router.post('/produtos/:id/opcoes', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    const dados = parse(salvarOpcoesSchema, req.body);
    res.json(await core.gestaoDoCardapio.salvarOpcoes(empresaDa(res), id, dados));
  });

  router.get('/categorias', leitura, async (_req, res) => {
    const sessao = sessionOf<'garcom' | 'equipe'>(res);
    res.json(
      sessao.kind === 'equipe'
        ? await core.gestaoDoCardapio.listarCategorias(sessao.empresa_id)
        : await core.cardapio.categorias(sessao.empresa_id),
    );
  });

  router.post('/categorias', equipe, receberImagem, async (req, res) => {
    const form = parse(categoriaFormSchema, req.body);
    res
      .status(201)
      .json(await core.gestaoDoCardapio.criarCategoria(empresaDa(res), form, req.file?.buffer));
  });

  router.put('/categorias/:id', equipe, receberImagem, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(categoriaFormSchema, req.body);
    res.json(
      await core.gestaoDoCardapio.atualizarCategoria(empresaDa(res), id, form, req.file?.buffer),
    );
  });

  router.delete('/categorias/:id', equipe, async (req, res) => {
    await core.gestaoDoCardapio.excluirCategoria(empresaDa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_CATALOGO.categoriaExcluida });
  });

  return router;
}
