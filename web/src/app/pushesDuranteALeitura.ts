/**
 * The pushes each live cache entry applied (app/aoVivo), by RTK Query's cache key, numbered in
 * arrival order. A read (a refetch on reconnect, say) may leave for the server before a push it
 * does not contain and land after it: it would put back a waiter call already answered, or an
 * order's older status. So once a read's answer is in the cache (app/reaplicarPushes, after the
 * endpoint's transformResponse: the receitas work on the cached shape), the pushes that arrived
 * while it was in flight are applied again. Each receita keeps the newer version, so one the
 * answer already contains changes nothing.
 */

type Receita = (dados: never) => unknown;

/** Pushes kept per entry: far more than can land during one read. */
const LIMITE_POR_ENTRADA = 200;

export interface DiarioDaEntrada {
  registrar(receita: (dados: never) => unknown): void;
  fechar(): void;
}

export function criarPushesPorEntrada() {
  const porChave = new Map<string, { ordem: number; receita: Receita }[]>();
  let ultimaOrdem = 0;
  return {
    /** Where a read starts: the pushes numbered after it are applied to its answer. */
    marco: () => ultimaOrdem,
    /** Starts the diary of a live entry (a new one replaces the entry's previous diary). */
    abrir(chave: string): DiarioDaEntrada {
      const diario: { ordem: number; receita: Receita }[] = [];
      porChave.set(chave, diario);
      return {
        registrar(receita) {
          diario.push({ ordem: ++ultimaOrdem, receita });
          if (diario.length > LIMITE_POR_ENTRADA) diario.shift();
        },
        fechar() {
          if (porChave.get(chave) === diario) porChave.delete(chave);
        },
      };
    },
    /** Whether any push reached this entry since `marco`. */
    houveDesde: (chave: string, marco: number): boolean =>
      porChave.get(chave)?.some((p) => p.ordem > marco) ?? false,
    /** A read's answer with the pushes that landed since `marco` applied again, in order. */
    aplicarDesde(chave: string, marco: number, dados: unknown): unknown {
      const depois = porChave.get(chave)?.filter((p) => p.ordem > marco) ?? [];
      return depois.reduce((d, { receita }) => receita(d as never), dados);
    },
  };
}

/** The page's one diary, shared by app/aoVivo (writes) and app/reaplicarPushes (reads). */
export const pushesDaEntrada = criarPushesPorEntrada();
