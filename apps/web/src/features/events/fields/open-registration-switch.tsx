import { Switch } from '@mantine/core';

export const OPEN_REGISTRATION_LABEL = 'Open registration';
export const OPEN_REGISTRATION_DESCRIPTION =
  'Anyone with the game link can sign up. Off: only people you invite can play.';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * Whether the game link takes sign-ups (docs/decisions/0019-open-registration.md): off by default,
 * since each confirmed sign-up takes a place of the plan.
 */
export function OpenRegistrationSwitch({ checked, onChange }: Props) {
  return (
    <Switch
      label={OPEN_REGISTRATION_LABEL}
      description={OPEN_REGISTRATION_DESCRIPTION}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
