import {
  ACHIEVEMENT_TYPES,
  type AchievementType,
  formatThousands,
  type PlayLevel,
} from '@app/domain';

// One way to name a level everywhere (header, map, level, result, page titles): its number as
// the participant counts it, the position on the map. "Level 4", whatever its stored name.
export { levelLabel } from '@app/domain';

/**
 * Scores with thousands separators: 12,500. The domain's rule, formatted when called: an
 * Intl.NumberFormat made as the page loads cost the landing page ~80 ms of its first task
 * (the browser loads its locale data on the first Intl object; decision 0029).
 */
export const formatNumber = formatThousands;

/** A countdown as mm:ss (minutes may pass 59: a long level reads 75:00). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The same time for a screen reader: "2 minutes 5 seconds left". */
export function spokenClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    seconds > 0 || minutes === 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : '',
  ];
  return `${parts.filter(Boolean).join(' ')} left`;
}

/**
 * A level's time on the map, never rounded to another: "45 s", "1 min", "1 min 15 s", "5 min"
 * (a 75 s level read "1 min" and its player expected 60).
 */
export function levelTime(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  if (minutes === 0) {
    return `${seconds} s`;
  }
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** A time used, as m:ss: 2:05, 75:00. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 1,002nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10] ?? 'th');
  return `${formatNumber(n)}${suffix}`;
}

export const KIND_LABELS: Readonly<Record<PlayLevel['kind'], string>> = {
  numeric: 'Scenarios',
  mini: 'Mini game',
  cognitive: 'Cognitive game',
  aptitude: 'Aptitude game',
};

/**
 * What kind of level it is, shown under its "Level n": nothing for a level of scenarios, the
 * kind with the game's own name for a game ("Mini game · Quick Decision", "Aptitude game ·
 * Numerical reasoning"), and the kind alone when only a stored slot name is known ("Mini 1"
 * means nothing to a player).
 */
export function levelKind(kind: PlayLevel['kind'], name: string): string | null {
  if (kind === 'numeric') {
    return null;
  }
  const named = name.trim();
  return !named || /^(Mini )?\d+$/.test(named)
    ? KIND_LABELS[kind]
    : `${KIND_LABELS[kind]} · ${named}`;
}

export const achievementTypes: readonly AchievementType[] = ACHIEVEMENT_TYPES;
