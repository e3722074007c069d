import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { SectionCard } from '../../../app/ui/section-card';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useCompetencyReport, useGrades } from './api';
import { GradesCategories } from './grades-categories';
import { GradesEditor } from './grades-editor';
import { GradesReadOnly } from './grades-read-only';
import { screenTitle } from './labels';
import { hasCompetencies, NoCompetencies } from './no-competencies';

/** The report's first page: the event's competencies and the account's grades as bands. */
const OVERVIEW: Record<string, string> = {};

/**
 * /admin/grades/:eventId: each grade category's participants per competency, and the account's
 * grades (score bands), which its admins edit and the super admin reads.
 */
export function GradesScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const event = useEventDetail(eventId);
  const reportable = hasCompetencies(event.data);
  const overview = useCompetencyReport(eventId, OVERVIEW, { enabled: reportable === true });
  // The super admin has no account of its own: it reads the event's grades from the report.
  const grades = useGrades({ enabled: isAdmin });
  const redirecting = useWrongEventRedirect([event.error, overview.error], eventId);

  let categories: ReactNode;
  let gradesPart: ReactNode;
  if (event.isError && !redirecting) {
    categories = <QueryError query={event} noun={text('console.reports.grades.gameNoun')} />;
  } else if (reportable === false) {
    categories = <NoCompetencies />;
  } else if (overview.isPending || redirecting) {
    categories = <QueryLoader noun={text('console.reports.grades.categoriesNoun')} />;
  } else if (overview.isError) {
    categories = (
      <QueryError query={overview} noun={text('console.reports.grades.categoriesNoun')} />
    );
  } else {
    categories = <GradesCategories eventId={eventId} overview={overview.data} />;
  }
  if (isAdmin) {
    if (grades.isPending) {
      gradesPart = <QueryLoader noun={text('console.reports.grades.gradesNoun')} />;
    } else if (grades.isError) {
      gradesPart = <QueryError query={grades} noun={text('console.reports.grades.gradesNoun')} />;
    } else {
      gradesPart = <GradesEditor list={grades.data} />;
    }
  } else if (overview.data) {
    gradesPart = <GradesReadOnly grades={overview.data.bands} />;
  } else if (reportable === false) {
    gradesPart = (
      <Text size="sm" c="dimmed">
        {text('console.reports.grades.needsCompetencies')}
      </Text>
    );
  } else {
    gradesPart = null;
  }

  return (
    <ReportFrame
      title={screenTitle('grades', event.data?.projectType ?? user.projectType)}
      eventName={event.data?.assessmentName}
      description={text('console.reports.grades.description')}
    >
      <Stack gap="lg">
        <SectionCard
          title={text('console.reports.grades.categories.title')}
          description={text('console.reports.grades.categories.description')}
        >
          {categories}
        </SectionCard>
        <SectionCard
          title={text('console.reports.grades.edit.title')}
          description={
            isAdmin
              ? text('console.reports.grades.edit.descriptionAdmin')
              : text('console.reports.grades.edit.descriptionReadOnly')
          }
        >
          {gradesPart}
        </SectionCard>
      </Stack>
    </ReportFrame>
  );
}
