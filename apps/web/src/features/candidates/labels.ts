import {
  CANDIDATE_FIELD_LABELS,
  type CandidateField,
  candidateDate,
  GENDER_LABELS,
  type Gender,
  type MessageKey,
  OTHER_CITY,
  SOURCES,
} from '@app/domain';
import type { Values } from '@lingui/core';

/** The console's translator (useText()): the words here are the catalogue's. */
export type Translate = (key: MessageKey, values?: Values) => string;

/** Each answer's name, as the 'User CSV' column says it. */
export const FIELD_LABELS = CANDIDATE_FIELD_LABELS;

export const genderLabel = (value: string) => GENDER_LABELS[value as Gender] ?? value;

export const cityLabel = (value: string, text: Translate) =>
  value === OTHER_CITY ? text('console.candidates.labels.otherCity') : value;

/** '1 year', '8+ years' (the choices are whole numbers, the last with a '+'). */
export const experienceLabel = (value: string, text: Translate) =>
  value === ''
    ? ''
    : text('console.candidates.labels.experience', {
        count: Number.parseInt(value, 10),
        years: value,
      });

/** An answer as the modal shows it: choices by their label, nothing as a dash. */
export function answerText(
  field: CandidateField,
  value: string | undefined,
  text: Translate,
): string {
  const answer = (value ?? '').trim();
  if (!answer) {
    return '–';
  }
  switch (field) {
    case 'dob':
      return candidateDate(answer);
    case 'gender':
      return genderLabel(answer);
    case 'currentCity':
      return cityLabel(answer, text);
    case 'yearsOfExperience':
      return experienceLabel(answer, text);
    case 'talentProgramSource':
      return SOURCES.find((s) => s.value === answer)?.label ?? answer;
    default:
      return answer;
  }
}

/** A file's size as people read it: 812 B, 34 KB, 1.0 MB. */
export function fileSizeText(bytes: number, text: Translate): string {
  if (bytes < 1024) {
    return text('console.candidates.labels.fileSizeBytes', { size: String(bytes) });
  }
  if (bytes < 1024 * 1024) {
    return text('console.candidates.labels.fileSizeKilobytes', {
      size: String(Math.round(bytes / 1024)),
    });
  }
  return text('console.candidates.labels.fileSizeMegabytes', {
    size: (bytes / (1024 * 1024)).toFixed(1),
  });
}

/** Two candidates may share a name, so a row's controls are named by name and e-mail. */
export const candidateLabel = (c: { name: string; email: string }) => `${c.name} (${c.email})`;

export const candidateReportPath = (eventId: string) =>
  `/admin/candidatereport/${encodeURIComponent(eventId)}`;
