import { IconLayoutDashboard, IconLayoutGrid } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function DashboardScreen() {
  return (
    <PlaceholderScreen
      title="Dashboard"
      icon={<IconLayoutDashboard />}
      description={(noun) =>
        `Your ${noun}s with their links, invites and totals of users will appear here.`
      }
    />
  );
}

export function AssessmentsScreen() {
  return (
    <PlaceholderScreen
      title="Assessments"
      icon={<IconLayoutGrid />}
      description="Your assessments as cards, with create, edit and delete, will appear here."
    />
  );
}
