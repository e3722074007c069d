import { REMINDER_DAYS_MAX, reminderMessages } from '@app/domain';
import { Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { useReminderSettings, useSaveReminderSettings, useSendReminder } from './tracking-api';

const DEFAULT_DAYS = 3;

/**
 * Reminders (docs/decisions/0005-invitation-tracking-and-reminders.md): one click reminds
 * everyone invited who has not completed (the server keeps each person to one a day), and the
 * automatic reminder N days before closing.
 */
export function RemindersPanel({ eventId }: { eventId: string }) {
  const settings = useReminderSettings(eventId);
  const send = useSendReminder(eventId);
  const save = useSaveReminderSettings(eventId);
  const stored = settings.data?.reminderDaysBeforeClose ?? null;
  const [on, setOn] = useState(false);
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  useEffect(() => {
    setOn(stored !== null);
    setDays(stored ?? DEFAULT_DAYS);
  }, [stored]);

  if (settings.isError || !settings.data) {
    return null;
  }
  const { eligible, closingDate, autoReminderDay } = settings.data;
  const validDays = typeof days === 'number' && days >= 1 && days <= REMINDER_DAYS_MAX;
  const wanted = on ? (validDays ? days : null) : null;
  const changed = on ? wanted !== stored : stored !== null;

  const confirmSend = () =>
    modals.openConfirmModal({
      title: 'Send reminder',
      children: (
        <Text size="sm">
          Send a reminder to the {eligible} {eligible === 1 ? 'participant' : 'participants'} who
          have not completed the game? No one gets more than one reminder a day.
        </Text>
      ),
      labels: { confirm: 'Send reminder', cancel: 'Cancel' },
      onConfirm: () =>
        send.mutate(undefined, {
          onSuccess: (result) =>
            notifications.show({
              color: result.reminded > 0 ? 'green' : 'gray',
              message: result.message,
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Reminder not sent',
              message: errorMessage(error),
            }),
        }),
    });

  const saveSetting = () =>
    save.mutate(wanted, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: reminderMessages.settingsSaved }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) }),
    });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Text fw={600}>Reminders</Text>
            <Text size="sm" c="dimmed">
              {eligible === 1
                ? '1 participant can be reminded now.'
                : `${eligible} participants can be reminded now.`}
            </Text>
          </div>
          <Button
            leftSection={<IconBellRinging size={16} />}
            onClick={confirmSend}
            loading={send.isPending}
            disabled={eligible === 0}
          >
            Send reminder
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Switch
            label="Remind automatically before closing"
            checked={on}
            onChange={(event) => setOn(event.currentTarget.checked)}
            disabled={!closingDate}
          />
          <NumberInput
            label="Days before closing"
            min={1}
            max={REMINDER_DAYS_MAX}
            w={150}
            value={days}
            onChange={setDays}
            disabled={!on}
            error={on && !validDays ? reminderMessages.daysRange : undefined}
          />
          <Button
            variant="default"
            onClick={saveSetting}
            disabled={!changed || (on && !validDays)}
            loading={save.isPending}
          >
            Save
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {!closingDate
            ? 'The game has no closing date, so there is no day to remind before.'
            : autoReminderDay && stored !== null
              ? `The automatic reminder goes out on ${autoReminderDay} (closing ${closingDate}).`
              : `The game closes on ${closingDate}.`}
        </Text>
      </Stack>
    </Paper>
  );
}
