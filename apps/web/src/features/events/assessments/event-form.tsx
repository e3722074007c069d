import type { EventSummary } from '@app/domain';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../app/api-client';
import { useEventDetail } from '../../../app/event-query';
import { useAppForm } from '../../../app/ui/use-app-form';
import { useWrongEventHandler } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { uploadImage, uploadVideo } from '../api';
import {
  OPEN_REGISTRATION_DESCRIPTION,
  OPEN_REGISTRATION_LABEL,
} from '../fields/open-registration-switch';
import { checkImage, checkVideo, IMAGE_ACCEPT, VIDEO_ACCEPT } from '../file-checks';
import { useSaveEvent } from '../use-events';
import { EventFileField } from './event-file-field';
import {
  type EventFormValues,
  type FileChoice,
  initialValues,
  needsPackageType,
  packageOptions,
  toInput,
  validateEventForm,
} from './event-form-values';

type Props = {
  /** null creates a new event. */
  event: EventSummary | null;
  onCancel: () => void;
  onSaved: (eventId: string) => void;
};

/** Part B §5 "Event form (admin)": name and for, package, dates, logo and intro video. */
export function EventForm({ event, onCancel, onSaved }: Props) {
  const text = useText();
  const save = useSaveEvent(event?.id ?? null);
  const detail = useEventDetail(event?.id ?? null);
  const handleWrongEvent = useWrongEventHandler();
  const [logo, setLogo] = useState<FileChoice>(undefined);
  const [video, setVideo] = useState<FileChoice>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<EventFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(event),
    validate: (values) => validateEventForm(values, event),
  });
  const packageRequired = needsPackageType(event);
  const storedVideo = detail.data?.introVideo ?? null;
  const logoShown =
    logo === undefined
      ? event?.logo
        ? { url: event.logo, name: text('console.events.form.currentLogo') }
        : null
      : logo;
  const videoShown =
    video === undefined
      ? storedVideo
        ? { url: storedVideo, name: text('console.events.form.currentVideo') }
        : null
      : video;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFormError(null);
        save.mutate(toInput(values, logo, video), {
          onSuccess: ({ id }) => onSaved(id),
          onError: (failure) => {
            if (handleWrongEvent(failure, event?.id)) {
              return;
            }
            const fields = failure instanceof ApiError ? failure.fields : {};
            form.setErrors(fields);
            const message = errorMessage(failure);
            if (!Object.values(fields).includes(message)) {
              setFormError(message);
            }
          },
        });
      })}
    >
      <Stack gap="md">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={text('console.events.form.assessmentName')}
          required
          key={form.key('assessmentName')}
          {...form.getInputProps('assessmentName')}
        />
        <TextInput
          label={text('console.events.form.assessmentFor')}
          required
          key={form.key('assessmentFor')}
          {...form.getInputProps('assessmentFor')}
        />
        <NativeSelect
          label={text('console.events.form.packageType')}
          required={packageRequired}
          data={[
            {
              value: '',
              label: packageRequired
                ? text('console.events.form.selectPackageType')
                : text('console.events.form.noPackage'),
              disabled: packageRequired,
            },
            ...packageOptions,
          ]}
          key={form.key('packageType')}
          {...form.getInputProps('packageType')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={text('console.events.form.launchDate')}
            required
            key={form.key('launchDate')}
            {...form.getInputProps('launchDate')}
          />
          <TextInput
            type="date"
            label={text('console.events.form.closingDate')}
            required
            key={form.key('closingDate')}
            {...form.getInputProps('closingDate')}
          />
        </SimpleGrid>
        <Switch
          label={OPEN_REGISTRATION_LABEL}
          description={OPEN_REGISTRATION_DESCRIPTION}
          key={form.key('openRegistration')}
          {...form.getInputProps('openRegistration', { type: 'checkbox' })}
        />
        <EventFileField
          label={text('console.events.form.logo')}
          hint={text('console.events.form.logoHint')}
          accept={IMAGE_ACCEPT}
          upload={uploadImage}
          check={checkImage}
          kind="image"
          current={logoShown}
          onChange={setLogo}
        />
        <EventFileField
          label={text('console.events.form.introVideo')}
          hint={text('console.events.form.introVideoHint')}
          accept={VIDEO_ACCEPT}
          upload={uploadVideo}
          check={checkVideo}
          kind="video"
          current={videoShown}
          onChange={setVideo}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {text('console.events.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {event ? text('console.events.form.save') : text('console.events.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
