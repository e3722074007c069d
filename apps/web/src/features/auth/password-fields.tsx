import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type PasswordValues = { password: string; confirmPassword: string };

/** A new password and its confirmation, as registering and resetting a password ask for them. */
export function NewPasswordFields<V extends PasswordValues>({
  form,
  label,
}: {
  form: UseFormReturnType<V>;
  /** The first field's label; the second is always Confirm Password. */
  label: string;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
