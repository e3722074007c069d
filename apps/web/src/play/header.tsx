import type { PlayEvent, Player } from '@app/domain';
import { Button, Group, Text } from '@mantine/core';
import { LanguageSwitch, useText } from '../i18n/language-switch';
import { useCountUp } from './count-up';
import { achievementTypes, usePlayFormat } from './format';
import { AchievementIcon } from './icons';
import { Chip } from './ui';

/** The four achievement badges with their counts. */
export function AchievementBadges({ player }: { player: Player }) {
  const text = useText();
  const format = usePlayFormat();
  return (
    <ul className="pl-badges" aria-label={text('play.achievements.title')}>
      {achievementTypes.map((type) => {
        const count = player.achievements[type];
        return (
          <li key={type}>
            <Chip tone={count > 0 ? 'indigo' : 'gray'}>
              <AchievementIcon type={type} />
              {/* On a phone the icon and count stand for the label, which stays for screen readers. */}
              <span className="pl-badge-label">{text(`play.achievement.${type}` as const)}</span>
              <strong>×{format.number(count)}</strong>
            </Chip>
          </li>
        );
      })}
    </ul>
  );
}

/** The level in play's points, climbing as answers come in (from 0, or a resumed run's). */
function LevelPoints({ points }: { points: number }) {
  const text = useText();
  const format = usePlayFormat();
  const shown = useCountUp(points);
  return (
    <Chip tone="orange" solid className={shown.climbing ? 'pl-climbing' : undefined}>
      {text('play.header.levelPoints', { points: format.signed(shown.value) })}
    </Chip>
  );
}

type Props = {
  event: PlayEvent;
  player: Player;
  /** The points of the level in play, as they come in; null when no level is being played. */
  levelPoints?: number | null;
  onSignOut: () => void;
  signingOut: boolean;
};

/**
 * Always on top while signed in: whose game, where the player stands, the language switch
 * and the way out.
 */
export function PlayerHeader({ event, player, levelPoints = null, onSignOut, signingOut }: Props) {
  const text = useText();
  const format = usePlayFormat();
  // The score climbs to its new total when a level ends.
  const score = useCountUp(player.currentScore);
  return (
    <header className="pl-header">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" className="pl-header-brand">
          {event.logoUrl && (
            <img
              src={event.logoUrl}
              alt={text('play.brand.logoAlt', { company: event.companyName })}
              className="pl-header-logo"
            />
          )}
          <Text fw={700} truncate="end" className="pl-header-name">
            {event.name}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" className="pl-header-end">
          <LanguageSwitch />
          <Button variant="subtle" size="compact-sm" onClick={onSignOut} loading={signingOut}>
            {text('play.header.signOut')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" mt={6} className="pl-stats">
        <Chip tone="indigo" solid>
          {format.levelLabel(player.currentLevel)}
        </Chip>
        <Chip tone="teal" solid className={score.climbing ? 'pl-climbing' : undefined}>
          {text('play.header.score', { score: format.number(score.value) })}
        </Chip>
        {levelPoints !== null && <LevelPoints points={levelPoints} />}
        <Text size="sm" c="dimmed" className="pl-player-name">
          {player.name}
        </Text>
      </Group>
      <AchievementBadges player={player} />
    </header>
  );
}
