import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText, type PlayApi } from './api';
import { Panel } from './ui';

/** "Send me my link": the server answers the same for any address, so no address is probed. */
export function LinkForm({ api }: { api: PlayApi }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAnswer(null);
    try {
      const { message } = await api.sendLink(email.trim());
      setAnswer({ ok: true, text: message });
    } catch (error) {
      setAnswer({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="Send me my link">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Already invited? Enter your e-mail address and we will send you a link to play.
          </Text>
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} disabled={!email.trim()}>
            Send me my link
          </Button>
          <div aria-live="polite">
            {answer && (
              <Text size="sm" c={answer.ok ? 'teal.9' : 'red.8'} fw={500}>
                {answer.text}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
