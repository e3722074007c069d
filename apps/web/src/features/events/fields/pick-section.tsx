import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import { type Pick, type PickKind, pickKindLabel } from './pick-kinds';
import { PickSlider } from './pick-slider';
import { ErrorBlock, LoadingBlock } from './query-state';
import { type PickOption, usePickOptions } from './use-pick-options';

type Props = {
  kind: PickKind;
  /** The spec's requirement, e.g. 'Select 5 competencies'. */
  requirement: string;
  required: number;
  selected: Pick[];
  canAddMore: boolean;
  /** Why Add Test is disabled, shown under the requirement (the easy flow's limits). */
  blockedReason?: string | null;
  /** `required` is a minimum, not the exact count (the easy flow, part B §2). */
  atLeast?: boolean;
  onAdd: (option: PickOption) => void;
  /** A heading per kind where one page offers several (easy flow). */
  withHeading?: boolean;
};

/** One kind's catalog as a slider, with its requirement and count. */
export function PickSection({
  kind,
  requirement,
  required,
  selected,
  canAddMore,
  blockedReason = null,
  atLeast = false,
  onAdd,
  withHeading = false,
}: Props) {
  const text = useText();
  const options = usePickOptions(kind);
  const label = text(pickKindLabel[kind]);
  const what = label.toLowerCase();
  const count = selected.length;
  const header = (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {requirement}
      </Text>
      <Badge variant="light" color={count >= required ? 'teal' : 'gray'}>
        {atLeast && count > required
          ? text('console.events.pick.chosen', { count })
          : text('console.events.pick.progress', { count, required })}
      </Badge>
    </Group>
  );
  return (
    <Stack gap="xs">
      {withHeading ? (
        <Title order={2} size="h4">
          {label}
        </Title>
      ) : null}
      {blockedReason ? <Text size="sm">{blockedReason}</Text> : null}
      {options.status === 'ready' && options.options.length > 0 ? (
        <PickSlider
          label={label}
          header={header}
          options={options.options}
          isSelected={(id) => selected.some((p) => p.id === id)}
          canAddMore={canAddMore}
          onAdd={onAdd}
        />
      ) : (
        header
      )}
      {options.status === 'pending' ? <LoadingBlock what={what} /> : null}
      {options.status === 'error' ? (
        <ErrorBlock
          what={what}
          error={options.error}
          onRetry={options.retry}
          isRetrying={options.isRetrying}
        />
      ) : null}
      {options.status === 'ready' && options.options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text('console.events.pick.noneAvailable', { what })}
        </Text>
      ) : null}
    </Stack>
  );
}
