import {
  type CandidateField,
  CITIES,
  DEGREES,
  EXPERIENCE_OPTIONS,
  GENDERS,
  type Gender,
  GRADUATION_YEARS,
  type MessageKey,
  OTHER_CITY,
  SOURCES,
  type Source,
  UNIVERSITIES,
  YES_NO,
} from '@app/domain';
import type { Values } from '@lingui/core';

/** A choice as the form lists it: the stored value and its words. */
export type Choice = { value: string; label: string };

/** How each answer is asked: the input it gets, its label and, for choices, the list. */
export type FieldSpec =
  | { kind: 'text' | 'email' | 'date' | 'cnic' | 'cgpa' | 'phone' | 'paragraph'; label: string }
  | { kind: 'select'; label: string; placeholder: string; choices: readonly Choice[] }
  | { kind: 'radio'; label: string; choices: readonly Choice[] };

/** The page's words for a catalogue key (useText()). */
export type Text = (key: MessageKey, values?: Values) => string;

/** Choices shown as they are stored: years, numbers, universities' and cities' names. */
const plain = (values: readonly (string | number)[]): Choice[] =>
  values.map((v) => ({ value: String(v), label: String(v) }));

/**
 * The words of the short lists; the stored values stay the domain's English. The cities (about
 * 160 place names) and the universities (their acronyms) are shown as they are written in
 * Pakistan's forms, in Latin letters; only their 'Other' is translated.
 */
const YES_NO_KEYS: Record<(typeof YES_NO)[number], MessageKey> = {
  Yes: 'candidate.options.yes',
  No: 'candidate.options.no',
};
const GENDER_KEYS: Record<Gender, MessageKey> = {
  male: 'candidate.options.male',
  female: 'candidate.options.female',
};
const SOURCE_KEYS: Record<Source, MessageKey> = {
  socialMedia: 'candidate.options.socialMedia',
  friendOrFamily: 'candidate.options.friendOrFamily',
  googleAds: 'candidate.options.googleAds',
  other: 'candidate.options.other',
};
export const DEGREE_KEYS: Record<(typeof DEGREES)[number], MessageKey> = {
  'Computer Studies': 'candidate.degree.computerStudies',
  Engineering: 'candidate.degree.engineering',
  'Accounting and Finance': 'candidate.degree.accountingAndFinance',
  'Business and Management': 'candidate.degree.businessAndManagement',
  Humanities: 'candidate.degree.humanities',
  'Arts & Design': 'candidate.degree.artsAndDesign',
  Law: 'candidate.degree.law',
  'Media Studies & others': 'candidate.degree.mediaStudies',
};
const OTHER_UNIVERSITY = 'Other' satisfies (typeof UNIVERSITIES)[number];

/** The form's labels in the page's language; `company` names the employer in the org questions. */
export function fieldSpecs(company: string, text: Text): Record<CandidateField, FieldSpec> {
  const at = company.trim() || text('candidate.field.theCompany');
  const yesNo = YES_NO.map((v) => ({ value: v, label: text(YES_NO_KEYS[v]) }));
  // A field without its label in the catalogue does not compile.
  const label = (field: CandidateField, values?: Values) =>
    text(`candidate.field.${field}` as const, values);
  return {
    name: { kind: 'text', label: label('name') },
    partnerName: { kind: 'text', label: label('partnerName') },
    dob: { kind: 'date', label: label('dob') },
    email: { kind: 'email', label: label('email') },
    phone: { kind: 'phone', label: label('phone') },
    altPhone: { kind: 'phone', label: label('altPhone') },
    currentAddress: { kind: 'paragraph', label: label('currentAddress') },
    currentCity: {
      kind: 'select',
      label: label('currentCity'),
      placeholder: text('candidate.placeholder.city'),
      choices: CITIES.map((c) => ({
        value: c,
        label: c === OTHER_CITY ? text('candidate.options.other') : c,
      })),
    },
    homeTown: { kind: 'text', label: label('homeTown') },
    cnic: { kind: 'cnic', label: label('cnic') },
    gender: {
      kind: 'radio',
      label: label('gender'),
      choices: GENDERS.map((g) => ({ value: g, label: text(GENDER_KEYS[g]) })),
    },
    nationality: { kind: 'text', label: label('nationality') },
    lastDegree: {
      kind: 'select',
      label: label('lastDegree'),
      placeholder: text('candidate.placeholder.degree'),
      choices: DEGREES.map((d) => ({ value: d, label: text(DEGREE_KEYS[d]) })),
    },
    universityName: {
      kind: 'select',
      label: label('universityName'),
      placeholder: text('candidate.placeholder.university'),
      choices: UNIVERSITIES.map((u) => ({
        value: u,
        label: u === OTHER_UNIVERSITY ? text('candidate.options.other') : u,
      })),
    },
    cgpa: { kind: 'cgpa', label: label('cgpa') },
    specialization: { kind: 'text', label: label('specialization') },
    graduationYear: {
      kind: 'select',
      label: label('graduationYear'),
      placeholder: text('candidate.placeholder.year'),
      choices: plain(GRADUATION_YEARS),
    },
    otherDegree: { kind: 'paragraph', label: label('otherDegree') },
    internshipDetails: { kind: 'paragraph', label: label('internshipDetails') },
    yearsOfExperience: {
      kind: 'select',
      label: label('yearsOfExperience'),
      placeholder: text('candidate.placeholder.years'),
      choices: plain(EXPERIENCE_OPTIONS),
    },
    companyName: { kind: 'text', label: label('companyName') },
    department: { kind: 'text', label: label('department') },
    designation: { kind: 'text', label: label('designation') },
    currentEmployer: { kind: 'paragraph', label: label('currentEmployer') },
    relativesCount: {
      kind: 'radio',
      label: label('relativesCount', { company: at }),
      choices: yesNo,
    },
    relativeDetails: { kind: 'paragraph', label: label('relativeDetails') },
    relationshipType: { kind: 'text', label: label('relationshipType') },
    pastInterviews: {
      kind: 'radio',
      label: label('pastInterviews', { company: at }),
      choices: yesNo,
    },
    pastInterviewDetails: { kind: 'paragraph', label: label('pastInterviewDetails') },
    drivingLicenseValidity: {
      kind: 'radio',
      label: label('drivingLicenseValidity'),
      choices: yesNo,
    },
    talentProgram: { kind: 'paragraph', label: label('talentProgram') },
    personality: { kind: 'paragraph', label: label('personality') },
    talentProgramSource: {
      kind: 'select',
      label: label('talentProgramSource'),
      placeholder: text('candidate.placeholder.one'),
      choices: SOURCES.map((s) => ({ value: s.value, label: text(SOURCE_KEYS[s.value]) })),
    },
    talentProgramSourceOther: { kind: 'text', label: label('talentProgramSourceOther') },
  };
}

/** Hints under a label, where the format is not obvious. */
export const FIELD_HINTS: Partial<Record<CandidateField, MessageKey>> = {
  cnic: 'candidate.hint.cnic',
  cgpa: 'candidate.hint.cgpa',
  phone: 'candidate.hint.phone',
};

/**
 * Follow-up questions shown only for one answer of another field: the details of a 'Yes', the
 * source named when it is 'Other'. Answering otherwise empties them, so nothing hidden is sent.
 */
export const FOLLOW_UPS: Partial<Record<CandidateField, { on: CandidateField; value: string }>> = {
  relativeDetails: { on: 'relativesCount', value: 'Yes' },
  relationshipType: { on: 'relativesCount', value: 'Yes' },
  pastInterviewDetails: { on: 'pastInterviews', value: 'Yes' },
  talentProgramSourceOther: { on: 'talentProgramSource', value: 'other' },
};

export const FILE_LABELS = {
  resume: 'candidate.file.resume',
  drivingLicenseFile: 'candidate.file.drivingLicense',
} as const satisfies Record<string, MessageKey>;
export type FileField = keyof typeof FILE_LABELS;
export const FILE_HINT: MessageKey = 'candidate.file.hint';
