import { stepProblem, type WizardDraft, type WizardStep } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { browserToday } from '../../app/dates';
import { useSignedInUser } from '../../app/session';
import { useSaveDraft } from './use-draft';

/**
 * Next of a step: check the steps it fills with the domain's rules (the same the server
 * applies), save the whole draft, then go on. Returns the failing step, if any, so a page
 * with tabs can show the tab that needs attention.
 */
export function useDraftSubmit() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const save = useSaveDraft();
  const [error, setError] = useState<string | null>(null);

  const submit = (draft: WizardDraft, steps: WizardStep[], to: string): WizardStep | null => {
    const today = browserToday();
    for (const step of steps) {
      const problem = stepProblem(step, draft, user.projectType, today);
      if (problem) {
        setError(problem);
        return step;
      }
    }
    setError(null);
    save.mutate(draft, {
      onSuccess: () => void navigate(to),
      onError: (failure) => setError(errorMessage(failure)),
    });
    return null;
  };

  return { submit, error, setError, isSaving: save.isPending };
}
