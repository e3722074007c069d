import {
  IconChartBar,
  IconChartLine,
  IconListDetails,
  IconReportAnalytics,
  IconTrophy,
  IconUserStar,
} from '@tabler/icons-react';
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

export function UserStrengthsScreen() {
  return (
    <PlaceholderScreen
      title="User Strength Report"
      icon={<IconUserStar />}
      description="A participant's competency dials and level scores will appear here once you pick a user."
    />
  );
}

export function StrengthDetailsScreen() {
  return (
    <PlaceholderScreen
      title="Assessor Board"
      progressTitle="Competency Leaderboard"
      icon={<IconListDetails />}
      description="Every participant's competency percentages, with filters and scoring ranges, will appear here."
    />
  );
}

export function CompetencyReportScreen() {
  return (
    <PlaceholderScreen
      title="Competency Report"
      icon={<IconReportAnalytics />}
      description="Participants counted by score band for each competency, with filters and a CSV download, will appear here."
    />
  );
}
