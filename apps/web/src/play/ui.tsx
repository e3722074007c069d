import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useText } from '../i18n/language-switch';

/** While a request runs: a spinner with a name, so a screen reader hears what is happening. */
export function Loading({ label }: { label?: string }) {
  const text = useText();
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Loader aria-hidden="true" />
      <Text c="dimmed">{label ?? text('play.loading')}</Text>
    </Stack>
  );
}

type ProblemProps = {
  title?: string;
  /** A heading level when the problem is the whole page (it then names the page). */
  heading?: 1 | 2;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
};

/** A failed request: what went wrong and a way on. Never a blank screen. */
export function Problem({ title, heading, message, onRetry, retryLabel, children }: ProblemProps) {
  const text = useText();
  return (
    <Notice tone="red" title={title ?? text('play.problem.title')} heading={heading} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="filled" color="red.8" onClick={onRetry}>
            {retryLabel ?? text('play.problem.retry')}
          </Button>
        )}
        {children}
      </Stack>
    </Notice>
  );
}

/** A white card with a heading: every panel of the player. */
export function Panel({
  title,
  order = 2,
  children,
}: {
  title?: ReactNode;
  order?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" radius="lg" className="pl-panel">
      <Stack gap="md">
        {title && (
          <Title order={order} size="h3">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A screen's main heading takes focus when the screen changes, so keyboard and screen reader
 * users start reading at the new content instead of wherever the old screen left them.
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Title order={1} size="h2" ref={ref} tabIndex={-1} className="pl-screen-title">
      {children}
    </Title>
  );
}

export type Tone = 'indigo' | 'teal' | 'orange' | 'red' | 'gray';

/**
 * A coloured message box. The player's own (with the chip and the bar below) rather than
 * Mantine's Alert, Badge and Progress: the first load stays small on a phone.
 */
export function Notice({
  tone,
  title,
  heading,
  role,
  children,
}: {
  tone: Tone;
  title: string;
  heading?: 1 | 2;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  const Title = heading === 1 ? 'h1' : heading === 2 ? 'h2' : 'p';
  return (
    <div className={`pl-notice pl-tone-${tone}`} role={role}>
      <Title className="pl-notice-title">{title}</Title>
      <div className="pl-notice-body">{children}</div>
    </div>
  );
}

/** A small label: a level's state, a score in the header, an achievement's count. */
export function Chip({
  tone,
  solid,
  className,
  children,
}: {
  tone: Tone;
  solid?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['pl-chip', `pl-tone-${tone}`, solid && 'pl-solid', className];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}

/** A filled share of a track (0–100); the number it shows is always written next to it. */
export function Bar({ value }: { value: number }) {
  const width = `${Math.max(0, Math.min(100, value))}%`;
  return (
    <span className="pl-bar" aria-hidden="true">
      <span style={{ width }} />
    </span>
  );
}
