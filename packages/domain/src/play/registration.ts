import type { ProjectType } from '../auth';
import { authMessages } from '../messages';
import { areaProblems } from '../participants';
import { OPTIONAL_FIELDS } from '../registration-fields';
import type { PlayRegistration } from './schemas';

export const registrationMessages = {
  dateOfBirthInvalid: 'Please enter your date of birth',
} as const;

/** The oldest and youngest dates of birth the form takes (a typo guard, not an age rule). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

/**
 * What a game-link registration is missing, by field: the event's chosen fields are required
 * (department and region as on Add User; city, CGPA, degree and institute in the ace edition).
 */
export function registrationProblems(
  event: { projectType: ProjectType; registrationFields: readonly string[] },
  input: PlayRegistration,
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = { ...areaProblems(event, input) };
  if (event.projectType === 'ace') {
    for (const { key } of OPTIONAL_FIELDS.ace) {
      const value = input[key as keyof PlayRegistration];
      if (event.registrationFields.includes(key) && !value.trim()) {
        problems[key] = authMessages.required;
      }
    }
  }
  if (input.dateOfBirth < DATE_OF_BIRTH_MIN || input.dateOfBirth > today) {
    problems.dateOfBirth = registrationMessages.dateOfBirthInvalid;
  }
  return problems;
}

/**
 * The participant's userInfo from a registration: the date of birth and those of the ace
 * edition's fields the event asks for (a field it does not ask for is not stored).
 */
export function registrationUserInfo(
  event: { registrationFields: readonly string[] },
  input: PlayRegistration,
): Record<string, string> {
  const info: Record<string, string> = { dateOfBirth: input.dateOfBirth };
  for (const key of ['city', 'cgpa', 'degree', 'institute'] as const) {
    if (input[key] && event.registrationFields.includes(key)) {
      info[key] = input[key];
    }
  }
  return info;
}
