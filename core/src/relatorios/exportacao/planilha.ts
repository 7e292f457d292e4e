import ExcelJS from 'exceljs';

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
  /** Commits the sheet; the next one may start. */
  fechar(): void;
}

/**
 * An .xlsx written as a stream to a file (ExcelJS's WorkbookWriter): each row is committed as
 * soon as it is written, so memory holds a page of rows, not the sheet. Sheets are written one
 * after the other; a bold header, column widths and formats, a bold totals row.
 */
export function planilhaEmArquivo(arquivo: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: arquivo,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Cardápio Vivo';
  workbook.created = new Date();
  return {
    aba(nome: string, colunas: ColunaDaPlanilha[]): AbaEmEscrita {
      const sheet = workbook.addWorksheet(nome, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = colunas.map((c, i) => ({
        header: c.titulo,
        key: `c${i}`,
        width: c.largura,
        style: c.formato ? { numFmt: c.formato } : {},
      }));
      const cabecalho = sheet.getRow(1);
      cabecalho.font = { bold: true };
      cabecalho.commit();
      return {
        linha(valores) {
          sheet.addRow(valores).commit();
        },
        totais(valores) {
          const row = sheet.addRow(valores);
          row.font = { bold: true };
          row.commit();
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
