import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useText } from '../i18n/language-switch';
import type { PlayApi } from './api';
import { useServerText } from './server-text';
import { Panel } from './ui';

/** The server's answer: its words (shown in the page's language), or the failure. */
type Answer = { ok: true; message: string } | { ok: false; error: unknown };

/** "Send me my link": the server answers the same for any address, so no address is probed. */
export function LinkForm({ api }: { api: PlayApi }) {
  const text = useText();
  const serverText = useServerText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAnswer(null);
    try {
      const { message } = await api.sendLink(email.trim());
      setAnswer({ ok: true, message });
    } catch (error) {
      setAnswer({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={text('play.link.send')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {text('play.link.intro')}
          </Text>
          <TextInput
            label={text('play.field.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} disabled={!email.trim()}>
            {text('play.link.send')}
          </Button>
          <div aria-live="polite">
            {answer && (
              <Text size="sm" c={answer.ok ? 'teal.9' : 'red.8'} fw={500}>
                {answer.ok ? serverText.message(answer.message) : serverText.error(answer.error)}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
