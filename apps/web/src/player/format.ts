import { ACHIEVEMENT_TYPES, type AchievementType } from '@app/domain';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Scores with thousands separators: 12,500. */
export const formatNumber = (n: number) => whole.format(n);

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

/** A level named by its number reads "Level 3"; a named one (a mini game) keeps its name. */
export const levelTitle = (name: string) =>
  /^\d+$/.test(name.trim()) ? `Level ${name.trim()}` : name;

export const achievementTypes: readonly AchievementType[] = ACHIEVEMENT_TYPES;
