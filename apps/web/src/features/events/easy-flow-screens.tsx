import {
  IconCalendarEvent,
  IconChecklist,
  IconConfetti,
  IconHourglass,
  IconListCheck,
  IconPalette,
  IconPlayerPlay,
  IconRocket,
} from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function EasyFlowStart() {
  return (
    <PlaceholderScreen
      title="Lets begin!"
      icon={<IconPlayerPlay />}
      description={(noun) =>
        `The introduction and the button that starts a new ${noun} will appear here.`
      }
    />
  );
}

export function EasyFlowStep1() {
  return (
    <PlaceholderScreen
      title="Get Started"
      icon={<IconRocket />}
      description="The form for the name, the company and whom you are hiring will appear here."
    />
  );
}

export function EasyFlowStep2() {
  return (
    <PlaceholderScreen
      title="Chosen Assessments"
      icon={<IconListCheck />}
      description="The tests to choose, up to 10 in total, will appear here."
    />
  );
}

export function EasyFlowStep3() {
  return (
    <PlaceholderScreen
      title="Customize"
      icon={<IconPalette />}
      description="Registration fields, the log-in method and custom artwork will appear here."
    />
  );
}

export function EasyFlowStep4() {
  return (
    <PlaceholderScreen
      title="Configure & Launch"
      icon={<IconCalendarEvent />}
      description="The launch and closing date pickers will appear here."
    />
  );
}

export function EasyFlowSelectionList() {
  return (
    <PlaceholderScreen
      title="Selection List"
      icon={<IconChecklist />}
      description="A four-column summary of your choices, to review before launching, will appear here."
    />
  );
}

export function EasyFlowLoading() {
  return (
    <PlaceholderScreen
      title="Creating Event"
      icon={<IconHourglass />}
      description="The progress of creating your event will appear here."
    />
  );
}

export function EasyFlowCongratulation() {
  return (
    <PlaceholderScreen
      title="Congratulations"
      icon={<IconConfetti />}
      description={(noun) => `Your ${noun}'s link, ready to copy and share, will appear here.`}
    />
  );
}
