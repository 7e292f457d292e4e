import type { Core } from '@cardapio/core';

/** Deletes the report files past their 24 h (idempotent: runs at start and every hour). */
export const relatorioLimpar = (core: Core) => () => core.exportacoes.limpar();
