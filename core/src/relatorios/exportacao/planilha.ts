import { once, type EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type ExcelJSTipos from 'exceljs';

/**
 * ExcelJS is loaded by the first export, not at start-up: it is a quarter of a second of module
 * loading that most processes (and every cold start) never need.
 */
const carregar = createRequire(__filename);
let excel: typeof ExcelJSTipos | undefined;
const ExcelJS = () => (excel ??= carregar('exceljs') as typeof ExcelJSTipos);

/** Number formats of the exported sheets (pt-BR: R$ currency, dd/mm/aaaa dates). */
export const FORMATO_REAL = '"R$" #,##0.00';
export const FORMATO_DATA = 'dd/mm/yyyy';
export const FORMATO_DATA_HORA = 'dd/mm/yyyy hh:mm';
export const FORMATO_INTEIRO = '#,##0';

export interface ColunaDaPlanilha {
  titulo: string;
  largura: number;
  formato?: string;
}

export type ValorDaCelula = string | number | Date | null;

export interface AbaEmEscrita {
  /** Writes one row and commits it: it leaves memory for the file. */
  linha(valores: ValorDaCelula[]): void;
  /** The bold totals row. */
  totais(valores: ValorDaCelula[]): void;
  /**
   * Resolves once the compressor has taken what was written: call it between pages so the
   * uncompressed XML never piles up in memory faster than it is zipped.
   */
  escoar(): Promise<void>;
  /** Commits the sheet; the next one may start. */
  fechar(): void;
}

/** The zip entry's stream, as ExcelJS pipes into it (readable-stream 2's writable state). */
type Destino = EventEmitter & { _writableState?: { length: number; needDrain: boolean } };

/** Uncompressed bytes a sheet may have waiting for the compressor before the writer waits. */
const LIMITE_SEM_COMPRIMIR = 4 * 1024 * 1024;

/**
 * An .xlsx written as a stream to a file (ExcelJS's WorkbookWriter): each row is committed as
 * soon as it is written, so memory holds a page of rows, not the sheet. Sheets are written one
 * after the other; a bold header, column widths and formats, a bold totals row.
 */
export function planilhaEmArquivo(arquivo: string) {
  const workbook = new (ExcelJS().stream.xlsx.WorkbookWriter)({
    filename: arquivo,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Cardápio Vivo';
  workbook.created = new Date();
  return {
    aba(nome: string, colunas: ColunaDaPlanilha[]): AbaEmEscrita {
      const sheet = workbook.addWorksheet(nome, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = colunas.map((c, i) => ({ header: c.titulo, key: `c${i}`, width: c.largura }));
      // One style object per column, shared by all its cells: ExcelJS caches a style by the
      // object's identity, so a year of rows costs one lookup per cell instead of a new style.
      const estilos: Partial<ExcelJSTipos.Style>[] = colunas.map((c) =>
        c.formato ? { numFmt: c.formato } : {},
      );
      const negritos: Partial<ExcelJSTipos.Style>[] = colunas.map((c) =>
        c.formato ? { numFmt: c.formato, font: { bold: true } } : { font: { bold: true } },
      );
      const escrever = (valores: ValorDaCelula[], estilo: Partial<ExcelJSTipos.Style>[]) => {
        const row = sheet.addRow(valores);
        for (let i = 0; i < estilo.length; i++) row.getCell(i + 1).style = estilo[i]!;
        row.commit();
      };
      const cabecalho = sheet.getRow(1);
      for (let i = 0; i < colunas.length; i++) cabecalho.getCell(i + 1).style = negritos[i]!;
      cabecalho.commit();
      return {
        linha: (valores) => escrever(valores, estilos),
        totais: (valores) => escrever(valores, negritos),
        async escoar() {
          // ExcelJS's sheet stream writes into the zip's entry stream without heeding its
          // backpressure; that stream (a readable-stream PassThrough piped to the deflater)
          // is the sheet stream's pipe once the zip reached this entry. Without it (another
          // ExcelJS), nothing is awaited.
          const destino = (sheet as unknown as { stream?: { pipes?: Destino[] } }).stream
            ?.pipes?.[0];
          const estado = destino?._writableState;
          if (destino && estado && estado.length > LIMITE_SEM_COMPRIMIR && estado.needDrain)
            await once(destino, 'drain');
        },
        fechar() {
          sheet.commit();
        },
      };
    },
    /** Finishes the file (the zip's directory); resolves once it is on disk. */
    async fechar(): Promise<void> {
      await workbook.commit();
    },
  };
}
