import {
  type FairnessAudit,
  type FairnessReportBody,
  fairnessAuditHeading,
  formatThousands,
  fairnessPdfMessages as m,
} from '@app/domain';
import { type Doc, type TextOptions, text, textRight, widthOf, wrap } from './pdf-draw';
import { pdfSafe } from './pdf-text';
import { registerReportFonts, type Weight } from './report-fonts';

export type FairnessPdfInput = {
  eventName: string;
  report: FairnessReportBody;
  /** When it was made, already in the account's time zone. */
  date: string;
  /** When the figures were computed, in the account's time zone; null: not yet. */
  computedAt: string | null;
};

type Table = FairnessAudit['byGender'];
type Group = Table['groups'][number];

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = PAGE.height - MARGIN - 12;
/** Where the tables stop: room above the footer's rule. */
const BOTTOM = FOOTER_TOP - 16;
const COLOR = {
  text: '#212529',
  dimmed: '#6b7280',
  accent: '#1c7ed6',
  flag: '#c92a2a',
  panel: '#f1f3f5',
  stripe: '#f4f6f8',
  rule: '#ced4da',
};
const BOLD: Weight = 'bold';
const REGULAR: Weight = 'regular';
const ROW = 15;
const CELL = 8.5;
const AUDIT_TITLE = 22;
const CATEGORY_TITLE = 16;
const AUDIT_GAP = 14;

type Align = 'left' | 'right';
type Column = { key: keyof typeof m.columns; width: number; align: Align };
/** Numbers right-aligned; the note takes what is left of the width. */
const COLUMNS: Column[] = [
  { key: 'group', width: 140, align: 'left' },
  { key: 'count', width: 62, align: 'right' },
  { key: 'rate', width: 58, align: 'right' },
  { key: 'impactRatio', width: 70, align: 'right' },
  { key: 'flag', width: 72, align: 'left' },
  { key: 'note', width: WIDTH - 402, align: 'left' },
];
const PAD = 6;

/**
 * The fairness report as A4 pages: the statement of what it is and is not, then for each
 * decision a table per category (gender, age group) of count, rate, impact ratio and flag.
 * Positions are computed as in the user report; a table that reaches the page's end goes on
 * over the next page under its header again. Text stays text.
 */
export async function renderFairnessPdf(input: FairnessPdfInput): Promise<Buffer> {
  // Loaded on a download only, as the user report does (pdfkit takes ~170 ms to load).
  const { default: PDFDocument } = await import('pdfkit');
  const eventName = pdfSafe(input.eventName);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: `${m.title} - ${eventName}`, Subject: eventName },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new Pager(doc, eventName);
  page.y = header(doc, input, eventName);
  if (input.report.audits.length === 0) {
    text(doc, m.noAudits, LEFT, page.y, { size: 10, color: COLOR.dimmed });
  }
  for (const audit of input.report.audits) {
    auditBlock(doc, page, audit, input.report);
  }
  footers(doc, input, eventName);
  doc.end();
  return done;
}

/** Where the next thing goes, and a new page when it would not fit. */
class Pager {
  y = MARGIN;
  constructor(
    private readonly doc: Doc,
    private readonly eventName: string,
  ) {}

  /** Answers whether it turned the page. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) {
      return false;
    }
    this.doc.addPage({ size: 'A4', margin: 0 });
    text(this.doc, m.kicker, LEFT, MARGIN, { size: 9, font: BOLD, color: COLOR.accent });
    textRight(this.doc, this.eventName, RIGHT, MARGIN, {
      size: 9,
      color: COLOR.dimmed,
      width: WIDTH / 2,
    });
    this.y = MARGIN + 26;
    return true;
  }
}

/** A wrapped paragraph from `y`; answers where it ends. */
function paragraph(doc: Doc, value: string, y: number, options: TextOptions & { width: number }) {
  const leading = options.size * 1.45;
  const lines = wrap(doc, value, options.font ?? REGULAR, options.size, options.width);
  lines.forEach((line, i) => {
    text(doc, line, LEFT + (WIDTH - options.width) / 2, y + i * leading, { ...options });
  });
  return y + lines.length * leading;
}

function rule(doc: Doc, y: number) {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}

function header(doc: Doc, input: FairnessPdfInput, eventName: string): number {
  let y = MARGIN;
  text(doc, m.kicker, LEFT, y, { size: 9, font: BOLD, color: COLOR.accent });
  textRight(doc, input.date, RIGHT, y, { size: 9, color: COLOR.dimmed });
  y += 18;
  text(doc, eventName, LEFT, y, { size: 20, font: BOLD, width: WIDTH });
  y += 28;
  const asOf = [
    m.asOf(input.report.asOf),
    input.computedAt ? m.figuresAsOf(input.computedAt) : null,
    input.report.freshness.upToDate ? null : m.figuresRefreshing,
  ];
  text(doc, asOf.filter(Boolean).join('; '), LEFT, y, { size: 9.5, color: COLOR.dimmed });
  y += 22;
  // The statement, in a panel before any figure: what the numbers are, and are not.
  const inner = WIDTH - 24;
  const statementLines = wrap(doc, m.statement, REGULAR, 9.5, inner).length;
  const height = 12 + 16 + statementLines * 9.5 * 1.45 + 8;
  doc.roundedRect(LEFT, y, WIDTH, height, 6).fill(COLOR.panel);
  text(doc, m.statementTitle, LEFT + 12, y + 12, { size: 10.5, font: BOLD });
  paragraph(doc, m.statement, y + 28, { size: 9.5, width: inner });
  y += height + 12;
  y = paragraph(doc, m.rules(input.report), y, { size: 8.5, color: COLOR.dimmed, width: WIDTH });
  y += 8;
  rule(doc, y);
  return y + 16;
}

function auditBlock(doc: Doc, page: Pager, audit: FairnessAudit, report: FairnessReportBody) {
  const tables: [string, Table][] = [
    [m.categories.gender, audit.byGender],
    [m.categories.ageGroup, audit.byAgeGroup],
  ];
  // The heading stays with its first table: together on this page, or both on the next.
  page.ensure(AUDIT_TITLE + tableHeight(audit.byGender));
  const title = pdfSafe(fairnessAuditHeading(audit.decision, audit.subject, audit.band));
  const people = m.people(audit.people);
  const peopleWidth = widthOf(doc, people, REGULAR, 9);
  textRight(doc, people, RIGHT, page.y + 2, { size: 9, color: COLOR.dimmed });
  text(doc, title, LEFT, page.y, { size: 11.5, font: BOLD, width: WIDTH - peopleWidth - 12 });
  page.y += AUDIT_TITLE;
  tables.forEach(([category, table], i) => {
    if (i > 0) {
      page.ensure(tableHeight(table));
    }
    categoryTable(doc, page, category, table, report);
  });
  page.y += AUDIT_GAP;
}

/** The category's title, header and rows (its groups and the unknown), and a gap after. */
const tableHeight = (table: Table) => CATEGORY_TITLE + ROW * (table.groups.length + 2) + 8;

function categoryTable(
  doc: Doc,
  page: Pager,
  category: string,
  table: Table,
  report: FairnessReportBody,
) {
  text(doc, category, LEFT, page.y, { size: 9.5, font: BOLD });
  page.y += CATEGORY_TITLE;
  tableHead(doc, page.y);
  page.y += ROW;
  const rows = [
    ...table.groups.map((g) => groupCells(g, table, report)),
    unknownCells(table.unknown),
  ];
  rows.forEach((cells, r) => {
    if (page.ensure(ROW)) {
      text(doc, category, LEFT, page.y, { size: 9.5, font: BOLD });
      page.y += CATEGORY_TITLE;
      tableHead(doc, page.y);
      page.y += ROW;
    }
    if (r % 2 === 1) {
      doc.rect(LEFT, page.y, WIDTH, ROW).fill(COLOR.stripe);
    }
    row(doc, page.y, cells);
    page.y += ROW;
  });
  page.y += 8;
}

type Cell = { text: string; font?: Weight; color?: string };

function row(doc: Doc, y: number, cells: Cell[]) {
  let x = LEFT;
  COLUMNS.forEach((column, c) => {
    const cell = cells[c] ?? { text: '' };
    const options = {
      size: CELL,
      font: cell.font ?? REGULAR,
      color: cell.color ?? COLOR.text,
      width: column.width - 2 * PAD,
    };
    const top = y + (ROW - CELL) / 2;
    if (column.align === 'right') {
      textRight(doc, cell.text, x + column.width - PAD, top, options);
    } else {
      text(doc, cell.text, x + PAD, top, options);
    }
    x += column.width;
  });
}

function tableHead(doc: Doc, y: number) {
  row(
    doc,
    y,
    COLUMNS.map((column) => ({ text: m.columns[column.key], font: BOLD, color: COLOR.dimmed })),
  );
  rule(doc, y + ROW);
}

const DASH = '–';
const rateText = (rate: number | null) => (rate === null ? DASH : `${(rate * 100).toFixed(1)}%`);
const ratioText = (ratio: number | null) => (ratio === null ? DASH : ratio.toFixed(2));

function groupCells(g: Group, table: Table, report: FairnessReportBody): Cell[] {
  const group = { text: pdfSafe(g.group) };
  if (g.suppressed) {
    return [
      group,
      { text: m.suppressed, color: COLOR.dimmed },
      { text: DASH },
      { text: DASH },
      { text: DASH },
      { text: m.notes.suppressed(report.minGroupCount), color: COLOR.dimmed },
    ];
  }
  const note = g.small
    ? m.notes.small(report.smallGroupShare)
    : g.group === table.base
      ? m.notes.base
      : '';
  return [
    group,
    { text: formatThousands(g.count ?? 0) },
    { text: rateText(g.rate) },
    { text: ratioText(g.impactRatio) },
    g.flagged
      ? { text: m.flagged, font: BOLD, color: COLOR.flag }
      : { text: m.notFlagged, color: COLOR.dimmed },
    { text: note, color: COLOR.dimmed },
  ];
}

function unknownCells(unknown: number): Cell[] {
  return [
    { text: m.unknown, color: COLOR.dimmed },
    { text: formatThousands(unknown), color: COLOR.dimmed },
    { text: DASH },
    { text: DASH },
    { text: DASH },
    { text: m.notes.unknown, color: COLOR.dimmed },
  ];
}

/** Each page's footer, once every page exists: the date and the event, "Page n of N". */
function footers(doc: Doc, input: FairnessPdfInput, eventName: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    rule(doc, FOOTER_TOP - 6);
    const pageText = m.page(i - range.start + 1, range.count);
    const pageWidth = widthOf(doc, pageText, REGULAR, 8);
    textRight(doc, pageText, RIGHT, FOOTER_TOP, { size: 8, color: COLOR.dimmed });
    const dimmed = { size: 8, color: COLOR.dimmed };
    const x = LEFT + text(doc, m.footer(input.date), LEFT, FOOTER_TOP, dimmed);
    const room = RIGHT - pageWidth - 16 - x;
    text(doc, `  ·  ${eventName}`, x, FOOTER_TOP, { ...dimmed, width: Math.max(0, room) });
  }
}
