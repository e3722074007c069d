import { IconCreditCard } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function PaymentsScreen() {
  return (
    <PlaceholderScreen
      title="Payments"
      icon={<IconCreditCard />}
      description="Every plan payment, with its amount, limits and next payment date, will appear here."
    />
  );
}
