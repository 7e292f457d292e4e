/** Freight (customer-side §3, DESIGN §6). */
export interface FreteResultado {
  /** Kilometres from the store. */
  distancia: number;
  valorFrete: number;
  enderecoFormatado: string;
  /** Minutes: the company's preparation time plus its time per km. */
  tempoEstimado: number;
  foraDaArea: boolean;
  /** Outside the area: why (an unserved neighbourhood, or beyond the radius). */
  motivo?: string;
}

export interface FreteCalculoResposta {
  sucesso: boolean;
  dados?: FreteResultado;
  erro?: string;
}

export interface FreteInfo {
  minimo: number;
  valorPorKm: number;
  areaMaxima: number;
  /** The company offers 'Retirar no local' at checkout. */
  retirada: boolean;
}

export interface FreteInfoResposta {
  sucesso: boolean;
  dados: FreteInfo;
}

/** The minimum fee covers this many km; each km beyond adds valorPorKm. */
export const FRETE_KM_INCLUSOS = 5;
