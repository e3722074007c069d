import {
  areaProblem,
  checkExpiry,
  type EventDetail,
  type Participant,
  type ParticipantUpdateInput,
  participantInputSchema,
} from '@app/domain';
import { fromLocalInput, toLocalInput } from '../../app/dates';

/**
 * Part A §3's userInfo fields: `key` is the stored name (Level is kept as degree and Job
 * Function as cgpa, the names the reports read), `field` the form's own flat name, `label` the
 * catalogue key of its label.
 */
export const USER_INFO_FIELDS = [
  { key: 'GPID', field: 'gpid', label: 'console.participants.form.info.gpid' },
  { key: 'Country', field: 'country', label: 'console.participants.form.info.country' },
  {
    key: 'Job Sub-Function',
    field: 'jobSubFunction',
    label: 'console.participants.form.info.jobSubFunction',
  },
  { key: 'Gender', field: 'gender', label: 'console.participants.form.info.gender' },
  {
    key: 'HR Manager Name',
    field: 'hrManagerName',
    label: 'console.participants.form.info.hrManagerName',
  },
  {
    key: 'Region (Label)',
    field: 'regionLabel',
    label: 'console.participants.form.info.regionLabel',
  },
  { key: 'degree', field: 'level', label: 'console.participants.form.info.level' },
  { key: 'cgpa', field: 'jobFunction', label: 'console.participants.form.info.jobFunction' },
] as const;

type InfoField = (typeof USER_INFO_FIELDS)[number]['field'];

export type FormValues = {
  name: string;
  email: string;
  department: string;
  region: string;
  canExpire: boolean;
  /** A `datetime-local` value in the viewer's time zone ('' when none). */
  expiryDate: string;
} & Record<InfoField, string>;

export function initialValues(p: Participant | null): FormValues {
  const info = p?.userInfo ?? {};
  const values: FormValues = {
    name: p?.name ?? '',
    email: p?.email ?? '',
    department: p?.department ?? '',
    region: p?.region ?? '',
    canExpire: p?.canExpire ?? false,
    expiryDate: toLocalInput(p?.expiryDate ?? null),
    gpid: '',
    country: '',
    jobSubFunction: '',
    gender: '',
    hrManagerName: '',
    regionLabel: '',
    level: '',
    jobFunction: '',
  };
  for (const { key, field } of USER_INFO_FIELDS) {
    values[field] = info[key] ?? '';
  }
  return values;
}

/**
 * What Save sends. userInfo keys the form does not show (institute, city from registration)
 * are kept; a field emptied here is removed.
 */
export function toFields(values: FormValues, p: Participant | null): ParticipantUpdateInput {
  const userInfo: Record<string, string> = { ...(p?.userInfo ?? {}) };
  for (const { key, field } of USER_INFO_FIELDS) {
    const value = values[field].trim();
    if (value) {
      userInfo[key] = value;
    } else {
      delete userInfo[key];
    }
  }
  return {
    name: values.name.trim(),
    department: values.department,
    region: values.region,
    canExpire: values.canExpire,
    expiryDate: values.canExpire ? fromLocalInput(values.expiryDate) : null,
    userInfo,
  };
}

/** The first message of one of the domain schema's fields, or null when it is valid. */
function schemaProblem(field: 'name' | 'email', value: string): string | null {
  const result = participantInputSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function validator(event: EventDetail, isEdit: boolean) {
  return {
    name: (value: string) => schemaProblem('name', value),
    // Read-only on edit: the stored address is not re-checked against today's rules.
    email: (value: string) => (isEdit ? null : schemaProblem('email', value)),
    department: (value: string) => areaProblem(event, 'department', value),
    region: (value: string) => areaProblem(event, 'region', value),
    expiryDate: (value: string, values: FormValues) =>
      checkExpiry(values.canExpire, fromLocalInput(value)),
  };
}
