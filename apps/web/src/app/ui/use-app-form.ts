import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useRef } from 'react';

/**
 * The form's own rules: one function over all the values (a domain schema's resolver), or one
 * per top-level field.
 */
export type FormRules<V> =
  | ((values: V) => FormErrors)
  | { [K in keyof V]?: (value: V[K], values: V) => ReactNode };
export type AppFormInput<V> = Omit<UseFormInput<V>, 'validate'> & { validate?: FormRules<V> };

/**
 * The messages to show after a change: a message the rules gave for the values before it and
 * no longer give goes (or reads as the rules now say). Any other message stays, the server's
 * included: it goes when its own field changes, as Mantine does for every field.
 */
export function recheckErrors(shown: FormErrors, before: FormErrors, after: FormErrors) {
  let changed = false;
  const next: FormErrors = {};
  for (const [path, message] of Object.entries(shown)) {
    if (before[path] === message && after[path] !== message) {
      changed = true;
      if (after[path]) {
        next[path] = after[path];
      }
    } else {
      next[path] = message;
    }
  }
  return changed ? next : shown;
}

function runRules<V extends Record<string, unknown>>(rules: FormRules<V>, values: V): FormErrors {
  if (typeof rules === 'function') {
    return rules(values);
  }
  const errors: FormErrors = {};
  for (const path of Object.keys(rules) as (keyof V & string)[]) {
    errors[path] = rules[path]?.(values[path], values);
  }
  return errors;
}

/** Whether a change could take a shown message away: some rule now says something else. */
function verdictChanged(before: FormErrors, after: FormErrors): boolean {
  return Object.keys(before).some((path) => Boolean(before[path]) && before[path] !== after[path]);
}

/**
 * Mantine's `useForm` for every form of the app. Mantine clears a field's message when that
 * field changes; a message a rule across fields puts under another one ('Password do not match'
 * under Confirm Password, 'Invalid Dates' under the closing date) stayed on screen after the
 * value that answered it was corrected. Here each change runs the rules on the values before and
 * after it and takes such a message away.
 */
export function useAppForm<V extends Record<string, unknown>>(
  input: AppFormInput<V>,
): UseFormReturnType<V> {
  const { validate: rules, onValuesChange, ...options } = input;
  // Inputs keep the change handler of an earlier render: read the rules as they are now.
  const latest = useRef({ rules, onValuesChange });
  latest.current = { rules, onValuesChange };
  const form: UseFormReturnType<V> = useForm<V, V>({
    ...options,
    validate: rules ? (values: V) => runRules(rules, values) : undefined,
    onValuesChange: (values, previous) => {
      const current = latest.current;
      current.onValuesChange?.(values, previous);
      if (!current.rules) {
        return;
      }
      const before = runRules(current.rules, previous);
      const after = runRules(current.rules, values);
      if (verdictChanged(before, after)) {
        form.setErrors((shown) => recheckErrors(shown, before, after));
      }
    },
  });
  return form;
}
