import type { UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage } from '../../app/api-client';

/** Whether a dotted path ('minAttempts.sms', 'options.0.text') names a value of the form. */
function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) {
      return false;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/**
 * Puts the API's field errors (keyed by dotted paths, as the form's own) under their fields and
 * returns the message to show above the form, or null when every message already sits under a
 * field. Like app/ui/api-form-error.ts, for forms with nested values.
 */
export function applyNestedApiError<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
): string | null {
  const values = form.getValues();
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [path, text] of Object.entries(error.fields)) {
      if (hasPath(values, path)) {
        fields[path] = text;
      }
    }
  }
  form.setErrors(fields);
  const message = errorMessage(error);
  return Object.values(fields).includes(message) ? null : message;
}
