import {
  type CandidateField,
  CITIES,
  CITY_PLACEHOLDER,
  DEGREES,
  EXPERIENCE_OPTIONS,
  GENDER_LABELS,
  GENDERS,
  GRADUATION_YEARS,
  OTHER_CITY,
  SOURCES,
  UNIVERSITIES,
  YES_NO,
} from '@app/domain';

/** A choice as the form lists it: the stored value and its words. */
export type Choice = { value: string; label: string };

/** How each answer is asked: the input it gets, its label and, for choices, the list. */
export type FieldSpec =
  | { kind: 'text' | 'email' | 'date' | 'cnic' | 'cgpa' | 'phone' | 'paragraph'; label: string }
  | { kind: 'select'; label: string; placeholder: string; choices: readonly Choice[] }
  | { kind: 'radio'; label: string; choices: readonly Choice[] };

const plain = (values: readonly (string | number)[]): Choice[] =>
  values.map((v) => ({ value: String(v), label: String(v) }));
const yesNo = plain(YES_NO);

/** The form's labels in plain English; `company` names the employer in the org questions. */
export function fieldSpecs(company: string): Record<CandidateField, FieldSpec> {
  const at = company.trim() || 'the company';
  return {
    name: { kind: 'text', label: 'Full name' },
    partnerName: { kind: 'text', label: 'Father/Husband name' },
    dob: { kind: 'date', label: 'Date of birth' },
    email: { kind: 'email', label: 'Email' },
    phone: { kind: 'phone', label: 'Phone number' },
    altPhone: { kind: 'phone', label: 'Alternate phone number' },
    currentAddress: { kind: 'paragraph', label: 'Current address' },
    currentCity: {
      kind: 'select',
      label: 'Current city',
      placeholder: CITY_PLACEHOLDER,
      choices: CITIES.map((c) => ({ value: c, label: c === OTHER_CITY ? 'Other' : c })),
    },
    homeTown: { kind: 'text', label: 'Home town' },
    cnic: { kind: 'cnic', label: 'CNIC' },
    gender: {
      kind: 'radio',
      label: 'Gender',
      choices: GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
    },
    nationality: { kind: 'text', label: 'Nationality' },
    lastDegree: {
      kind: 'select',
      label: 'Last degree',
      placeholder: 'Select degree',
      choices: plain(DEGREES),
    },
    universityName: {
      kind: 'select',
      label: 'University',
      placeholder: 'Select university',
      choices: plain(UNIVERSITIES),
    },
    cgpa: { kind: 'cgpa', label: 'CGPA' },
    specialization: { kind: 'text', label: 'Specialization' },
    graduationYear: {
      kind: 'select',
      label: 'Graduation year',
      placeholder: 'Select year',
      choices: plain(GRADUATION_YEARS),
    },
    otherDegree: { kind: 'paragraph', label: 'Other degrees or certifications' },
    internshipDetails: { kind: 'paragraph', label: 'Internships' },
    yearsOfExperience: {
      kind: 'select',
      label: 'Years of experience',
      placeholder: 'Select years',
      choices: plain(EXPERIENCE_OPTIONS),
    },
    companyName: { kind: 'text', label: 'Company name' },
    department: { kind: 'text', label: 'Department' },
    designation: { kind: 'text', label: 'Designation' },
    currentEmployer: { kind: 'paragraph', label: 'Current job and how long you have held it' },
    relativesCount: {
      kind: 'radio',
      label: `Do any of your relatives work at ${at}?`,
      choices: yesNo,
    },
    relativeDetails: { kind: 'paragraph', label: 'Their names and departments' },
    relationshipType: { kind: 'text', label: 'How are you related?' },
    pastInterviews: {
      kind: 'radio',
      label: `Have you interviewed at ${at} before?`,
      choices: yesNo,
    },
    pastInterviewDetails: { kind: 'paragraph', label: 'When, and for which position?' },
    drivingLicenseValidity: {
      kind: 'radio',
      label: 'Do you have a valid driving license?',
      choices: yesNo,
    },
    talentProgram: { kind: 'paragraph', label: 'What is your goal in life?' },
    personality: { kind: 'paragraph', label: 'Tell us about your personality' },
    talentProgramSource: {
      kind: 'select',
      label: 'How did you hear about us?',
      placeholder: 'Select one',
      choices: SOURCES,
    },
    talentProgramSourceOther: { kind: 'text', label: 'Where did you hear about us?' },
  };
}

/** Hints under a label, where the format is not obvious. */
export const FIELD_HINTS: Partial<Record<CandidateField, string>> = {
  cnic: '13 digits, without dashes',
  cgpa: 'Out of 4',
  phone: 'Choose the country, then type the number',
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
  resume: 'Resume',
  drivingLicenseFile: 'Driving license (picture or scan)',
} as const;
export type FileField = keyof typeof FILE_LABELS;
export const FILE_HINT = 'pdf, doc, docx, jpg, jpeg, png, gif or tiff; at most 1 MB';
