import type { Db } from '../db/client';
import { calcularStatusDaLoja } from '../horarios';
import { createCheckout } from './pipeline';

export type { Checkout, EtapaDoCheckout } from './pipeline';

/** The checkout pipeline; the areas register their steps themselves (see their index.ts). */
export function criarCheckout(deps: { db: Db; now: () => Date }) {
  return createCheckout({
    db: deps.db,
    lojaAberta: (empresa, agora) =>
      calcularStatusDaLoja(empresa.horarios, empresa.timezone, agora, empresa.lojaAberta).aberto,
    now: deps.now,
  });
}
