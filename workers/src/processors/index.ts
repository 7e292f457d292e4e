import type { Core } from '@cardapio/core';
import type { JobHandlers } from '../queue/types';
import { carrinhoExpirar } from './carrinho-expirar';
import { emailEnviar } from './email-enviar';
import { pixConsultar } from './pix-consultar';
import { relatorioExportar } from './relatorio-exportar';
import { relatorioLimpar } from './relatorio-limpar';

/** Every job name has exactly one processor; the type makes a missing one a compile error. */
export function createJobHandlers(core: Core): JobHandlers {
  return {
    'email.enviar': emailEnviar(core),
    'carrinho.expirar': carrinhoExpirar(core),
    'pix.consultar': pixConsultar(core),
    'relatorio.exportar': relatorioExportar(core),
    'relatorio.limpar': relatorioLimpar(core),
  };
}
