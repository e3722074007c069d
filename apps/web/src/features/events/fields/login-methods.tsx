import { LOGIN_METHODS } from '@app/domain';
import { Checkbox, Stack } from '@mantine/core';

type Props = { value: string[]; onChange: (value: string[]) => void };

/** Part B §2: only Personal Email Address exists; it is selected by default. */
export const DEFAULT_LOGIN_METHODS = LOGIN_METHODS.map((m) => m.key);

export function LoginMethods({ value, onChange }: Props) {
  return (
    <Checkbox.Group label="How participants log in" value={value} onChange={onChange}>
      <Stack gap="sm" mt="xs">
        {LOGIN_METHODS.map((method) => (
          <Checkbox key={method.key} value={method.key} label={method.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
