import Papa from 'papaparse';

export type CsvTable = {
  header: string[];
  /** Data records with their row number in the file (the header is row 1). */
  rows: { row: number; values: Record<string, string> }[];
};

/** The only delimiters a spreadsheet export uses; `|` and the like occur inside cells. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The text of an upload: UTF-8 (with or without a BOM), or UTF-16 with its BOM (Excel's
 * "Unicode Text"). Null for anything else, which is binary to us.
 */
function decodeText(data: Buffer): string | null {
  let text: string;
  try {
    if (data[0] === 0xff && data[1] === 0xfe) {
      text = new TextDecoder('utf-16le', { fatal: true }).decode(data.subarray(2));
    } else if (data[0] === 0xfe && data[1] === 0xff) {
      text = new TextDecoder('utf-16be', { fatal: true }).decode(data.subarray(2));
    } else {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    }
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text;
}

/**
 * The header row's delimiter: the one of comma, semicolon and tab that occurs most often in
 * the first line outside quotes (comma when none does). Data rows do not vote, so a cell like
 * `cmd|x` or a sentence full of semicolons cannot change how the header splits.
 */
export function headerDelimiter(text: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      break;
    } else if (!quoted) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: (typeof DELIMITERS)[number] = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) {
      best = delimiter;
    }
  }
  return best;
}

/** DESIGN §6.10: the characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as served: a formula-like value gets a leading apostrophe, so it stays text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse on upload, so a file we served and the user re-uploads reads as before. */
function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Parses a CSV upload (BOM, CRLF and quoted fields handled by papaparse; never split by hand).
 * Returns null when the bytes are not text a spreadsheet would export.
 */
export function parseCsv(data: Buffer): CsvTable | null {
  const text = decodeText(data);
  if (text === null) {
    return null;
  }
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: headerDelimiter(text),
  });
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
      values[column] = restoreCell(record[index] ?? '');
    });
    rows.push({ row: i + 1, values });
  }
  return { header, rows };
}

/** Every CSV the product serves goes through here: formula cells neutralised, CRLF, UTF-8. */
export function toCsv(records: string[][]): string {
  return Papa.unparse(
    records.map((record) => record.map(neutraliseCell)),
    { newline: '\r\n' },
  );
}

/** A stored CSV upload re-served as the product's own CSV (formula cells neutralised). */
export function csvForDownload(data: Buffer): string | null {
  const text = decodeText(data);
  if (text === null) {
    return null;
  }
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimiter: headerDelimiter(text),
  });
  return toCsv(parsed.data);
}
