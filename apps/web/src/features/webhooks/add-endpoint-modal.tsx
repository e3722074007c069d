import {
  type CreatedWebhookEndpoint,
  type WebhookEventType,
  webhookEndpointInputSchema,
  webhookEventLabels,
  webhookEventTypes,
  webhookMessages,
} from '@app/domain';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CreateOnceModal } from '../../app/ui/create-once-modal';
import { ShownOnce } from '../../app/ui/shown-once';
import { useText } from '../../i18n/language-switch';
import { useCreateWebhookEndpoint } from './api';

type Props = { opened: boolean; onClose: () => void };

/**
 * Adds an endpoint (URL and events), then shows its signing secret once with a Copy button:
 * the list never shows it again.
 */
export function AddEndpointModal({ opened, onClose }: Props) {
  const text = useText();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);

  const close = () => {
    setUrl('');
    setEvents([...webhookEventTypes]);
    setErrors({});
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookEndpointInputSchema.safeParse({ url, eventTypes: events });
    if (!parsed.success) {
      const found: { url?: string; events?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'url') {
          found.url ??= webhookMessages.badUrl;
        } else {
          found.events ??= webhookMessages.noEvents;
        }
      }
      setErrors(found);
      return;
    }
    create.mutate(parsed.data, { onSuccess: setCreated });
  };

  return (
    <CreateOnceModal
      opened={opened}
      onClose={close}
      title={created ? webhookMessages.secretTitle : webhookMessages.add}
      shown={
        created ? (
          <ShownOnce
            warning={webhookMessages.secretOnce}
            value={created.secret}
            labels={webhookMessages}
            onDone={close}
          />
        ) : null
      }
      onSubmit={submit}
      mutation={create}
      submitLabel={webhookMessages.add}
    >
      <TextInput
        label={webhookMessages.url}
        description={webhookMessages.urlHint}
        placeholder={text('console.webhooks.addEndpoint.urlPlaceholder')}
        value={url}
        type="url"
        maxLength={2000}
        onChange={(e) => {
          setUrl(e.currentTarget.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
        error={errors.url}
        required
        data-autofocus
      />
      <Checkbox.Group
        label={webhookMessages.events}
        value={events}
        onChange={(value) => {
          setEvents(webhookEventTypes.filter((type) => value.includes(type)));
          setErrors((current) => ({ ...current, events: undefined }));
        }}
        error={errors.events}
        required
      >
        <Stack gap="xs" mt="xs">
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} value={type} label={webhookEventLabels[type]} description={type} />
          ))}
        </Stack>
      </Checkbox.Group>
    </CreateOnceModal>
  );
}
