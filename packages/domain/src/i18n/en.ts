import en from './en.json' with { type: 'json' };

/**
 * The catalogues (docs/decisions/0033-languages-and-right-to-left.md): every text of the pages
 * that speak more than one language, by key, in ICU MessageFormat (`{name}`,
 * `{count, plural, one {…} other {…}}`), one JSON file per language that a translator edits:
 * `en.json` is the source, `ur.json` its Urdu. Keys start with their area (`common.`,
 * `candidate.`, `play.`, `signIn.`); a page loads the areas it shows. The spec's texts are in
 * en.json word for word (spec-texts.test.ts holds them to the domain's message objects);
 * catalogues.test.ts fails on a key one language lacks, or a placeholder that differs.
 */
export { en };
export type MessageKey = keyof typeof en;
