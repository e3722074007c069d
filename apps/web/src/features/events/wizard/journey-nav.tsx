import { journeySteps, type ProjectType, type WizardDraft } from '@app/domain';
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { browserToday } from '../../../app/dates';
import { useText } from '../../../i18n/language-switch';
import { nounOf } from '../wording';
import { stepPath, stepTitle } from './steps';
import classes from './wizard-layout.module.css';

type Props = { draft: WizardDraft | null; projectType: ProjectType; current: string };

/**
 * Part B §2: 'Journey to … creation' marks a step done once its data exists and disables the
 * links past the first incomplete step, so no one jumps ahead of what the draft holds.
 */
export function JourneyNav({ draft, projectType, current }: Props) {
  const text = useText();
  const titleId = useId();
  const steps = journeySteps(draft, projectType, browserToday());
  const firstOpen = steps.findIndex((s) => !s.done);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // On narrow screens the list scrolls sideways: bring the current step into view.
    const el = list.current;
    const item = el?.querySelector<HTMLElement>(`[data-step="${current}"]`);
    if (el && item && el.scrollWidth > el.clientWidth) {
      el.scrollLeft = item.offsetLeft - (el.clientWidth - item.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <Paper withBorder p="sm" component="nav" aria-labelledby={titleId}>
      <Text id={titleId} fw={700} size="sm" mb="xs">
        {text('console.events.journey.title', { noun: nounOf(projectType, text) })}
      </Text>
      <ol className={classes.list} ref={list}>
        {steps.map((s, index) => {
          const title = text(stepTitle(s.step, projectType));
          const isLocked = firstOpen !== -1 && index > firstOpen;
          const marker = (
            <span className={classes.marker} aria-hidden>
              {s.done ? <IconCheck size={14} stroke={3} /> : index + 1}
            </span>
          );
          const state = s.done ? (
            <VisuallyHidden>{text('console.events.journey.completed')}</VisuallyHidden>
          ) : null;
          return (
            <li key={s.step}>
              {isLocked ? (
                <span className={classes.item} aria-disabled="true" data-step={s.step}>
                  {marker}
                  {title}
                </span>
              ) : (
                <Link
                  to={stepPath(s.step)}
                  className={classes.item}
                  data-step={s.step}
                  data-done={s.done || undefined}
                  aria-current={current === s.step ? 'step' : undefined}
                >
                  {marker}
                  {title}
                  {state}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Paper>
  );
}
