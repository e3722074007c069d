import {
  type ALWAYS_ON_FIELDS,
  LOGIN_METHODS,
  type MessageKey,
  OPTIONAL_FIELDS,
} from '@app/domain';

type AlwaysOn = (typeof ALWAYS_ON_FIELDS)[number];

/** Part B §2: Full Name and Email Address are always collected (catalogue keys). */
export const alwaysOnLabels: Record<AlwaysOn, MessageKey> = {
  fullName: 'console.events.registrationFields.fullName',
  email: 'console.events.registrationFields.email',
};

const optionalLabels = new Map<string, string>(
  [...OPTIONAL_FIELDS.progress, ...OPTIONAL_FIELDS.ace].map((f): [string, string] => [
    f.key,
    f.label,
  ]),
);

/** A registration field's label; `text` translates the always-on fields' keys. */
export function registrationFieldLabel(key: string, text: (key: MessageKey) => string): string {
  if (Object.hasOwn(alwaysOnLabels, key)) {
    return text(alwaysOnLabels[key as AlwaysOn]);
  }
  return optionalLabels.get(key) ?? key;
}

export function loginMethodLabel(key: string): string {
  return LOGIN_METHODS.find((m) => m.key === key)?.label ?? key;
}
