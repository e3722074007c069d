import { ssoMessages } from '@app/domain';
import { Modal } from '@mantine/core';
import type { RefObject } from 'react';
import { ownSsoBase } from './api';
import { CompanySignInSettings } from './company-sign-in-settings';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes once the modal is gone, when the element that opened it is gone too. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The admin's own account's company sign-in, from the user menu beside the other account settings. */
export function CompanySignInModal({ isOpen, onClose, returnFocusTo }: Props) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={ssoMessages.cardTitle}
      size="lg"
      returnFocus={!returnFocusTo}
      onExitTransitionEnd={() => returnFocusTo?.current?.focus()}
    >
      {isOpen ? <CompanySignInSettings base={ownSsoBase} /> : null}
    </Modal>
  );
}
