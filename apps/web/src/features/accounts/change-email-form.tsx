import { accountMessages, changeEmailProblem } from '@app/domain';
import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type AccountRow, useChangeEmail } from './api';

type Props = { account: AccountRow; onDone: () => void };

/**
 * Change Email (part A §5): an empty or unchanged address is refused here, before any call;
 * the server's own refusals (409 address in use) go under the field, anything else is a toast
 * (part A §8).
 */
export function ChangeEmailForm({ account, onDone }: Props) {
  const text = useText();
  const form = useAppForm({
    mode: 'uncontrolled',
    initialValues: { newEmail: '' },
    validate: { newEmail: (value: string) => changeEmailProblem(account.email, value) },
  });
  const mutation = useChangeEmail(account.id);

  const submit = form.onSubmit(({ newEmail }) => {
    mutation.mutate(newEmail.trim(), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: accountMessages.checkResetEmail });
        onDone();
      },
      onError: (error) => {
        const message = applyApiError(form, error);
        if (message) {
          notifications.show({
            color: 'red',
            title: text('console.accounts.changeEmail.failed'),
            message,
          });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={text('console.accounts.changeEmail.currentEmail')}
          value={account.email}
          readOnly
          variant="filled"
        />
        <TextInput
          type="email"
          label={text('console.accounts.changeEmail.newEmail')}
          description={text('console.accounts.changeEmail.newEmailHint')}
          required
          maxLength={250}
          autoComplete="off"
          data-autofocus
          key={form.key('newEmail')}
          {...form.getInputProps('newEmail')}
        />
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
