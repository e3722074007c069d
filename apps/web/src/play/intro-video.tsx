import { Button, Group, Stack, Text } from '@mantine/core';
import { useText } from '../i18n/language-switch';
import { usePageTitle } from './page-title';
import { ScreenTitle } from './ui';

const key = (eventId: string) => `play:intro-seen:${eventId}`;

/** Storage may be off (private mode, a locked-down browser): then the intro shows each time. */
export function introSeen(eventId: string): boolean {
  try {
    return window.localStorage.getItem(key(eventId)) === '1';
  } catch {
    return false;
  }
}

export function markIntroSeen(eventId: string): void {
  try {
    window.localStorage.setItem(key(eventId), '1');
  } catch {
    // Nothing to do: the intro just shows again next time.
  }
}

type Props = { url: string; gameName: string; onDone: () => void };

/** The game's intro video, once per game on this browser. */
export function IntroVideo({ url, gameName, onDone }: Props) {
  const text = useText();
  usePageTitle(text('play.intro.pageTitle'), gameName);
  return (
    <Stack gap="md">
      <ScreenTitle>{text('play.intro.title', { game: gameName })}</ScreenTitle>
      <Text c="dimmed">{text('play.intro.text')}</Text>
      {/* biome-ignore lint/a11y/useMediaCaption: the organiser's upload comes without captions. */}
      <video src={url} controls playsInline className="pl-video" onEnded={onDone} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{text('play.intro.skip')}</Button>
      </Group>
    </Stack>
  );
}
