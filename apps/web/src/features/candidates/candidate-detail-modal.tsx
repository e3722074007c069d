import { FORM_STEPS, STEP_FIELDS, STEP_HEADERS } from '@app/domain';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatDateTime } from '../../app/dates';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import { CandidatePrivacyActions } from '../privacy/candidate-privacy-actions';
import { type CandidateDetail, type CandidateRow, useCandidateDetail } from './api';
import { answerText, FIELD_LABELS, fileSizeText } from './labels';

type Props = {
  eventId: string;
  /** The row whose details are shown; it stays while the modal animates closed. */
  candidate: CandidateRow | null;
  opened: boolean;
  onClose: () => void;
  /** False for a read-only view: the data can be exported, not erased. */
  editable: boolean;
};

/** Answers that may run to paragraphs take the modal's whole width when they do. */
const LONG_FIELDS: ReadonlySet<string> = new Set([
  'currentAddress',
  'otherDegree',
  'internshipDetails',
  'currentEmployer',
  'relativeDetails',
  'pastInterviewDetails',
  'talentProgram',
  'personality',
]);

const SHORT_ANSWER = 40;

function Answer({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Stack gap={0} style={wide ? { gridColumn: '1 / -1' } : undefined} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </Stack>
  );
}

function FileLink({ label, file }: { label: string; file: CandidateDetail['resume'] }) {
  const text = useText();
  if (!file) {
    return <Answer label={label} value={text('console.candidates.detail.notAttached')} wide />;
  }
  const size = fileSizeText(file.size, text);
  return (
    <Stack gap={4} miw={0} align="flex-start" style={{ gridColumn: '1 / -1' }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Button
        component="a"
        href={file.url}
        download={file.name}
        variant="light"
        size="sm"
        leftSection={<IconFileDownload size={16} />}
        aria-label={text('console.candidates.detail.download', { label, file: file.name, size })}
        styles={{ root: { maxWidth: '100%' }, label: { overflow: 'hidden' } }}
      >
        <Text span size="sm" truncate="end">
          {file.name}
        </Text>
        {/* Not drawn between the label's flex items (the margin is), but read: without it the
            visible text runs the name into the size ('cv.pdf34 KB'), which the name lacks. */}{' '}
        <Text span size="xs" c="dimmed" ml={6} style={{ flexShrink: 0 }}>
          {size}
        </Text>
      </Button>
    </Stack>
  );
}

function Details({ detail }: { detail: CandidateDetail }) {
  const text = useText();
  return (
    <Stack gap="md">
      <Group gap="md" style={{ rowGap: 4 }}>
        <Badge variant="light" color={detail.shortlisted ? 'green' : 'gray'}>
          {detail.shortlisted
            ? text('console.candidates.detail.shortlisted')
            : text('console.candidates.detail.notShortlisted')}
        </Badge>
        <Text size="sm">{text('console.candidates.detail.age', { age: String(detail.age) })}</Text>
        <Text size="sm" c="dimmed">
          {text('console.candidates.detail.submitted', {
            date: formatDateTime(detail.submittedAt),
          })}
        </Text>
      </Group>
      {FORM_STEPS.map((step) => (
        <Stack key={step} gap="xs" component="section" aria-label={STEP_HEADERS[step]}>
          <Divider />
          <Title order={3} size="h5">
            {STEP_HEADERS[step]}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
            {STEP_FIELDS[step].map((field) => {
              const value = answerText(field, detail.answers[field], text);
              return (
                <Answer
                  key={field}
                  label={FIELD_LABELS[field]}
                  value={value}
                  wide={LONG_FIELDS.has(field) && value.length > SHORT_ANSWER}
                />
              );
            })}
            {step === 'education' ? (
              <FileLink label={text('console.candidates.detail.resume')} file={detail.resume} />
            ) : null}
            {step === 'candidateSpecific' ? (
              <FileLink
                label={text('console.candidates.detail.drivingLicence')}
                file={detail.drivingLicenseFile}
              />
            ) : null}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every answer of one candidate, step by step as the form asked them, and the files. */
export function CandidateDetailModal({ eventId, candidate, opened, onClose, editable }: Props) {
  const text = useText();
  const query = useCandidateDetail(eventId, candidate?.id ?? null);
  const noun = text('console.candidates.detail.noun');
  return (
    <Modal opened={opened} onClose={onClose} title={candidate?.name ?? ''} size="xl">
      {query.isPending ? (
        <QueryLoader noun={noun} />
      ) : query.isError ? (
        <QueryError query={query} noun={noun} />
      ) : (
        <Stack gap="md">
          <Details detail={query.data} />
          <Divider />
          <CandidatePrivacyActions
            eventId={eventId}
            candidate={{ id: query.data.id, name: candidate?.name ?? '' }}
            canErase={editable}
            onErased={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
