import { useMutation } from '@tanstack/react-query';
import { checkWizard } from './api';

/**
 * Before creating (part B §5): the server checks the name, the plan limit and the question
 * banks. Only a clean answer goes on to the loading page; problems are shown instead.
 */
export function useWizardCheck(onPassed: () => void) {
  return useMutation({
    mutationFn: checkWizard,
    onSuccess: (result) => {
      if (result.problems.length === 0) {
        onPassed();
      }
    },
  });
}
