import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { SectionCard } from '../../../app/ui/section-card';
import { useWrongEventRedirect } from '../../../app/wrong-event';
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
    categories = <QueryError query={event} noun="game" />;
  } else if (reportable === false) {
    categories = <NoCompetencies />;
  } else if (overview.isPending || redirecting) {
    categories = <QueryLoader noun="grade categories" />;
  } else if (overview.isError) {
    categories = <QueryError query={overview} noun="grade categories" />;
  } else {
    categories = <GradesCategories eventId={eventId} overview={overview.data} />;
  }
  if (isAdmin) {
    if (grades.isPending) {
      gradesPart = <QueryLoader noun="grades" />;
    } else if (grades.isError) {
      gradesPart = <QueryError query={grades} noun="grades" />;
    } else {
      gradesPart = <GradesEditor list={grades.data} />;
    }
  } else if (overview.data) {
    gradesPart = <GradesReadOnly grades={overview.data.bands} />;
  } else if (reportable === false) {
    gradesPart = (
      <Text size="sm" c="dimmed">
        The account's grades are read through this game's report, which needs competencies.
      </Text>
    );
  } else {
    gradesPart = null;
  }

  return (
    <ReportFrame
      title={screenTitle('grades', event.data?.projectType ?? user.projectType)}
      eventName={event.data?.assessmentName}
      description="participants by grade category, and the grades that sort them."
    >
      <Stack gap="lg">
        <SectionCard
          title="Grade categories"
          description="The participants whose percentage in a competency falls in a grade."
        >
          {categories}
        </SectionCard>
        <SectionCard
          title="Edit grades"
          description={
            isAdmin
              ? 'Whole percentages; start and end both count, and grades may not overlap.'
              : "Read only: only the account's admins change its grades."
          }
        >
          {gradesPart}
        </SectionCard>
      </Stack>
    </ReportFrame>
  );
}
