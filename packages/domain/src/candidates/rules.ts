import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { CITIES } from './cities';
import { type CandidateAnswers, type CandidateField, STEP_FIELDS } from './fields';
import { candidateMessages as m } from './messages';
import {
  AGE_GROUPS,
  type AgeGroup,
  DEGREES,
  EXPERIENCE_OPTIONS,
  GENDERS,
  GRADUATION_YEARS,
  SOURCE_VALUES,
  UNIVERSITIES,
  YES_NO,
} from './options';

/** The application's rules (part B §5, §9), for the form and for the server alike. */

export const CNIC_LENGTH = 13;
export const CGPA_MAX = 4;
export const CANDIDATE_FILE_MAX_BYTES = 1024 * 1024;
export const LATEST_BIRTH_DATE = '2010-01-01';
export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'PK';
/** Free-text answers: a line, an address, a paragraph. */
export const TEXT_MAX = { line: 100, address: 250, paragraph: 1000 } as const;

/** The steps in order; 'completed' is the thank-you page after a submit. */
export const CANDIDATE_STEPS = [
  'basicInfo',
  'education',
  'experience',
  'orgQuestions',
  'candidateSpecific',
  'completed',
] as const;
export type CandidateStep = (typeof CANDIDATE_STEPS)[number];
/** The steps a candidate fills in (the ones with a done flag). */
export type FormStep = Exclude<CandidateStep, 'completed'>;
export const FORM_STEPS = CANDIDATE_STEPS.slice(0, 5) as FormStep[];

/** The step header's labels (part B §2). */
export const STEP_HEADERS: Record<CandidateStep, string> = {
  basicInfo: 'Basic Information',
  education: 'Educational Information',
  experience: 'Internships & Experience',
  orgQuestions: 'Org Related Questions',
  candidateSpecific: 'Candidate specific',
  completed: 'Completed',
};

/** The progress bar once a step is done (17, 33, 50, 67, 100). */
export const STEP_PROGRESS: Record<FormStep, number> = {
  basicInfo: 17,
  education: 33,
  experience: 50,
  orgQuestions: 67,
  candidateSpecific: 100,
};

export type StepsDone = Partial<Record<FormStep, boolean>>;

/**
 * The progress bar: the value of the furthest step done. Going Back never lowers it (part B §4:
 * Back from education shows 17, from experience 33, from orgQuestions 50, from candidateSpecific
 * unchanged): it shows what is done, not where the candidate stands.
 */
export function candidateProgress(done: StepsDone): number {
  return FORM_STEPS.reduce((value, step) => (done[step] ? STEP_PROGRESS[step] : value), 0);
}

/**
 * Whether a header click may open `step`: only when the step before it is done; once the
 * application is submitted, only 'Completed' opens (part B §4).
 */
export function candidateHeaderTarget(
  step: CandidateStep,
  done: StepsDone,
): { ok: true } | { ok: false; message: string | null } {
  if (done.candidateSpecific) {
    return step === 'completed' ? { ok: true } : { ok: false, message: null };
  }
  const index = CANDIDATE_STEPS.indexOf(step);
  const previous = index > 0 ? CANDIDATE_STEPS[index - 1] : undefined;
  if (!previous || (previous !== 'completed' && done[previous])) {
    return step === 'completed' ? { ok: false, message: m.previousStep } : { ok: true };
  }
  return { ok: false, message: m.previousStep };
}

// --- Field rules -------------------------------------------------------------------------

/** The CNIC input: digits only, at most 13 (the field caps what is typed or pasted). */
export const cnicInput = (text: string) => text.replace(/\D/g, '').slice(0, CNIC_LENGTH);
export const isValidCnic = (text: string) => new RegExp(`^\\d{${CNIC_LENGTH}}$`).test(text);

/** CGPA above 4 becomes 4; below 0 becomes 0; two decimals kept. */
export function clampCgpa(value: number): number {
  if (!Number.isFinite(value)) {
    return 0;
  }
  return Math.round(Math.min(CGPA_MAX, Math.max(0, value)) * 100) / 100;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (text: string) => text.length <= 254 && EMAIL.test(text);

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The phone input's countries: ISO code and calling code, for the prefix picker. */
export const PHONE_COUNTRIES: readonly { code: CountryCode; callingCode: string }[] =
  getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));

/**
 * A phone number of the country its prefix names; without a '+' prefix, of Pakistan (the
 * input's default country).
 */
export function isValidPhone(text: string): boolean {
  const value = text.trim();
  if (!value || value.length > 30) {
    return false;
  }
  return value.startsWith('+')
    ? isValidPhoneNumber(value)
    : isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY);
}

/**
 * A valid phone number in one form (E.164: '+923001234567'), so '+92 0300…', '0300…' and
 * '+92300…' are stored, searched and exported alike; anything else as typed.
 */
export function normalisePhone(text: string): string {
  const value = text.trim();
  const parsed = value.startsWith('+')
    ? parsePhoneNumberFromString(value)
    : parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : value;
}

// --- Ages ---------------------------------------------------------------------------------

/** Whole years from `dob` to `today` (both YYYY-MM-DD): a birthday counts from its day. */
export function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) >= dob.slice(5) ? years : years - 1;
}

export function ageGroupOf(age: number): AgeGroup {
  const group = AGE_GROUPS.find((g) => age >= g.min && (g.max === null || age <= g.max));
  return group?.value ?? '0-18';
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** `today` moved back `years` years; 29 February becomes the 28th in a common year. */
export function yearsBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  const monthDay = today.slice(5) === '02-29' && !isLeap(year) ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * The dates of birth an age group covers on `today`, for a query on the stored date: born on or
 * before `onOrBefore`, and after `after` when the group has an upper age.
 */
export function ageGroupBirthDates(
  group: AgeGroup,
  today: string,
): { onOrBefore: string; after: string | null } {
  const g = AGE_GROUPS.find((x) => x.value === group) ?? AGE_GROUPS[0];
  return {
    onOrBefore: yearsBefore(today, g.min),
    after: g.max === null ? null : yearsBefore(today, g.max + 1),
  };
}

// --- Attachments --------------------------------------------------------------------------

export type AttachmentType = {
  extension: 'pdf' | 'doc' | 'docx' | 'jpg' | 'png' | 'gif' | 'tiff';
  contentType: string;
};
/** The names the form accepts (the spec's list); the server also checks the bytes. */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'tiff',
] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export function extensionAllowed(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** Whether an ASCII marker occurs in the bytes (zip entry names are stored uncompressed). */
function contains(bytes: Uint8Array, marker: string): boolean {
  const needle = ascii(marker);
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) {
      if (bytes[i + j] !== needle[j]) {
        continue outer;
      }
    }
    return true;
  }
  return false;
}

/**
 * What a file is by its bytes, or null when it is none of the accepted types: a name can lie,
 * the content cannot (DESIGN §6.9). A .docx is a zip holding `word/` parts.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) {
    return { extension: 'pdf', contentType: 'application/pdf' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { extension: 'tiff', contentType: 'image/tiff' };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { extension: 'doc', contentType: 'application/msword' };
  }
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    contains(bytes, '[Content_Types].xml') &&
    contains(bytes, 'word/')
  ) {
    return {
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return null;
}

/** A chosen file, as the form knows it: its name and size (the bytes are the server's). */
export type FileFacts = { name: string; size: number };

/** The type message first, then the size: the spec's two messages. */
export function fileProblem(file: FileFacts): string | null {
  if (!extensionAllowed(file.name)) {
    return m.fileType;
  }
  if (file.size > CANDIDATE_FILE_MAX_BYTES) {
    return m.fileSize;
  }
  return null;
}

// --- Steps --------------------------------------------------------------------------------

export type CandidateFiles = { resume: FileFacts | null; drivingLicenseFile: FileFacts | null };

export const REQUIRED_FIELDS: Record<FormStep, readonly CandidateField[]> = {
  basicInfo: [
    'name',
    'dob',
    'email',
    'phone',
    'currentAddress',
    'currentCity',
    'homeTown',
    'cnic',
    'gender',
    'nationality',
  ],
  education: ['lastDegree', 'universityName', 'cgpa', 'specialization', 'graduationYear'],
  experience: [],
  orgQuestions: ['relativesCount', 'pastInterviews'],
  candidateSpecific: ['drivingLicenseValidity', 'personality'],
};

export const isRequired = (field: CandidateField) =>
  FORM_STEPS.some((step) => REQUIRED_FIELDS[step].includes(field));

/** The longest answer each field takes. */
export function fieldMax(field: CandidateField): number {
  if (field === 'currentAddress') {
    return TEXT_MAX.address;
  }
  const paragraphs: CandidateField[] = [
    'otherDegree',
    'internshipDetails',
    'currentEmployer',
    'relativeDetails',
    'pastInterviewDetails',
    'talentProgram',
    'personality',
  ];
  return paragraphs.includes(field) ? TEXT_MAX.paragraph : TEXT_MAX.line;
}

/** Fields whose answer must be one of a list. */
const CHOICES: Partial<Record<CandidateField, readonly string[]>> = {
  currentCity: CITIES,
  gender: GENDERS,
  lastDegree: DEGREES,
  universityName: UNIVERSITIES,
  graduationYear: GRADUATION_YEARS.map(String),
  yearsOfExperience: EXPERIENCE_OPTIONS,
  relativesCount: YES_NO,
  pastInterviews: YES_NO,
  drivingLicenseValidity: YES_NO,
  talentProgramSource: SOURCE_VALUES,
};

/**
 * The first problem of one step, as the toast shows it, or null when the step may be left by
 * Next. The server runs every step's check on a submit, so the browser cannot skip one.
 */
export function candidateStepProblem(
  step: FormStep,
  answers: CandidateAnswers,
  files: CandidateFiles,
): string | null {
  const value = (field: CandidateField) => (answers[field] ?? '').trim();
  if (REQUIRED_FIELDS[step].some((field) => !value(field))) {
    return m.required;
  }
  if (step === 'education' && !files.resume) {
    return m.required;
  }
  for (const field of STEP_FIELDS[step]) {
    if (value(field).length > fieldMax(field)) {
      return m.tooLong(fieldMax(field));
    }
    const choices = CHOICES[field];
    if (choices && value(field) && !choices.includes(value(field))) {
      return m.invalidChoice;
    }
  }
  if (step === 'basicInfo') {
    return basicInfoProblem(answers);
  }
  if (step === 'education') {
    if (!Number.isFinite(Number(value('cgpa'))) || Number(value('cgpa')) < 0) {
      return m.required;
    }
    return files.resume ? fileProblem(files.resume) : null;
  }
  if (step === 'candidateSpecific' && files.drivingLicenseFile) {
    return fileProblem(files.drivingLicenseFile);
  }
  return null;
}

function basicInfoProblem(answers: CandidateAnswers): string | null {
  if (!isValidEmail(answers.email.trim())) {
    return m.invalidEmail;
  }
  if (!isValidCnic(answers.cnic.trim())) {
    return m.invalidCnic;
  }
  if (!isCalendarDate(answers.dob) || answers.dob < EARLIEST_BIRTH_DATE) {
    return m.invalidDob;
  }
  if (answers.dob > LATEST_BIRTH_DATE) {
    return m.dobTooLate;
  }
  if (
    !isValidPhone(answers.phone) ||
    (answers.altPhone.trim() && !isValidPhone(answers.altPhone))
  ) {
    return m.invalidPhone;
  }
  return null;
}

/** Every step's first problem, for a whole application (the server's check on submit). */
export function candidateApplicationProblem(answers: CandidateAnswers, files: CandidateFiles) {
  for (const step of FORM_STEPS) {
    const problem = candidateStepProblem(step, answers, files);
    if (problem) {
      return { step, message: problem };
    }
  }
  return null;
}
