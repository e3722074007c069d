import {
  accessMessages,
  OPTIONAL_FIELDS,
  type PlayEvent,
  type PlayRegistration,
  playRegistrationSchema,
} from '@app/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText, type PlayApi } from './api';
import { Notice, Panel } from './ui';

type Field = keyof PlayRegistration;
type FieldSpec = { key: Field; label: string; type?: string; autoComplete?: string };

const ALWAYS: FieldSpec[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email' },
  { key: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
];

const isField = (key: string): key is Field => key in playRegistrationSchema.shape;

/** The three fields every registration asks, then the event's own choice of the optional ones. */
export function registrationFieldsOf(event: PlayEvent): FieldSpec[] {
  const optional = OPTIONAL_FIELDS[event.projectType].flatMap(({ key, label }) =>
    isField(key) && event.registrationFields.includes(key) ? [{ key, label }] : [],
  );
  return [...ALWAYS, ...optional];
}

const empty = (): PlayRegistration => ({
  name: '',
  email: '',
  dateOfBirth: '',
  department: '',
  region: '',
  city: '',
  cgpa: '',
  degree: '',
  institute: '',
});

/** Registration on the game link: the server checks every field and mails the link. */
export function RegisterForm({ event, api }: { event: PlayEvent; api: PlayApi }) {
  const fields = registrationFieldsOf(event);
  const shownKeys = new Set<string>(fields.map((f) => f.key));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const { message } = await api.register(values);
      setDone(message);
    } catch (error) {
      const problems = error instanceof ApiError ? error.fields : {};
      setErrors(problems);
      // Field messages show under their fields; one the form does not show is said here.
      const keys = Object.keys(problems);
      const shown = keys.length > 0 && keys.every((key) => shownKeys.has(key));
      setFailure(shown ? accessMessages.validation : errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Panel title="Register">
        <Notice tone="teal" title="Almost there" role="status">
          {done}
        </Notice>
      </Panel>
    );
  }

  return (
    <Panel title="Register">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            New here? Register and we will e-mail you a link to start the game.
          </Text>
          <div className="pl-fields">
            {fields.map(({ key, label, type, autoComplete }) => (
              <TextInput
                key={key}
                label={label}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                required
                value={values[key]}
                error={errors[key]}
                onChange={(ev) => {
                  const value = ev.currentTarget.value;
                  setValues((v) => ({ ...v, [key]: value }));
                  // The server's message is about the value it was sent; a new value drops it.
                  setErrors(({ [key]: _answered, ...others }) => others);
                }}
              />
            ))}
          </div>
          {failure && (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Register
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
