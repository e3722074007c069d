import { useSignedInUser } from '../../../app/session';
import { useText } from '../../../i18n/language-switch';
import { LaunchForm } from '../fields/launch-form';
import { nounOf } from '../wording';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

export function EasyFlowStep4() {
  const user = useSignedInUser();
  const text = useText();
  return (
    <EasyFrame
      active={3}
      title={text('console.events.easyStep4.title')}
      needsDraft
      description={text('console.events.easyStep4.description', {
        noun: nounOf(user.projectType, text),
      })}
    >
      {(draft) => (
        <LaunchForm draft={draft} previousTo={easyPaths.step3} nextTo={easyPaths.selectionList} />
      )}
    </EasyFrame>
  );
}
