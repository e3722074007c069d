import {
  authMessages,
  checkDates,
  type EventFormInput,
  type EventSummary,
  eventFormSchema,
  isoToday,
  packageTypes,
  wizardMessages,
} from '@app/domain';
import { schemaResolver } from '@mantine/form';

export type PackageType = (typeof packageTypes)[number];

export type EventFormValues = {
  assessmentName: string;
  assessmentFor: string;
  /** '' until chosen: the API does not return an event's package type (see the report). */
  packageType: PackageType | '';
  launchDate: string;
  closingDate: string;
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
  };
}

const schemaErrors = schemaResolver(eventFormSchema, { sync: true });

/** The schema's rules plus part B §5's dates: not before today, closing not before launch. */
export function validateEventForm(values: EventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(schemaErrors(values))) {
    if (typeof message === 'string') {
      errors[field] = message;
    }
  }
  if (!values.packageType) {
    errors.packageType = authMessages.required;
  }
  const problem = checkDates(
    values.launchDate || undefined,
    values.closingDate || undefined,
    isoToday(),
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
    packageType: values.packageType || 'basic',
    launchDate: values.launchDate,
    closingDate: values.closingDate,
    logoFileId: logo === undefined ? undefined : (logo?.fileId ?? null),
    introVideoFileId: video === undefined ? undefined : (video?.fileId ?? null),
  };
}
