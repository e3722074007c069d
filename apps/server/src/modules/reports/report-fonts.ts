import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Face } from './pdf-text';

/**
 * The fonts the PDF report embeds (only the glyphs it uses: PDFKit subsets them): Noto Sans and
 * Noto Sans Arabic, regular and bold, from the @expo-google-fonts npm packages (OFL), which ship
 * the TrueType files PDFKit reads. Resolved from the installed packages, so the built server
 * finds them as the sources do.
 */
const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

const FILES: Record<Weight, Record<Face, string>> = {
  regular: {
    latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  bold: {
    latin: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    arabic: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};

/** The name a font is registered under in a document. */
export function fontName(weight: Weight, face: Face): string {
  return `${weight}-${face}`;
}

/** Each file read once per process; a document parses only the faces its text uses. */
const bytes = new Map<string, Buffer>();
function fontBytes(file: string): Buffer {
  let found = bytes.get(file);
  if (!found) {
    found = readFileSync(require.resolve(file));
    bytes.set(file, found);
  }
  return found;
}

/** Registers the four fonts on a new document (PDFKit opens one only when it is used). */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const) {
    for (const face of ['latin', 'arabic'] as const) {
      doc.registerFont(fontName(weight, face), fontBytes(FILES[weight][face]));
    }
  }
}
