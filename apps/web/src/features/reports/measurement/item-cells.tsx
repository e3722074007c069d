import { measurementScreenMessages as m } from '@app/domain';
import { Anchor, Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '../../../i18n/language-switch';
import { useLevelDetail } from '../../levels/api';
import { editQuestionPath } from '../../levels/paths';
import type { ItemAnalysisRow } from './api';
import { percent } from './format';

/** A figure, or — with the reason for screen readers when the item has too few answers. */
export function Figure({ value, minAnswers }: { value: string | null; minAnswers: number }) {
  if (value !== null) {
    return <>{value}</>;
  }
  return (
    <span title={m.belowMinimum(minAnswers)}>
      <span aria-hidden>—</span>
      <VisuallyHidden>{m.belowMinimum(minAnswers)}</VisuallyHidden>
    </span>
  );
}

const LABEL_LENGTH = 22;
const shortLabel = (label: string) =>
  label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label;

/** Each option's share in a line, the not-answered share last as the server gives it. */
export function OptionShares({ shares }: { shares: ItemAnalysisRow['optionShares'] }) {
  const text = useText();
  if (!shares || shares.length === 0) {
    return null;
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shares.map((share) => {
        const label =
          share.option === null
            ? text('console.reports.items.shares.notAnswered')
            : (share.label ??
              text('console.reports.items.shares.option', { option: share.option }));
        return (
          <Text
            key={share.option ?? 'none'}
            component="li"
            size="xs"
            title={label}
            style={{ whiteSpace: 'nowrap' }}
          >
            {shortLabel(label)} <strong>{percent(share.share)}</strong>
          </Text>
        );
      })}
    </Stack>
  );
}

export function ItemFlags({ flags }: { flags: ItemAnalysisRow['flags'] }) {
  const text = useText();
  const shown = [
    flags.tooEasy && { label: text('console.reports.items.flags.tooEasy'), color: 'yellow' },
    flags.tooHard && { label: text('console.reports.items.flags.tooHard'), color: 'orange' },
    flags.negativeDiscrimination && {
      label: text('console.reports.items.flags.negativeDiscrimination'),
      color: 'red',
    },
  ].filter((flag) => flag !== false);
  if (shown.length === 0) {
    return null;
  }
  // One badge a line, never cut short: the column is as wide as its longest flag.
  return (
    <Stack gap={4} align="flex-start">
      {shown.map((flag) => (
        <Badge
          key={flag.label}
          color={flag.color}
          variant="light"
          size="sm"
          style={{ flexShrink: 0 }}
          maw="none"
        >
          {flag.label}
        </Badge>
      ))}
    </Stack>
  );
}

/**
 * The Edit Question route names the question by its number in the level: that comes from the
 * level's questions (one read per level on the page, shared with the Level details screen).
 */
export function EditQuestionLink({ eventId, row }: { eventId: string; row: ItemAnalysisRow }) {
  const text = useText();
  const level = useLevelDetail(eventId, row.level);
  const question = level.data?.questions.find((q) => q.id === row.itemId);
  if (!question) {
    return null;
  }
  return (
    <Anchor component={Link} to={editQuestionPath(eventId, row.level, question)} size="xs">
      {text('console.reports.items.editQuestion', { number: question.number })}
    </Anchor>
  );
}
