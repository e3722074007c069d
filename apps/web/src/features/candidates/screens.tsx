import '../../app/console-styles';
import { IconClipboardList, IconId } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function CandidateReportScreen() {
  return (
    <PlaceholderScreen
      title="Candidate Report"
      icon={<IconClipboardList />}
      description="The candidates who applied through this event's public form, with filters, shortlisting and a CSV export, will appear here."
    />
  );
}

/** Public: no console shell around it. */
export function CandidateFlowScreen() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 'var(--mantine-spacing-md)' }}>
      <PlaceholderScreen
        title="Candidate Application"
        icon={<IconId />}
        description="The application form, from 'Greetings!' to 'Thank you!', will appear here."
      />
    </main>
  );
}
