import { REMINDER_DAYS_MAX, reminderMessages } from '@app/domain';
import { Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';
import { useReminderSettings, useSaveReminderSettings, useSendReminder } from './tracking-api';

const DEFAULT_DAYS = 3;

/**
 * Reminders (docs/decisions/0005-invitation-tracking-and-reminders.md): one click reminds
 * everyone invited who has not completed (the server keeps each person to one a day), and the
 * automatic reminder N days before closing.
 */
export function RemindersPanel({ eventId }: { eventId: string }) {
  const text = useText();
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
      title: text('console.participants.reminders.send'),
      children: (
        <Text size="sm">{text('console.participants.reminders.confirm', { count: eligible })}</Text>
      ),
      labels: {
        confirm: text('console.participants.reminders.send'),
        cancel: text('console.participants.reminders.cancel'),
      },
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
              title: text('console.participants.reminders.notSent'),
              message: errorMessage(error),
            }),
        }),
    });

  const saveSetting = () =>
    save.mutate(wanted, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: reminderMessages.settingsSaved }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: text('console.participants.reminders.notSaved'),
          message: errorMessage(error),
        }),
    });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Text fw={600}>{text('console.participants.reminders.title')}</Text>
            <Text size="sm" c="dimmed">
              {text('console.participants.reminders.eligible', { count: eligible })}
            </Text>
          </div>
          <Button
            leftSection={<IconBellRinging size={16} />}
            onClick={confirmSend}
            loading={send.isPending}
            disabled={eligible === 0}
          >
            {text('console.participants.reminders.send')}
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Switch
            label={text('console.participants.reminders.autoSwitch')}
            checked={on}
            onChange={(event) => setOn(event.currentTarget.checked)}
            disabled={!closingDate}
          />
          <NumberInput
            label={text('console.participants.reminders.days')}
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
            {text('console.participants.reminders.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {!closingDate
            ? text('console.participants.reminders.noClosingDate')
            : autoReminderDay && stored !== null
              ? text('console.participants.reminders.autoDay', {
                  day: autoReminderDay,
                  closing: closingDate,
                })
              : text('console.participants.reminders.closes', { closing: closingDate })}
        </Text>
      </Stack>
    </Paper>
  );
}
