import type { MessageKey } from '@app/domain';
import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';

/**
 * A catalogue message with markup in it: `You are <0>{position}</0> of …` renders the <0>…</0>
 * part as `components[0]`, so a translation can move the bold words where its language puts
 * them.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
