import { ACHIEVEMENT_TYPES, type AchievementType, type PlayLevel } from '@app/domain';
import { useMemo } from 'react';
import { useLocaleFormat } from '../i18n/format';
import { useText } from '../i18n/language-switch';

/** A countdown's seconds split as the clock shows them (never below zero, rounded up). */
function clockParts(totalSeconds: number) {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}

/** A stored slot name that means nothing to a player ("Mini 1", "3"). */
const slotName = (name: string) => !name || /^(Mini )?\d+$/.test(name);

/**
 * The player's numbers, times and level names in the page's language: scores with the
 * locale's separators (12,500), clocks, a level's "Level 4" and its kind. One way to name a
 * level everywhere (header, map, level, result, page titles): its number as the participant
 * counts it, its place on the map, whatever its stored name.
 *
 * The Intl formatters are made when a number is shown, not as the page loads: the first Intl
 * object costs the browser its locale data (decision 0029), and the landing page shows none.
 */
export function usePlayFormat() {
  const text = useText();
  const format = useLocaleFormat();
  return useMemo(() => {
    /** Scores as whole numbers with the locale's separators: 12,500. */
    const number = (value: number) => format.number(Math.round(value));
    const twoDigits = (value: number) =>
      format.number(value, { minimumIntegerDigits: 2, useGrouping: false });
    const plain = (value: number) => format.number(value, { useGrouping: false });
    const kindLabel = (kind: PlayLevel['kind']) => text(`play.kind.${kind}` as const);
    return {
      number,
      /** A gain with its sign, "+350" (with the direction mark Urdu needs around a sign). */
      signed: (value: number) => format.number(Math.round(value), { signDisplay: 'always' }),
      /** A whole percentage (0–100) as the locale writes it: 75%. */
      percent: (whole: number) => format.percent(whole / 100),
      /** A countdown as mm:ss (minutes may pass 59: a long level reads 75:00). */
      clock: (totalSeconds: number) => {
        const { minutes, seconds } = clockParts(totalSeconds);
        return `${twoDigits(minutes)}:${twoDigits(seconds)}`;
      },
      /** The same time for a screen reader: "2 minutes 5 seconds left". */
      spokenClock: (totalSeconds: number) => {
        const { minutes, seconds } = clockParts(totalSeconds);
        if (minutes === 0) {
          return text('play.clock.spoken.seconds', { seconds });
        }
        return seconds === 0
          ? text('play.clock.spoken.minutes', { minutes })
          : text('play.clock.spoken.both', { minutes, seconds });
      },
      /**
       * A level's time on the map, never rounded to another: "45 s", "1 min", "1 min 15 s",
       * "5 min" (a 75 s level read "1 min" and its player expected 60).
       */
      levelTime: (totalSeconds: number) => {
        const s = Math.max(0, Math.round(totalSeconds));
        const minutes = plain(Math.floor(s / 60));
        const seconds = plain(s % 60);
        if (s < 60) {
          return text('play.time.seconds', { seconds });
        }
        return s % 60 === 0
          ? text('play.time.minutes', { minutes })
          : text('play.time.minutesSeconds', { minutes, seconds });
      },
      /** A time used, as m:ss: 2:05, 75:00. */
      duration: (totalSeconds: number) => {
        const s = Math.max(0, Math.round(totalSeconds));
        return `${plain(Math.floor(s / 60))}:${twoDigits(s % 60)}`;
      },
      /** "Level 4": the level's place on the map. */
      levelLabel: (position: number) => text('play.level.label', { number: plain(position) }),
      kindLabel,
      /**
       * What kind of level it is, shown under its "Level n": nothing for a level of scenarios,
       * the kind with the game's own name for a game ("Mini game · Quick Decision", "Aptitude
       * game · Numerical reasoning"), and the kind alone when only a stored slot name is known
       * ("Mini 1" means nothing to a player).
       */
      levelKind: (kind: PlayLevel['kind'], name: string): string | null => {
        if (kind === 'numeric') {
          return null;
        }
        const named = name.trim();
        return slotName(named) ? kindLabel(kind) : `${kindLabel(kind)} · ${named}`;
      },
      /** A plain date ('2026-11-24') in the page's language, never shifted by a time zone. */
      day: (isoDate: string) => {
        const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
        return format.date(Date.UTC(y, m - 1, d), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
      },
    };
  }, [text, format]);
}

export type PlayFormat = ReturnType<typeof usePlayFormat>;

export const achievementTypes: readonly AchievementType[] = ACHIEVEMENT_TYPES;
