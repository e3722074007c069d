import { IconBuilding } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function AccountsScreen() {
  return (
    <PlaceholderScreen
      title="Accounts"
      icon={<IconBuilding />}
      description="Customer admin accounts, with filters, block, upgrade and change e-mail, will appear here."
    />
  );
}
