import {
  authMessages,
  MINI1_OPTIONS,
  MINI2_TEMPLATES,
  MINI4_OPTIONS_MIN,
  type Mini2Template,
  type MiniScreen,
  type MiniScreenGame,
  type MiniScreenInput,
  miniScreenInputSchema,
  miniScreenMessages,
} from '@app/domain';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { ApiError } from '../../app/api-client';

/** One option image (Mini 2 image options, Mini 4): the uploaded or stored file and its URL. */
export type ImageSlot = { key: string; fileId: string | null; url: string | null };

export type MiniScreenFormValues = {
  title: string;
  /** Mini 1, 2 and 4. */
  scenario: string;
  /** Mini 3. */
  word: string;
  /** Text options in order: Mini 1's four, Mini 2's five or eight. */
  options: string[];
  /** The right option's index as the radio's value (Mini 1, Mini 2). */
  correctAnswer: string | null;
  /** Mini 2 only. */
  template2Type: Mini2Template | null;
  optionsType: 'text' | 'image';
  /** Option images in order: Mini 2's (optionsType 'image') and Mini 4's. */
  optionImages: ImageSlot[];
  /**
   * Mini 2's background: `url` the preview (stored or uploaded); `fileId` only for a new upload,
   * so an edit that sends none keeps the stored one.
   */
  background: { url: string | null; fileId: string | null };
};

export const MINI2_TEMPLATE_NAMES = Object.keys(MINI2_TEMPLATES) as Mini2Template[];
const DEFAULT_TEMPLATE: Mini2Template = '5 Options A, B, C';

export const emptySlot = (): ImageSlot => ({ key: randomId(), fileId: null, url: null });
const emptySlots = (n: number) => Array.from({ length: n }, emptySlot);

/** Mini 2's option count for its template (the form always has one). */
export const templateCount = (template: Mini2Template | null) =>
  MINI2_TEMPLATES[template ?? DEFAULT_TEMPLATE];

/** Cuts or pads a list to `n` items. */
function resize<T>(items: T[], n: number, make: () => T): T[] {
  return items.length >= n
    ? items.slice(0, n)
    : [...items, ...Array.from({ length: n - items.length }, make)];
}

export function newMiniScreenValues(miniGame: MiniScreenGame): MiniScreenFormValues {
  const count =
    miniGame === 'Mini 1' ? MINI1_OPTIONS : miniGame === 'Mini 2' ? templateCount(null) : 0;
  return {
    title: '',
    scenario: '',
    word: '',
    options: Array.from({ length: count }, () => ''),
    correctAnswer: null,
    template2Type: miniGame === 'Mini 2' ? DEFAULT_TEMPLATE : null,
    optionsType: 'text',
    optionImages: emptySlots(
      miniGame === 'Mini 2' ? count : miniGame === 'Mini 4' ? MINI4_OPTIONS_MIN : 0,
    ),
    background: { url: null, fileId: null },
  };
}

/** Edit Screen's form, from the stored screen (Mini 3's word is stored as its scenario). */
export function storedMiniScreenValues(screen: MiniScreen): MiniScreenFormValues {
  const fresh = newMiniScreenValues(screen.miniGame);
  const count = screen.miniGame === 'Mini 2' ? templateCount(screen.template2Type) : 0;
  const isImages = screen.optionsType === 'image';
  const texts = isImages ? fresh.options : screen.options.map((o) => o.text ?? '');
  const images = isImages
    ? screen.options.map((o) => ({ key: randomId(), fileId: o.fileId, url: o.image }))
    : fresh.optionImages;
  return {
    title: screen.title,
    scenario: screen.miniGame === 'Mini 3' ? '' : screen.scenario,
    word: screen.miniGame === 'Mini 3' ? screen.scenario : '',
    options: screen.miniGame === 'Mini 2' ? resize(texts, count, () => '') : texts,
    correctAnswer: screen.correctAnswer === null ? null : String(screen.correctAnswer),
    template2Type: screen.miniGame === 'Mini 2' ? (screen.template2Type ?? DEFAULT_TEMPLATE) : null,
    optionsType: screen.optionsType,
    optionImages: screen.miniGame === 'Mini 2' ? resize(images, count, emptySlot) : images,
    background: { url: screen.background?.url ?? null, fileId: null },
  };
}

/** Mini 2's new template: as many options and image slots as it has; a lost answer is cleared. */
export function changeTemplate(
  values: MiniScreenFormValues,
  template: Mini2Template,
): MiniScreenFormValues {
  const count = MINI2_TEMPLATES[template];
  const answer = values.correctAnswer === null ? null : Number(values.correctAnswer);
  return {
    ...values,
    template2Type: template,
    options: resize(values.options, count, () => ''),
    optionImages: resize(values.optionImages, count, emptySlot),
    correctAnswer: answer !== null && answer < count ? values.correctAnswer : null,
  };
}

const toIndex = (value: string | null) => (value === null ? undefined : Number(value));
const imageIds = (slots: ImageSlot[]) => slots.map((s) => s.fileId ?? '');

/** The request as the domain schema reads it. */
function toDraft(miniGame: MiniScreenGame, values: MiniScreenFormValues) {
  switch (miniGame) {
    case 'Mini 1':
      return {
        miniGame,
        title: values.title,
        scenario: values.scenario,
        options: values.options,
        correctAnswer: toIndex(values.correctAnswer),
      };
    case 'Mini 2': {
      const isImages = values.optionsType === 'image';
      return {
        miniGame,
        title: values.title,
        scenario: values.scenario,
        template2Type: values.template2Type ?? undefined,
        optionsType: values.optionsType,
        options: isImages ? [] : values.options,
        optionImageIds: isImages ? imageIds(values.optionImages) : [],
        correctAnswer: toIndex(values.correctAnswer),
        backgroundImageId: values.background.fileId,
      };
    }
    case 'Mini 3':
      return { miniGame, title: values.title, word: values.word };
    case 'Mini 4':
      return {
        miniGame,
        title: values.title,
        scenario: values.scenario,
        optionImageIds: imageIds(values.optionImages),
      };
  }
}

/** The schema's field names where the form keeps the value under another name. */
function formPath(path: string): string {
  return path
    .replace(/^optionImageIds(?=\.|$)/, 'optionImages')
    .replace(/^backgroundImageId$/, 'background');
}

function toFormErrors(errors: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    out[formPath(path)] = message as string;
  }
  return out;
}

const check = schemaResolver(miniScreenInputSchema, { sync: true });

/**
 * The domain schema's messages under the form's own fields, plus what only the server could
 * otherwise say: an empty image slot, and a Mini 2 screen added without a background.
 */
export function validateMiniScreen(miniGame: MiniScreenGame, isNew: boolean) {
  return (values: MiniScreenFormValues): FormErrors => {
    const errors = toFormErrors(check(toDraft(miniGame, values)));
    const usesImages =
      miniGame === 'Mini 4' || (miniGame === 'Mini 2' && values.optionsType === 'image');
    if (usesImages) {
      for (const [index, slot] of values.optionImages.entries()) {
        if (slot.fileId === null) {
          errors[`optionImages.${index}`] = authMessages.required;
        }
      }
    }
    if (miniGame === 'Mini 2' && isNew && values.background.url === null) {
      errors.background = miniScreenMessages.backgroundRequired;
    }
    return errors;
  };
}

/** Called with values the validator has passed. */
export const toMiniScreenInput = (
  miniGame: MiniScreenGame,
  values: MiniScreenFormValues,
): MiniScreenInput => miniScreenInputSchema.parse(toDraft(miniGame, values));

/** The server's field errors under the form's field names (for applyNestedApiError). */
export function toFormApiError(error: unknown): unknown {
  if (!(error instanceof ApiError)) {
    return error;
  }
  const fields = toFormErrors(error.fields) as Record<string, string>;
  return new ApiError(error.status, error.code, error.message, fields);
}
