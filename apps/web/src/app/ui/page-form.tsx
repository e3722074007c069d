import { Alert, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Why the last save was refused, when no field took the message. */
  failure: string | null;
  children: ReactNode;
};

/** A page's form: the browser's own checks off (ours speak the spec), the refusal on top. */
export function PageForm({ onSubmit, failure, children }: Props) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}
