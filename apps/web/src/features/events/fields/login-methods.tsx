import { LOGIN_METHODS } from '@app/domain';
import { Checkbox, Stack } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

type Props = { value: string[]; onChange: (value: string[]) => void };

/** Part B §2: only Personal Email Address exists; it is selected by default. */
export const DEFAULT_LOGIN_METHODS = LOGIN_METHODS.map((m) => m.key);

export function LoginMethods({ value, onChange }: Props) {
  const text = useText();
  return (
    <Checkbox.Group
      label={text('console.events.loginMethods.label')}
      value={value}
      onChange={onChange}
    >
      <Stack gap="sm" mt="xs">
        {LOGIN_METHODS.map((method) => (
          <Checkbox key={method.key} value={method.key} label={method.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
