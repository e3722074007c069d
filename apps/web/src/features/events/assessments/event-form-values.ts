import {
  authMessages,
  checkDates,
  type EventFormInput,
  type EventSummary,
  eventFormSchema,
  packageTypes,
  wizardMessages,
} from '@app/domain';
import { schemaResolver } from '@mantine/form';
import { browserToday } from '../../../app/dates';

export type PackageType = (typeof packageTypes)[number];

export type EventFormValues = {
  assessmentName: string;
  assessmentFor: string;
  /** '' for none: a wizard or easy-flow game has none, and keeps none unless one is chosen. */
  packageType: PackageType | '';
  launchDate: string;
  closingDate: string;
  openRegistration: boolean;
};

export const packageOptions = packageTypes.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export function initialValues(event: EventSummary | null): EventFormValues {
  return {
    assessmentName: event?.assessmentName ?? '',
    assessmentFor: event?.assessmentFor ?? '',
    packageType: event ? (event.packageType ?? '') : 'basic',
    launchDate: event?.launchDate ?? '',
    closingDate: event?.closingDate ?? '',
    openRegistration: event?.openRegistration ?? false,
  };
}

const schemaErrors = schemaResolver(eventFormSchema, { sync: true });

/**
 * Package Type is the admin form's own field: required when creating and for a form event, but
 * a game made in the wizard or the easy flow never had one and is not made to choose one.
 */
export function needsPackageType(event: EventSummary | null): boolean {
  return event === null || event.source === 'adminForm';
}

/**
 * The schema's rules plus part B §5's dates: not before today (the browser's date), closing not
 * before launch. `event` is the event being edited (null when creating): a running game keeps
 * its past launch date, so only a changed launch date is held to today, as the server does.
 */
export function validateEventForm(
  values: EventFormValues,
  event: EventSummary | null,
  today: string = browserToday(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(
    schemaErrors({ ...values, packageType: values.packageType || undefined }),
  )) {
    if (typeof message === 'string') {
      errors[field] = message;
    }
  }
  if (!values.packageType && needsPackageType(event)) {
    errors.packageType = authMessages.required;
  }
  const problem = checkDates(
    values.launchDate || undefined,
    values.closingDate || undefined,
    today,
    event?.launchDate,
  );
  if (problem === wizardMessages.selectDates) {
    if (!values.launchDate) {
      errors.launchDate = problem;
    }
    if (!values.closingDate) {
      errors.closingDate = problem;
    }
  } else if (problem === wizardMessages.invalidDates) {
    errors.closingDate = problem;
  } else if (problem) {
    errors.launchDate = problem;
  }
  return errors;
}

/** A file field of the save: undefined keeps the stored file, null removes it. */
export type FileChoice = { fileId: string; url: string; name: string } | null | undefined;

export function toInput(
  values: EventFormValues,
  logo: FileChoice,
  video: FileChoice,
): EventFormInput {
  return {
    assessmentName: values.assessmentName.trim(),
    assessmentFor: values.assessmentFor.trim(),
    // None chosen sends none: the server keeps the event's own (or gives a new one 'basic').
    packageType: values.packageType || undefined,
    launchDate: values.launchDate,
    closingDate: values.closingDate,
    logoFileId: logo === undefined ? undefined : (logo?.fileId ?? null),
    introVideoFileId: video === undefined ? undefined : (video?.fileId ?? null),
    openRegistration: values.openRegistration,
  };
}
