import type { ProjectType, WizardDraft } from '@app/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { titleNounOf } from '../wording';
import { loginMethodLabel, registrationFieldLabel } from './labels';
import { type Pick, pickKindLabel, pickKindsOf } from './pick-kinds';

type Row = { label: string; value: ReactNode };
type Group = { title: string; rows: Row[] };

/** The four parts of a draft, named as the easy flow's columns (part B §2). */
export const SUMMARY_TITLES = [
  'Get Started',
  'Chosen Assessments',
  'Customize',
  'Configure & Launch',
] as const;

const none = (
  <Text span c="dimmed" size="sm">
    Not chosen
  </Text>
);
const names = (picks: Pick[] | undefined) =>
  picks && picks.length > 0 ? picks.map((p) => p.name).join(', ') : none;
const labels = (keys: string[] | undefined, label: (key: string) => string) =>
  keys && keys.length > 0 ? keys.map(label).join(', ') : none;

function groupsOf(draft: WizardDraft, projectType: ProjectType): Group[] {
  const noun = titleNounOf(projectType);
  const info = draft.info;
  const started: Row[] = [
    { label: `${noun} Name`, value: info?.assessmentName ?? none },
    { label: 'Target', value: info?.assessmentFor ?? none },
    { label: 'Difficulty', value: info?.difficulty ?? 'Easy' },
  ];
  if (projectType !== 'progress' && info?.candidateFlow) {
    started.push({ label: 'Candidate Flow', value: 'On' });
  }
  const customize: Row[] = [
    {
      label: 'Registration Fields',
      value: labels(draft.registrationFields, registrationFieldLabel),
    },
    { label: 'Open Registration', value: draft.openRegistration ? 'On' : 'Off' },
    { label: 'Login Methods', value: labels(draft.loginMethods, loginMethodLabel) },
    { label: 'Company Logo', value: draft.logo?.name ?? none },
  ];
  if (projectType !== 'progress') {
    customize.push({ label: 'Intro Video', value: draft.introVideo?.name ?? none });
  }
  return [
    { title: SUMMARY_TITLES[0], rows: started },
    {
      title: SUMMARY_TITLES[1],
      rows: pickKindsOf(projectType).map((kind) => ({
        label: pickKindLabel[kind],
        value: names(draft[kind]),
      })),
    },
    { title: SUMMARY_TITLES[2], rows: customize },
    {
      title: SUMMARY_TITLES[3],
      rows: [
        { label: 'Launch Date', value: draft.launchDate ?? none },
        { label: 'Closing Date', value: draft.closingDate ?? none },
      ],
    },
  ];
}

type Props = {
  draft: WizardDraft;
  projectType: ProjectType;
  /** Where each part is edited, in SUMMARY_TITLES order. */
  editPaths: readonly [string, string, string, string];
  /** 'four' lays the parts out as the easy flow's four columns on wide screens. */
  layout: 'two' | 'four';
};

/** The review of everything chosen before the game is created. */
export function DraftSummary({ draft, projectType, editPaths, layout }: Props) {
  const groups = groupsOf(draft, projectType);
  return (
    <SimpleGrid cols={layout === 'four' ? { base: 1, sm: 2, lg: 4 } : { base: 1, md: 2 }}>
      {groups.map((group, index) => (
        <Paper key={group.title} withBorder p="md" component="section" aria-label={group.title}>
          <Stack gap="sm">
            <Title order={2} size="h5">
              {group.title}
            </Title>
            <Stack gap={8} component="dl" m={0}>
              {group.rows.map((row) => (
                <div key={row.label}>
                  <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                    {row.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {row.value}
                  </Text>
                </div>
              ))}
            </Stack>
            <Anchor component={Link} to={editPaths[index] ?? '/'} size="sm">
              Edit {group.title}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
