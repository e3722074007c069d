import { IconChartBar, IconChartLine, IconTrophy } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function LeaderboardScreen() {
  return (
    <PlaceholderScreen
      title="Leaderboard"
      icon={<IconTrophy />}
      description="The ranked participants of this event, with filters and a CSV download, will appear here."
    />
  );
}

export function LevelStatisticsScreen() {
  return (
    <PlaceholderScreen
      title="Level Statistics"
      icon={<IconChartBar />}
      description="The minimum, average and maximum score of each level will appear here."
    />
  );
}

export function LevelStrengthsScreen() {
  return (
    <PlaceholderScreen
      title="Level Strength Report"
      icon={<IconChartLine />}
      description="Each competency's results per level, with charts and percentage dials, will appear here."
    />
  );
}
