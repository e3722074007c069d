import { addTestBlock, EASY_FLOW_MAX_TESTS, type TestCounts, type WizardDraft } from '@app/domain';
import { Divider, Stack } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import {
  type Pick,
  type PickKind,
  pickCount,
  pickKindLabel,
  pickKindStep,
  pickKindsOf,
  pickMessage,
  picksOf,
} from '../fields/pick-kinds';
import { PickSection } from '../fields/pick-section';
import { SelectionList } from '../fields/selection-list';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

type Picks = Partial<Record<PickKind, Pick[]>>;

function Step2Form({ draft }: { draft: WizardDraft }) {
  const user = useSignedInUser();
  const text = useText();
  const kinds = pickKindsOf(user.projectType);
  const [picks, setPicks] = useState<Picks>(() =>
    Object.fromEntries(kinds.map((kind) => [kind, picksOf(draft, kind)])),
  );
  const { submit, error, setError, isSaving } = useDraftSubmit();
  const listOf = (kind: PickKind) => picks[kind] ?? [];
  const total = kinds.reduce((sum, kind) => sum + listOf(kind).length, 0);
  const counts: TestCounts = Object.fromEntries(kinds.map((kind) => [kind, listOf(kind).length]));
  const change = (kind: PickKind, list: Pick[]) => {
    setError(null);
    setPicks((current) => ({ ...current, [kind]: list }));
  };
  return (
    <Stack gap="lg">
      {kinds.map((kind, index) => {
        // Part B §2: at most 10 tests in total, Add Test disabled at 10 (the domain's rule).
        const blocked = addTestBlock(counts, kind, user.projectType);
        return (
          <Fragment key={kind}>
            {index > 0 ? <Divider /> : null}
            <PickSection
              kind={kind}
              withHeading
              atLeast
              requirement={pickMessage(kind, user.projectType)}
              required={pickCount(kind, user.projectType)}
              selected={listOf(kind)}
              canAddMore={blocked === null}
              blockedReason={blocked}
              onAdd={(option) =>
                change(kind, [...listOf(kind), { id: option.id, name: option.name }])
              }
            />
          </Fragment>
        );
      })}
      <SelectionList
        items={kinds.flatMap((kind) =>
          listOf(kind).map((pick) => ({ pick, kindLabel: text(pickKindLabel[kind]) })),
        )}
        onRemove={(pick) => {
          const kind = kinds.find((k) => listOf(k).some((p) => p.id === pick.id));
          if (kind) {
            change(
              kind,
              listOf(kind).filter((p) => p.id !== pick.id),
            );
          }
        }}
        summary={text('console.events.easyStep2.summary', { total, max: EASY_FLOW_MAX_TESTS })}
      />
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={easyPaths.step1}
        onNext={() =>
          submit(
            { ...draft, ...picks, flow: 'easyFlow' },
            kinds.map((kind) => pickKindStep[kind]),
            easyPaths.step3,
          )
        }
      />
    </Stack>
  );
}

export function EasyFlowStep2() {
  const text = useText();
  return (
    <EasyFrame
      active={1}
      title={text('console.events.easyStep2.title')}
      needsDraft
      description={text('console.events.easyStep2.description', { max: EASY_FLOW_MAX_TESTS })}
    >
      {(draft) => <Step2Form draft={draft} />}
    </EasyFrame>
  );
}
