import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useAuthText } from './auth-text';

type PasswordValues = { password: string; confirmPassword: string };

/** A new password and its confirmation, as registering and resetting a password ask for them. */
export function NewPasswordFields<V extends PasswordValues>({
  form,
  label,
  confirmLabel,
}: {
  form: UseFormReturnType<V>;
  /** The first field's label (in the page's language). */
  label: string;
  /** The second's: Confirm Password. */
  confirmLabel: string;
}) {
  const { text, field } = useAuthText();
  const toggle = { 'aria-label': text('signIn.login.showPassword') };
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        key={form.key('password')}
        {...field(form.getInputProps('password'))}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        key={form.key('confirmPassword')}
        {...field(form.getInputProps('confirmPassword'))}
      />
    </>
  );
}
