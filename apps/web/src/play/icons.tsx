import type { AchievementType } from '@app/domain';
import { IconBolt, IconFlame, IconTarget, IconTrophy } from '@tabler/icons-react';

// SVG icons rather than emoji (here and elsewhere): a desktop without an emoji font would show
// empty boxes.

const ACHIEVEMENT_ICONS = {
  highAchiever: IconTrophy,
  mostlyRight: IconTarget,
  speedDemon: IconBolt,
  streakOf10: IconFlame,
} as const;

export function AchievementIcon({ type, size = 16 }: { type: AchievementType; size?: number }) {
  const Icon = ACHIEVEMENT_ICONS[type];
  return <Icon size={size} aria-hidden="true" stroke={2} />;
}
