/** Field path ('nome', 'opcoes.0.itens.1.nome') → the first message for it. */
export type ErrosDoFormulario = Record<string, string>;

/** What the web needs of a shared-events (zod) schema. */
interface SchemaDeContrato<T> {
  safeParse(
    valores: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Runs a shared contract schema (shared-events) on a form's values: the parsed output, or one
 * message per field path, the very messages the server would answer.
 */
export function validarComSchema<T>(
  schema: SchemaDeContrato<T>,
  valores: unknown,
): { ok: true; dados: T } | { ok: false; erros: ErrosDoFormulario } {
  const resultado = schema.safeParse(valores);
  if (resultado.success) return { ok: true, dados: resultado.data };
  const erros: ErrosDoFormulario = {};
  for (const issue of resultado.error.issues) {
    const caminho = issue.path.map(String).join('.');
    erros[caminho] ??= issue.message;
  }
  return { ok: false, erros };
}
