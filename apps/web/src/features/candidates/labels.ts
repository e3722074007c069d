import {
  CANDIDATE_FIELD_LABELS,
  type CandidateField,
  candidateDate,
  GENDER_LABELS,
  type Gender,
  OTHER_CITY,
  SOURCES,
} from '@app/domain';

/** Each answer's name, as the 'User CSV' column says it. */
export const FIELD_LABELS = CANDIDATE_FIELD_LABELS;

export const genderLabel = (value: string) => GENDER_LABELS[value as Gender] ?? value;

export const cityLabel = (value: string) => (value === OTHER_CITY ? 'Other' : value);

/** '1 year', '8+ years'. */
export const experienceLabel = (value: string) =>
  value === '' ? '' : `${value} ${value === '1' ? 'year' : 'years'}`;

/** An answer as the modal shows it: choices by their label, nothing as a dash. */
export function answerText(field: CandidateField, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) {
    return '–';
  }
  switch (field) {
    case 'dob':
      return candidateDate(text);
    case 'gender':
      return genderLabel(text);
    case 'currentCity':
      return cityLabel(text);
    case 'yearsOfExperience':
      return experienceLabel(text);
    case 'talentProgramSource':
      return SOURCES.find((s) => s.value === text)?.label ?? text;
    default:
      return text;
  }
}

/** A file's size as people read it: 812 B, 34 KB, 1.0 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  if (bytes < 1024 * 1024) {
    return `${Math.round(bytes / 1024)} KB`;
  }
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Two candidates may share a name, so a row's controls are named by name and e-mail. */
export const candidateLabel = (c: { name: string; email: string }) => `${c.name} (${c.email})`;

export const candidateReportPath = (eventId: string) =>
  `/admin/candidatereport/${encodeURIComponent(eventId)}`;
