import { Badge, Group, Image, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import type { MiniScreen } from './api';
import { hasCorrectAnswer, isOrderedGame, optionLabel } from './labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  );
}

function Scenario({ screen }: { screen: MiniScreen }) {
  const text = useText();
  if (screen.miniGame === 'Mini 3') {
    return (
      <Field label={text('console.miniScreens.view.word')}>
        <Text size="sm" fw={600}>
          {screen.scenario}
        </Text>
      </Field>
    );
  }
  return (
    <Field label={text('console.miniScreens.view.scenario')}>
      {screen.miniGame === 'Mini 4' ? (
        // Mini 4's 400 characters are shown as typed: their spacing and line breaks count.
        <Text component="pre" size="sm" ff="monospace" m={0} style={{ whiteSpace: 'pre-wrap' }}>
          {screen.scenario}
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {screen.scenario || '—'}
        </Text>
      )}
    </Field>
  );
}

function Options({ screen }: { screen: MiniScreen }) {
  const text = useText();
  const ordered = isOrderedGame(screen.miniGame);
  const marked = hasCorrectAnswer(screen.miniGame) ? screen.correctAnswer : null;
  return (
    <Field
      label={text(
        ordered ? 'console.miniScreens.view.orderedOptions' : 'console.miniScreens.view.options',
      )}
    >
      <List type={ordered ? 'ordered' : 'unordered'} size="sm" spacing={6} mt={4}>
        {screen.options.map((option, index) => (
          // Options have no id: their place is their identity (and, here, their order).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <List.Item key={index}>
            <Group gap="xs" wrap="nowrap" align="center">
              {option.image ? (
                <Image
                  src={option.image}
                  alt={optionLabel(index, text)}
                  h={72}
                  w={72}
                  fit="contain"
                  radius="sm"
                  bg="gray.0"
                />
              ) : (
                <Text size="sm">{option.text ?? '—'}</Text>
              )}
              {marked === index ? (
                <Badge color="teal" variant="light">
                  {text('console.miniScreens.view.correctAnswer')}
                </Badge>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Field>
  );
}

/** The open card of one screen: title, scenario or word, options, background (part B §2). */
export function MiniScreenView({ screen }: { screen: MiniScreen }) {
  const text = useText();
  return (
    <Stack gap="sm">
      <Field label={text('console.miniScreens.view.title')}>
        <Text size="sm">{screen.title || '—'}</Text>
      </Field>
      <Scenario screen={screen} />
      {screen.options.length > 0 ? <Options screen={screen} /> : null}
      {screen.background ? (
        <Field label={text('console.miniScreens.view.background')}>
          <Image
            src={screen.background.url}
            alt={text('console.miniScreens.view.backgroundAlt')}
            maw={320}
            radius="sm"
            mt={4}
          />
        </Field>
      ) : null}
    </Stack>
  );
}
