import {
  FAIRNESS_DECISIONS,
  type FairnessDecision,
  formatThousands,
  measurementScreenMessages as m,
} from '@app/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { SectionCard } from '../../../app/ui/section-card';
import { useText } from '../../../i18n/language-switch';
import { levelTitle } from '../../levels/labels';
import type { FairnessAudit, FairnessReportBody } from './api';
import { FairnessTable } from './fairness-table';

function auditTitle(audit: FairnessAudit, text: ReturnType<typeof useText>): string {
  switch (audit.decision) {
    case 'levelPass':
      return text('console.reports.fairness.audit.levelPass', {
        level: levelTitle(audit.subject, text),
      });
    case 'topBand':
      return audit.band ? `${audit.subject}: ${audit.band}` : audit.subject;
    case 'scoringRate':
      return text('console.reports.fairness.audit.aboveMedian', { subject: audit.subject });
  }
}

/** The audits by decision: level passes, top bands, scoring rates. */
export function FairnessAudits({ report }: { report: FairnessReportBody }) {
  return (
    <Stack gap="lg">
      {FAIRNESS_DECISIONS.map((decision) => {
        const audits = report.audits.filter((a) => a.decision === decision);
        return audits.length === 0 ? null : (
          <DecisionSection key={decision} decision={decision} audits={audits} report={report} />
        );
      })}
    </Stack>
  );
}

type SectionProps = {
  decision: FairnessDecision;
  audits: FairnessAudit[];
  report: FairnessReportBody;
};

function DecisionSection({ decision, audits, report }: SectionProps) {
  const words = m.fairnessDecisions[decision];
  return (
    <SectionCard title={words.title} description={words.about}>
      <Stack gap="md">
        {audits.map((audit) => (
          <Audit
            key={`${audit.subject}/${audit.band ?? ''}`}
            audit={audit}
            rateLabel={words.rate}
            report={report}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

function Audit({
  audit,
  rateLabel,
  report,
}: {
  audit: FairnessAudit;
  rateLabel: string;
  report: FairnessReportBody;
}) {
  const text = useText();
  const titleId = useId();
  const title = auditTitle(audit, text);
  return (
    <Paper
      withBorder
      p={{ base: 'xs', sm: 'sm' }}
      component="section"
      aria-labelledby={titleId}
      bg="gray.0"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {text('console.reports.fairness.audit.people', {
              count: audit.people,
              total: formatThousands(audit.people),
            })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <FairnessTable
            category={text('console.reports.fairness.audit.gender')}
            subject={title}
            rateLabel={rateLabel}
            table={audit.byGender}
            rules={report}
          />
          <FairnessTable
            category={text('console.reports.fairness.audit.ageGroup')}
            subject={title}
            rateLabel={rateLabel}
            table={audit.byAgeGroup}
            rules={report}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
