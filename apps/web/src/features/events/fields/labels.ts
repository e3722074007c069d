import { type ALWAYS_ON_FIELDS, LOGIN_METHODS, OPTIONAL_FIELDS } from '@app/domain';

type AlwaysOn = (typeof ALWAYS_ON_FIELDS)[number];

/** Part B §2: Full Name and Email Address are always collected. */
export const alwaysOnLabels: Record<AlwaysOn, string> = {
  fullName: 'Full Name',
  email: 'Email Address',
};

const fieldLabels = new Map<string, string>([
  ...Object.entries(alwaysOnLabels),
  ...[...OPTIONAL_FIELDS.progress, ...OPTIONAL_FIELDS.ace].map((f): [string, string] => [
    f.key,
    f.label,
  ]),
]);

export function registrationFieldLabel(key: string): string {
  return fieldLabels.get(key) ?? key;
}

export function loginMethodLabel(key: string): string {
  return LOGIN_METHODS.find((m) => m.key === key)?.label ?? key;
}
