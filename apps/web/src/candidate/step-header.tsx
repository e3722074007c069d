import {
  CANDIDATE_STEPS,
  type CandidateStep,
  FORM_STEPS,
  type MessageKey,
  type StepsDone,
} from '@app/domain';
import { useLocaleFormat } from '../i18n/format';
import { useText } from '../i18n/language-switch';
import type { Place } from './draft';

/** The step header's labels (part B §2; the domain's STEP_HEADERS in English). */
const STEP_HEADER_KEYS: Record<CandidateStep, MessageKey> = {
  basicInfo: 'candidate.steps.basicInfo',
  education: 'candidate.steps.education',
  experience: 'candidate.steps.experience',
  orgQuestions: 'candidate.steps.orgQuestions',
  candidateSpecific: 'candidate.steps.candidateSpecific',
  completed: 'candidate.steps.completed',
};

const isDone = (step: CandidateStep, done: StepsDone) =>
  step === 'completed' ? FORM_STEPS.every((s) => done[s]) : Boolean(done[step]);

function Check() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3.2 3L13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The six steps (part B §2) with a check mark on the finished ones, and the progress bar
 * (17, 33, 50, 67, 100). A step opens on a click only when the step before it is done.
 */
export function StepHeader({
  place,
  done,
  progress,
  onOpen,
}: {
  place: Place;
  done: StepsDone;
  progress: number;
  onOpen: (step: CandidateStep) => void;
}) {
  const text = useText();
  const format = useLocaleFormat();
  return (
    <div className="cf-steps-wrap">
      <nav aria-label={text('candidate.steps.nav')}>
        <ol className="cf-steps">
          {CANDIDATE_STEPS.map((step, index) => {
            const finished = isDone(step, done);
            return (
              <li key={step}>
                <button
                  type="button"
                  className="cf-step-tab"
                  data-done={finished}
                  aria-current={place === step ? 'step' : undefined}
                  onClick={() => onOpen(step)}
                >
                  <span className="cf-step-mark">
                    {finished ? <Check /> : format.number(index + 1)}
                  </span>
                  <span className="cf-step-label">
                    {text(STEP_HEADER_KEYS[step])}
                    {finished && (
                      <span className="cf-visually-hidden"> {text('candidate.steps.done')}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="cf-progress-row">
        <div
          className="cf-progress"
          role="progressbar"
          aria-label={text('candidate.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="cf-progress-bar" style={{ width: `${progress}%` }} />
        </div>
        <span className="cf-progress-text">
          {text('candidate.progress.complete', { percent: format.percent(progress / 100) })}
        </span>
      </div>
    </div>
  );
}
