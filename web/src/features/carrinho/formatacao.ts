import type { Endereco } from '@cardapio/shared-events';

// Shared with every screen that lists a line's options (cart, tab, bill, orders).
export { textoDaPersonalizacao } from '@cardapio/shared-events';

/** Cents-safe sum and difference: money is never added as floats. */
export const centavos = (valor: number) => Math.round(valor * 100);
export const deCentavos = (valor: number) => valor / 100;

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/mm/aaaa, hh:mm in pt-BR. */
export function formatarDataHora(iso: string): string {
  const data = new Date(iso);
  return Number.isNaN(data.getTime()) ? iso : dataHora.format(data).replace(',', ' às');
}

/** 'Rua X, 100 - Centro, Florianópolis/SC, CEP 88010-001' from an object or plain text. */
export function enderecoEmTexto(endereco: Partial<Endereco> | string | null | undefined): string {
  if (!endereco) return '';
  if (typeof endereco === 'string') return endereco;
  const linha1 = [endereco.rua, endereco.numero_casa].filter(Boolean).join(', ');
  const cidade = [endereco.cidade, endereco.estado].filter(Boolean).join('/');
  const partes = [linha1, endereco.complemento, endereco.bairro, cidade].filter(Boolean);
  const cep = endereco.cep ? `CEP ${mascaraDeCep(endereco.cep)}` : '';
  return [partes.join(' - '), cep].filter(Boolean).join(', ');
}

function mascaraDeCep(cep: string): string {
  const d = cep.replace(/\D/g, '').slice(0, 8);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : cep;
}

/** '2,4 km' */
export function formatarDistancia(km: number): string {
  return `${km.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`;
}

/** tempoEstimado is minutes: '35 min', '1h 10min'. */
export function formatarMinutos(minutos: number): string {
  const total = Math.max(0, Math.round(minutos));
  if (total < 60) return `${total} min`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m ? `${h}h ${m}min` : `${h}h`;
}
