import { Group, Radio, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useText } from '../../../i18n/language-switch';

export type InfoValues = {
  assessmentName: string;
  assessmentFor: string;
  difficulty: 'Easy' | 'Hard';
  candidateFlow: boolean;
};

type Props = {
  form: UseFormReturnType<InfoValues>;
  nameLabel: string;
  forLabel: string;
  /** The Candidate Flow switch exists only outside progress (part B §5). */
  hasCandidateFlow: boolean;
};

/** Name, for, difficulty and the candidate-flow switch: the wizard's info step fields. */
export function InfoFields({ form, nameLabel, forLabel, hasCandidateFlow }: Props) {
  const text = useText();
  return (
    <>
      <TextInput
        label={nameLabel}
        required
        autoComplete="off"
        key={form.key('assessmentName')}
        {...form.getInputProps('assessmentName')}
      />
      <TextInput
        label={forLabel}
        required
        autoComplete="off"
        placeholder={text('console.events.info.forPlaceholder')}
        key={form.key('assessmentFor')}
        {...form.getInputProps('assessmentFor')}
      />
      <Radio.Group
        label={text('console.events.info.difficulty')}
        key={form.key('difficulty')}
        {...form.getInputProps('difficulty')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="Easy" label={text('console.events.info.easy')} />
          <Radio value="Hard" label={text('console.events.info.hard')} />
        </Group>
      </Radio.Group>
      {hasCandidateFlow ? (
        <Switch
          label={text('console.events.info.candidateFlow')}
          description={text('console.events.info.candidateFlowDescription')}
          key={form.key('candidateFlow')}
          {...form.getInputProps('candidateFlow', { type: 'checkbox' })}
        />
      ) : null}
    </>
  );
}

export function infoValuesOf(info: Partial<InfoValues> | undefined): InfoValues {
  return {
    assessmentName: info?.assessmentName ?? '',
    assessmentFor: info?.assessmentFor ?? '',
    difficulty: info?.difficulty ?? 'Easy',
    candidateFlow: info?.candidateFlow ?? false,
  };
}
