import Papa from 'papaparse';

export type CsvTable = {
  header: string[];
  /** Data records with their row number in the file (the header is row 1). */
  rows: { row: number; values: Record<string, string> }[];
};

/**
 * Parses a CSV upload (BOM, CRLF and quoted fields handled by papaparse; never split by hand).
 * Returns null when the bytes are not text a spreadsheet would export.
 */
export function parseCsv(data: Buffer): CsvTable | null {
  if (data.includes(0)) {
    return null;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) {
    return null;
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const records = parsed.data;
  const header = (records[0] ?? []).map((h) => h.trim());
  const rows: CsvTable['rows'] = [];
  for (let i = 1; i < records.length; i++) {
    const record = records[i] ?? [];
    if (record.every((cell) => cell.trim() === '')) {
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      values[column] = record[index] ?? '';
    });
    rows.push({ row: i + 1, values });
  }
  return { header, rows };
}
