import regular from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import bold from '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?url';

/** Arabic script's blocks: Latin text never asks for these files. */
import { URDU_FONT_FAMILY } from './font-family';

const ARABIC_SCRIPT = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF';
let added = false;

/**
 * Noto Sans Arabic from our own origin (Urdu in Naskh style, as phones' UI fonts draw it): a
 * phone without an Urdu font still shows the page, and the files load only when Urdu is shown.
 * A FontFace, not a style sheet, so the page's CSP needs no style exception.
 */
export function addUrduFont(): void {
  if (added || typeof FontFace === 'undefined' || !document.fonts) {
    return;
  }
  added = true;
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    document.fonts.add(
      new FontFace(URDU_FONT_FAMILY, `url(${url}) format('truetype')`, {
        weight,
        unicodeRange: ARABIC_SCRIPT,
        display: 'swap',
      }),
    );
  }
}
