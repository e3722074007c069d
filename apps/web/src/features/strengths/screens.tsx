import {
  IconListDetails,
  IconReportAnalytics,
  IconStairs,
  IconUserStar,
} from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

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

export function GradesScreen() {
  return (
    <PlaceholderScreen
      title="Grades"
      icon={<IconStairs />}
      description="The account's grades, and each competency's participants by grade category, will appear here."
    />
  );
}
