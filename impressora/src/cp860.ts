/**
 * Code page 860 (Portuguese), the one the agent prints in: every accent of Portuguese, and the
 * same number (ESC t 3) in every ESC/POS code page mapping of the encoder (Epson, Bixolon,
 * Citizen, HP, Star, Xprinter, the generic POS-58/80…). Bytes 0x20–0x7E are ASCII; these are
 * 0x80–0xFF, in order (Unicode's mapping of CP860). The fake printer decodes with this table.
 */
export const CP860_ALTO =
  'ÇüéâãàÁçêÊèÍÔìÃÂ' +
  'ÉÀÈôõòÚùÌÕÜ¢£Ù₧Ó' +
  'áíóúñÑªº¿Ò¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧' +
  '╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** The characters CP860 prints (ASCII's printable ones and the table above). */
export const IMPRIMIVEIS_EM_CP860: ReadonlySet<string> = new Set([
  ...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)),
  ...CP860_ALTO,
]);
