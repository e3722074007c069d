import {
  CANDIDATE_STEPS,
  type CandidateAnswers,
  type CandidateField,
  type CandidateFlowEvent,
  type CandidateStep,
  candidateApplicationProblem,
  candidateHeaderTarget,
  candidateProgress,
  candidateStepProblem,
  clampCgpa,
  DEFAULT_PHONE_COUNTRY,
  FORM_STEPS,
  type FormStep,
  fileProblem,
  isRequired,
  type MessageKey,
  REQUIRED_FIELDS,
  STEP_FIELDS,
} from '@app/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useText } from '../i18n/language-switch';
import type { CandidateApi } from './api';
import { type Draft, loadDraft, type Place, saveDraft } from './draft';
import { Field, FileField } from './fields';
import { browserFileStore, type FileStore } from './file-store';
import {
  FIELD_HINTS,
  FILE_HINT,
  FILE_LABELS,
  type FileField as FileName,
  FOLLOW_UPS,
  fieldSpecs,
} from './labels';
import { submitFailure } from './messages';
import { StepHeader } from './step-header';
import { useClearToasts, useToast } from './toast';

/** Each step's heading (part B §2). */
const STEP_TITLES: Record<FormStep, MessageKey> = {
  basicInfo: 'candidate.stepTitles.basicInfo',
  education: 'candidate.stepTitles.education',
  experience: 'candidate.stepTitles.experience',
  orgQuestions: 'candidate.stepTitles.orgQuestions',
  candidateSpecific: 'candidate.stepTitles.candidateSpecific',
};

type Files = Record<FileName, File | null>;
const FILE_NAMES: FileName[] = ['resume', 'drivingLicenseFile'];

/** The place before this one, for Back: a form step goes back to the one before, the first to the greeting. */
const previousOf = (step: FormStep): Place =>
  step === 'basicInfo'
    ? 'greeting'
    : (CANDIDATE_STEPS[CANDIDATE_STEPS.indexOf(step) - 1] ?? 'greeting');
const nextOf = (step: FormStep): CandidateStep =>
  CANDIDATE_STEPS[CANDIDATE_STEPS.indexOf(step) + 1] ?? 'completed';

/** The licence picture is asked for only when the candidate has a licence. */
const wantsLicenseFile = (answers: CandidateAnswers) => answers.drivingLicenseValidity === 'Yes';

export function Wizard({
  api,
  event,
  fileStore: givenStore,
}: {
  api: CandidateApi;
  event: CandidateFlowEvent;
  /** Where chosen files outlive a reload: IndexedDB unless a test hands in its own. */
  fileStore?: FileStore;
}) {
  const [fileStore] = useState(() => givenStore ?? browserFileStore());
  const eventId = api.eventId;
  const toast = useToast();
  const clearToasts = useClearToasts();
  const text = useText();
  const [draft, setDraft] = useState<Draft>(() => loadDraft(eventId, DEFAULT_PHONE_COUNTRY));
  const [files, setFiles] = useState<Files>({ resume: null, drivingLicenseFile: null });
  const [attempted, setAttempted] = useState<Partial<Record<FormStep, boolean>>>({});
  const [sending, setSending] = useState(false);
  // Until the files of an earlier visit are back from the store, a Next or a Submit would see
  // no resume (a quick click after a reload): the button waits instead.
  const [filesReady, setFilesReady] = useState(draft.submitted === true);
  const specs = useMemo(() => fieldSpecs(event.companyName, text), [event.companyName, text]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPlace = useRef(draft.place);

  useEffect(() => {
    saveDraft(eventId, draft);
  }, [eventId, draft]);

  // The files chosen before a reload come back from the browser's store.
  useEffect(() => {
    if (draft.submitted) {
      return;
    }
    let live = true;
    void Promise.all(FILE_NAMES.map((name) => fileStore.get(`${eventId}:${name}`)))
      .then(([resume, drivingLicenseFile]) => {
        if (live) {
          setFiles((now) => ({
            resume: now.resume ?? resume ?? null,
            drivingLicenseFile: now.drivingLicenseFile ?? drivingLicenseFile ?? null,
          }));
        }
      })
      .catch(() => {})
      .finally(() => {
        if (live) {
          setFilesReady(true);
        }
      });
    return () => {
      live = false;
    };
  }, [eventId, fileStore, draft.submitted]);

  // A new step starts at the top, its heading focused, so keyboard and screen reader users begin there.
  useEffect(() => {
    if (shownPlace.current === draft.place) {
      return;
    }
    shownPlace.current = draft.place;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    headingRef.current?.focus({ preventScroll: true });
  }, [draft.place]);

  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const goTo = (place: Place) => update({ place });

  const setAnswer = (field: CandidateField, value: string) =>
    setDraft((d) => {
      const answers = { ...d.answers, [field]: value };
      // A follow-up question hidden by this answer is emptied: nothing unseen is sent.
      for (const [followUp, rule] of Object.entries(FOLLOW_UPS)) {
        if (rule.on === field && value !== rule.value) {
          answers[followUp as CandidateField] = '';
        }
      }
      return { ...d, answers };
    });

  const chooseFile = (name: FileName, file: File): boolean => {
    const problem = fileProblem(file);
    if (problem) {
      toast(problem);
      return false;
    }
    setFiles((now) => ({ ...now, [name]: file }));
    void fileStore.put(`${eventId}:${name}`, file);
    return true;
  };
  const removeFile = (name: FileName) => {
    setFiles((now) => ({ ...now, [name]: null }));
    void fileStore.remove(`${eventId}:${name}`);
  };

  /** The files the rules and the submit see: the licence only when it is asked for. */
  const sentFiles = {
    resume: files.resume,
    drivingLicenseFile: wantsLicenseFile(draft.answers) ? files.drivingLicenseFile : null,
  };

  const next = (step: FormStep) => {
    // Enter in the CGPA field leaves the step without a blur: the cap applies here too.
    const cgpa = draft.answers.cgpa.trim();
    const answers =
      step === 'education' && cgpa && Number.isFinite(Number(cgpa))
        ? { ...draft.answers, cgpa: String(clampCgpa(Number(cgpa))) }
        : draft.answers;
    const problem = candidateStepProblem(step, answers, sentFiles);
    if (problem) {
      setAttempted((a) => ({ ...a, [step]: true }));
      toast(problem);
      return;
    }
    clearToasts();
    update({ answers, done: { ...draft.done, [step]: true }, place: nextOf(step) });
  };

  const submit = async () => {
    const own = candidateStepProblem('candidateSpecific', draft.answers, sentFiles);
    if (own) {
      setAttempted((a) => ({ ...a, candidateSpecific: true }));
      toast(own);
      return;
    }
    // An earlier step changed since its Next (or a file was lost with the browser's storage):
    // the candidate is taken there, with the server's own message.
    const earlier = candidateApplicationProblem(draft.answers, sentFiles);
    if (earlier) {
      setAttempted((a) => ({ ...a, [earlier.step]: true }));
      toast(earlier.message);
      goTo(earlier.step);
      return;
    }
    setSending(true);
    try {
      await api.submit({
        submissionId: draft.submissionId,
        answers: draft.answers,
        website: draft.honeypot,
        ...sentFiles,
      });
    } catch (error) {
      setSending(false);
      toast(submitFailure(error));
      return;
    }
    setSending(false);
    for (const name of FILE_NAMES) {
      void fileStore.remove(`${eventId}:${name}`);
    }
    update({
      submitted: true,
      place: 'completed',
      done: Object.fromEntries(FORM_STEPS.map((s) => [s, true])),
    });
  };

  const openStep = (step: CandidateStep) => {
    if (step === draft.place) {
      return;
    }
    const target = candidateHeaderTarget(step, draft.done);
    if (target.ok) {
      goTo(step);
    } else if (target.message) {
      toast(target.message);
    }
  };

  const place = draft.place;
  return (
    <Stack gap="lg">
      <StepHeader
        place={place}
        done={draft.done}
        progress={candidateProgress(draft.done)}
        onOpen={openStep}
      />
      {place === 'greeting' ? (
        <section className="cf-step" aria-labelledby="cf-step-title">
          <Stack gap="md" align="flex-start">
            <Title order={2} size="h3" id="cf-step-title" ref={headingRef} tabIndex={-1}>
              {text('candidate.greeting.title')}
            </Title>
            <Text>
              {event.companyName
                ? text('candidate.greeting.thanksFrom', {
                    company: event.companyName,
                    assessment: event.assessmentName,
                  })
                : text('candidate.greeting.thanks', { assessment: event.assessmentName })}{' '}
              {text('candidate.greeting.about')}
            </Text>
            <Button size="md" onClick={() => goTo('basicInfo')}>
              {text('candidate.greeting.begin')}
            </Button>
          </Stack>
        </section>
      ) : place === 'completed' ? (
        <section className="cf-step" aria-labelledby="cf-step-title">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="cf-step-title" ref={headingRef} tabIndex={-1}>
              {text('candidate.thankYou')}
            </Title>
            <Text>
              {event.companyName
                ? text('candidate.completed.receivedBy', { company: event.companyName })
                : text('candidate.completed.received')}
            </Text>
          </Stack>
        </section>
      ) : (
        <StepForm
          step={place}
          title={text(STEP_TITLES[place])}
          headingRef={headingRef}
          onBack={() => goTo(previousOf(place))}
          onNext={() => (place === 'candidateSpecific' ? void submit() : next(place))}
          sending={sending}
          waiting={!filesReady}
        >
          {STEP_FIELDS[place].map((field) => {
            const followUp = FOLLOW_UPS[field];
            if (followUp && draft.answers[followUp.on] !== followUp.value) {
              return null;
            }
            const required = isRequired(field);
            return (
              <Fragment key={field}>
                <Field
                  field={field}
                  spec={specs[field]}
                  value={draft.answers[field]}
                  onChange={(value) => setAnswer(field, value)}
                  required={required}
                  invalid={Boolean(attempted[place] && required && !draft.answers[field].trim())}
                  hint={FIELD_HINTS[field] && text(FIELD_HINTS[field])}
                  country={
                    field === 'phone' || field === 'altPhone'
                      ? draft.phoneCountries[field]
                      : undefined
                  }
                  onCountry={(code) =>
                    setDraft((d) => ({
                      ...d,
                      phoneCountries: { ...d.phoneCountries, [field]: code },
                    }))
                  }
                />
                {field === 'drivingLicenseValidity' && wantsLicenseFile(draft.answers) && (
                  <FileField
                    name="drivingLicenseFile"
                    label={text(FILE_LABELS.drivingLicenseFile)}
                    hint={text(FILE_HINT)}
                    required={false}
                    invalid={false}
                    file={files.drivingLicenseFile}
                    onChoose={(file) => chooseFile('drivingLicenseFile', file)}
                    onRemove={() => removeFile('drivingLicenseFile')}
                  />
                )}
              </Fragment>
            );
          })}
          {place === 'education' && (
            <FileField
              name="resume"
              label={text(FILE_LABELS.resume)}
              hint={text(FILE_HINT)}
              required
              invalid={Boolean(attempted.education && !files.resume)}
              file={files.resume}
              onChoose={(file) => chooseFile('resume', file)}
              onRemove={() => removeFile('resume')}
            />
          )}
          {place === 'candidateSpecific' && (
            // A trap for bots: people never see it, so anything typed here came from a script.
            <input
              type="text"
              name="website"
              className="cf-honeypot"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              value={draft.honeypot}
              onChange={(e) => update({ honeypot: e.currentTarget.value })}
            />
          )}
        </StepForm>
      )}
    </Stack>
  );
}

const ASTERISK_SLOT = '\u0000';

/** One step of the form: its heading, its fields, Back and Next (Enter in a field is Next). */
function StepForm(props: {
  step: FormStep;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNext: () => void;
  sending: boolean;
  /** The stored files are still loading: Next and Submit wait for them. */
  waiting: boolean;
  children: React.ReactNode;
}) {
  const { step, title, headingRef, onBack, onNext, sending, waiting, children } = props;
  const last = step === 'candidateSpecific';
  const text = useText();
  // The note's words around its asterisk, as the language orders them.
  const [beforeAsterisk, afterAsterisk] = text('candidate.form.requiredNote', {
    asterisk: ASTERISK_SLOT,
  }).split(ASTERISK_SLOT);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!sending && !waiting) {
      onNext();
    }
  };
  return (
    <form className="cf-step" aria-labelledby="cf-step-title" noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="cf-step-title" ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {REQUIRED_FIELDS[step].length === 0 && step !== 'education' ? (
              text('candidate.form.allOptional')
            ) : (
              <>
                {beforeAsterisk}
                <span aria-hidden="true">*</span>
                <span className="cf-visually-hidden">{text('candidate.form.withAsterisk')}</span>
                {afterAsterisk}
              </>
            )}
          </Text>
        </div>
        {children}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack} disabled={sending}>
            {text('candidate.form.back')}
          </Button>
          <Button type="submit" loading={sending || waiting}>
            {text(last ? 'candidate.form.submit' : 'candidate.form.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
