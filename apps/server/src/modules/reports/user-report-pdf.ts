import {
  ACHIEVEMENT_LABELS,
  ACHIEVEMENT_TYPES,
  type Achievements,
  formatThousands,
  isNumberedLevel,
  reportMessages,
  type UserStrengths,
} from '@app/domain';
import { type Doc, measure, text, textRight, widthOf } from './pdf-draw';
import { fitText, pdfSafe } from './pdf-text';
import { registerReportFonts, type Weight } from './report-fonts';

export type UserReportPdfInput = {
  eventName: string;
  strengths: UserStrengths;
  achievements: Achievements;
  achievementCount: number;
  /** When it was made, already in the account's time zone. */
  date: string;
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = PAGE.height - MARGIN - 12;
const COLOR = {
  text: '#212529',
  dimmed: '#6b7280',
  accent: '#1c7ed6',
  track: '#e9ecef',
  stripe: '#f4f6f8',
  rule: '#ced4da',
};
const BOLD: Weight = 'bold';
const REGULAR: Weight = 'regular';
/** Rows at full size; many competencies shrink both sections together to fit the page. */
const BAR_ROW = 18;
const TABLE_ROW = 28;
const SECTION_TITLE = 24;
const SECTION_GAP = 14;
const ACHIEVEMENTS_HEIGHT = SECTION_TITLE + 44;

/**
 * The User Strength Report as one A4 page: who, the competency percentages
 * as bars, the level scores as a competency × level table, the achievements. Every position is
 * computed, never flowed, so nothing can spill onto a second page; text stays text.
 */
export async function renderUserReportPdf(input: UserReportPdfInput): Promise<Buffer> {
  // pdfkit and its font stack take ~170 ms to load: only a PDF download pays for them, not the
  // server's start (nor every API test file's).
  const { default: PDFDocument } = await import('pdfkit');
  const name = pdfSafe(input.strengths.participant.name);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Strength Report - ${name}`, Subject: pdfSafe(input.eventName) },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, input, name);
  const bottom = FOOTER_TOP - ACHIEVEMENTS_HEIGHT - SECTION_GAP;
  if (input.strengths.levels.length === 0) {
    y = sectionTitle(doc, 'Competencies', y);
    text(doc, reportMessages.noLevelData, LEFT, y, { size: 10, color: COLOR.dimmed });
    y += 14;
  } else {
    y = strengthSections(doc, input.strengths, y, bottom);
  }
  achievements(doc, input, Math.min(y, bottom) + SECTION_GAP);
  footer(doc, input);
  doc.end();
  return done;
}

function textCentered(doc: Doc, value: string, x: number, width: number, y: number, size: number) {
  const line = fitText(measure(doc, BOLD, size), value, width - 4);
  text(doc, line, x + (width - widthOf(doc, line, BOLD, size)) / 2, y, { size, font: BOLD });
}

/** The largest size from `max` down to `min` at which `value` fits `width`. */
function sizeToFit(doc: Doc, value: string, font: Weight, width: number, max: number, min: number) {
  const natural = widthOf(doc, value, font, max);
  return natural <= width ? max : Math.max(min, (max * width) / natural);
}

function rule(doc: Doc, y: number) {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}

function header(doc: Doc, input: UserReportPdfInput, name: string): number {
  const { participant } = input.strengths;
  let y = MARGIN;
  text(doc, 'USER STRENGTH REPORT', LEFT, y, { size: 9, font: BOLD, color: COLOR.accent });
  textRight(doc, input.date, RIGHT, y, { size: 9, color: COLOR.dimmed });
  y += 16;
  text(doc, pdfSafe(input.eventName), LEFT, y, { size: 12, color: COLOR.dimmed, width: WIDTH });
  y += 20;
  const nameSize = sizeToFit(doc, name, BOLD, WIDTH, 22, 15);
  text(doc, name, LEFT, y, { size: nameSize, font: BOLD, width: WIDTH });
  y += nameSize + 8;
  const status = `Current score ${formatThousands(participant.currentScore)}  ·  ${
    participant.completedOnce ? 'Completed' : 'Not completed'
  }`;
  const statusWidth = widthOf(doc, status, BOLD, 10);
  textRight(doc, status, RIGHT, y, { size: 10, font: BOLD });
  text(doc, pdfSafe(participant.email), LEFT, y, {
    size: 10,
    color: COLOR.dimmed,
    width: WIDTH - statusWidth - 16,
  });
  y += 20;
  rule(doc, y);
  return y + 14;
}

function sectionTitle(doc: Doc, title: string, y: number, note?: string): number {
  const width = text(doc, title, LEFT, y, { size: 12, font: BOLD });
  if (note) {
    text(doc, note, LEFT + width + 8, y + 2.5, { size: 8.5, color: COLOR.dimmed });
  }
  return y + SECTION_TITLE - 6;
}

/** The competencies' names: the dials' order, then any only a level score names. */
function competencyNames(strengths: UserStrengths): string[] {
  const names = strengths.competencies.map((c) => c.competency);
  for (const level of strengths.levels) {
    for (const score of level.scores) {
      if (!names.includes(score.competency)) {
        names.push(score.competency);
      }
    }
  }
  return names;
}

/** Both sections, shrunk together to end by `bottom`; answers where they end. */
function strengthSections(doc: Doc, strengths: UserStrengths, top: number, bottom: number): number {
  const names = competencyNames(strengths);
  const rowsHeight = bottom - top - 2 * SECTION_TITLE - SECTION_GAP;
  const natural = names.length * BAR_ROW + names.length * TABLE_ROW + 20;
  const scale = Math.min(1, rowsHeight / natural);
  let y = sectionTitle(doc, 'Competencies', top, 'average percentage over the levels played');
  y = bars(doc, strengths, names, y, BAR_ROW * scale);
  y = sectionTitle(doc, 'Level scores', y + SECTION_GAP, 'score achieved of the total, per level');
  return levelTable(doc, strengths, names, y, TABLE_ROW * scale);
}

const NAME_COLUMN = 150;

function bars(doc: Doc, strengths: UserStrengths, names: string[], top: number, row: number) {
  const size = Math.min(10, row * 0.55);
  const barX = LEFT + NAME_COLUMN + 8;
  const barWidth = WIDTH - NAME_COLUMN - 8 - 44;
  const barHeight = Math.max(2, Math.min(9, row * 0.45));
  names.forEach((competency, i) => {
    const y = top + i * row;
    const found = strengths.competencies.find((c) => c.competency === competency);
    const textY = y + (row - size) / 2;
    text(doc, pdfSafe(competency), LEFT, textY, { size, width: NAME_COLUMN });
    const barY = y + (row - barHeight) / 2;
    doc.roundedRect(barX, barY, barWidth, barHeight, barHeight / 2).fill(COLOR.track);
    const percentage = Math.max(0, Math.min(100, found?.percentage ?? 0));
    if (percentage > 0) {
      const width = Math.max(barHeight, (barWidth * percentage) / 100);
      doc.roundedRect(barX, barY, width, barHeight, barHeight / 2).fill(COLOR.accent);
    }
    textRight(doc, found ? `${found.percentage}%` : '–', RIGHT, textY, { size, font: BOLD });
  });
  return top + names.length * row;
}

/** Rows are competencies, columns levels; a cell is the percentage over achieved/total. */
function levelTable(doc: Doc, strengths: UserStrengths, names: string[], top: number, row: number) {
  const nameColumn = strengths.levels.length > 5 ? 120 : NAME_COLUMN;
  const size = Math.min(9, row * 0.36);
  const small = size * 0.85;
  const cell = (WIDTH - nameColumn) / strengths.levels.length;
  const header = Math.min(row, size * 2.2);
  const headerY = top + (header - size) / 2;
  text(doc, 'Competency', LEFT + 4, headerY, { size, font: BOLD });
  strengths.levels.forEach((level, c) => {
    // '3' → 'Level 3', as the console's level screens name it; 'Mini 1' keeps its name.
    const title = isNumberedLevel(level.level) ? `Level ${level.level}` : level.level;
    textCentered(doc, pdfSafe(title), LEFT + nameColumn + c * cell, cell, headerY, size);
  });
  rule(doc, top + header);
  names.forEach((competency, r) => {
    const y = top + header + r * row;
    if (r % 2 === 1) {
      doc.rect(LEFT, y, WIDTH, row).fill(COLOR.stripe);
    }
    const lineY = y + (row - size - small - 1) / 2;
    text(doc, pdfSafe(competency), LEFT + 4, y + (row - size) / 2, {
      size,
      width: nameColumn - 8,
    });
    strengths.levels.forEach((level, c) => {
      const x = LEFT + nameColumn + c * cell;
      const score = level.scores.find((s) => s.competency === competency);
      if (!score) {
        textCentered(doc, '–', x, cell, y + (row - size) / 2, size);
        return;
      }
      textCentered(doc, `${score.percentage}%`, x, cell, lineY, size);
      const value = `${formatThousands(score.achievedScore)}/${formatThousands(score.totalScore)}`;
      const fitted = sizeToFit(doc, value, REGULAR, cell - 6, small, Math.min(small, 4));
      const line = fitText(measure(doc, REGULAR, fitted), value, cell - 6);
      text(doc, line, x + (cell - widthOf(doc, line, REGULAR, fitted)) / 2, lineY + size + 1, {
        size: fitted,
        color: COLOR.dimmed,
      });
    });
  });
  return top + header + names.length * row;
}

function achievements(doc: Doc, input: UserReportPdfInput, top: number) {
  const y = sectionTitle(doc, 'Achievements', top, `${input.achievementCount} in all`);
  const gap = 8;
  const width = (WIDTH - gap * (ACHIEVEMENT_TYPES.length - 1)) / ACHIEVEMENT_TYPES.length;
  ACHIEVEMENT_TYPES.forEach((type, i) => {
    const x = LEFT + i * (width + gap);
    doc.roundedRect(x, y, width, 40, 6).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
    text(doc, ACHIEVEMENT_LABELS[type], x + 10, y + 7, { size: 8.5, color: COLOR.dimmed });
    text(doc, formatThousands(input.achievements[type]), x + 10, y + 19, { size: 14, font: BOLD });
  });
}

function footer(doc: Doc, input: UserReportPdfInput) {
  rule(doc, FOOTER_TOP - 6);
  text(doc, `Made on ${input.date} from the User Strength Report`, LEFT, FOOTER_TOP, {
    size: 8,
    color: COLOR.dimmed,
  });
  textRight(doc, pdfSafe(input.eventName), RIGHT, FOOTER_TOP, {
    size: 8,
    color: COLOR.dimmed,
    width: WIDTH / 2,
  });
}
