import type { UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage } from '../api-client';

/**
 * Puts the API's field errors under the form's fields and returns the message to show above the
 * form, or null when every message already sits under a field of this form. `rename` maps an API
 * field name to the form's where they differ.
 */
export function applyApiError<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
  rename: Record<string, string> = {},
): string | null {
  const known = Object.keys(form.getValues());
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [name, text] of Object.entries(error.fields)) {
      const field = rename[name] ?? name;
      if (known.includes(field)) {
        fields[field] = text;
      }
    }
  }
  form.setErrors(fields);
  const message = errorMessage(error);
  return Object.values(fields).includes(message) ? null : message;
}
