import { useSignedInUser } from '../../../app/session';
import { LaunchForm } from '../fields/launch-form';
import { nounOf } from '../wording';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

export function EasyFlowStep4() {
  const user = useSignedInUser();
  return (
    <EasyFrame
      active={3}
      title="Configure & Launch"
      needsDraft
      description={`Choose when your ${nounOf(user.projectType)} opens and closes.`}
    >
      {(draft) => (
        <LaunchForm draft={draft} previousTo={easyPaths.step3} nextTo={easyPaths.selectionList} />
      )}
    </EasyFrame>
  );
}
