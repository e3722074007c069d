import type { MessageKey, ProjectType, WizardDraft } from '@app/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/language-switch';
import { titleNounOf } from '../wording';
import { loginMethodLabel, registrationFieldLabel } from './labels';
import { type Pick, pickKindLabel, pickKindsOf } from './pick-kinds';

type Row = { label: string; value: ReactNode };
type Group = { title: string; rows: Row[] };

/** The four parts of a draft, named as the easy flow's columns (part B §2): catalogue keys. */
export const SUMMARY_TITLES = [
  'console.events.summary.getStarted',
  'console.events.summary.chosenAssessments',
  'console.events.summary.customize',
  'console.events.summary.configureLaunch',
] as const satisfies readonly MessageKey[];

type TextOf = ReturnType<typeof useText>;

function groupsOf(draft: WizardDraft, projectType: ProjectType, text: TextOf): Group[] {
  const none = (
    <Text span c="dimmed" size="sm">
      {text('console.events.summary.notChosen')}
    </Text>
  );
  const names = (picks: Pick[] | undefined) =>
    picks && picks.length > 0 ? picks.map((p) => p.name).join(', ') : none;
  const labels = (keys: string[] | undefined, label: (key: string) => string) =>
    keys && keys.length > 0 ? keys.map(label).join(', ') : none;
  const noun = titleNounOf(projectType, text);
  const info = draft.info;
  const on = text('console.events.summary.on');
  const started: Row[] = [
    { label: text('console.events.summary.name', { noun }), value: info?.assessmentName ?? none },
    { label: text('console.events.summary.target'), value: info?.assessmentFor ?? none },
    { label: text('console.events.summary.difficulty'), value: info?.difficulty ?? 'Easy' },
  ];
  if (projectType !== 'progress' && info?.candidateFlow) {
    started.push({ label: text('console.events.summary.candidateFlow'), value: on });
  }
  const customize: Row[] = [
    {
      label: text('console.events.summary.registrationFields'),
      value: labels(draft.registrationFields, (key) => registrationFieldLabel(key, text)),
    },
    {
      label: text('console.events.summary.openRegistration'),
      value: draft.openRegistration ? on : text('console.events.summary.off'),
    },
    {
      label: text('console.events.summary.loginMethods'),
      value: labels(draft.loginMethods, loginMethodLabel),
    },
    { label: text('console.events.summary.companyLogo'), value: draft.logo?.name ?? none },
  ];
  if (projectType !== 'progress') {
    customize.push({
      label: text('console.events.summary.introVideo'),
      value: draft.introVideo?.name ?? none,
    });
  }
  return [
    { title: text(SUMMARY_TITLES[0]), rows: started },
    {
      title: text(SUMMARY_TITLES[1]),
      rows: pickKindsOf(projectType).map((kind) => ({
        label: text(pickKindLabel[kind]),
        value: names(draft[kind]),
      })),
    },
    { title: text(SUMMARY_TITLES[2]), rows: customize },
    {
      title: text(SUMMARY_TITLES[3]),
      rows: [
        { label: text('console.events.summary.launchDate'), value: draft.launchDate ?? none },
        { label: text('console.events.summary.closingDate'), value: draft.closingDate ?? none },
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
  const text = useText();
  const groups = groupsOf(draft, projectType, text);
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
              {text('console.events.summary.edit', { title: group.title })}
            </Anchor>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
