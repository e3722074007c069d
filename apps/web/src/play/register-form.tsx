import {
  OPTIONAL_FIELDS,
  type PlayEvent,
  type PlayRegistration,
  playRegistrationSchema,
} from '@app/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useText } from '../i18n/language-switch';
import { ApiError, type PlayApi } from './api';
import { useServerText } from './server-text';
import { Notice, Panel } from './ui';

type Field = keyof PlayRegistration;
/** Each field's label is the catalogue's `play.field.<key>` (the domain's OPTIONAL_FIELDS labels). */
type FieldSpec = { key: Field; type?: string; autoComplete?: string };

const ALWAYS: FieldSpec[] = [
  { key: 'name', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
];

const isField = (key: string): key is Field => key in playRegistrationSchema.shape;

/** The three fields every registration asks, then the event's own choice of the optional ones. */
export function registrationFieldsOf(event: PlayEvent): FieldSpec[] {
  const optional = OPTIONAL_FIELDS[event.projectType].flatMap(({ key }) =>
    isField(key) && event.registrationFields.includes(key) ? [{ key }] : [],
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
  const text = useText();
  const serverText = useServerText();
  const fields = registrationFieldsOf(event);
  const shownKeys = new Set<string>(fields.map((f) => f.key));
  const [values, setValues] = useState(empty);
  // The server's words as sent: shown in the page's language, whichever it is by then.
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Fields only (the form's own line), else the failure itself. */
  const [failure, setFailure] = useState<{ fieldsOnly: true } | { error: unknown } | null>(null);
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
      setFailure(shown ? { fieldsOnly: true } : { error });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Panel title={text('play.register.title')}>
        <Notice tone="teal" title={text('play.register.done')} role="status">
          {serverText.message(done)}
        </Notice>
      </Panel>
    );
  }

  const fieldErrors = serverText.fields(errors);
  return (
    <Panel title={text('play.register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {text('play.register.intro')}
          </Text>
          <div className="pl-fields">
            {fields.map(({ key, type, autoComplete }) => (
              <TextInput
                key={key}
                label={text(`play.field.${key}` as const)}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                required
                value={values[key]}
                error={fieldErrors[key]}
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
              {'error' in failure
                ? serverText.error(failure.error)
                : text('play.server.validation')}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            {text('play.register.title')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
