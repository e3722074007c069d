import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCreditCard, IconTags } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useText } from '../../i18n/language-switch';
import { OperatorContactSection } from './operator-contact-section';
import { PaymentsSection } from './payments-section';
import { PricingPlansSection } from './pricing-plans-section';

type Tab = 'payments' | 'plans';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /admin/payments (super admin): payment records, and the pricing plans on a second tab. */
export function PaymentsScreen() {
  const text = useText();
  usePageTitle(text('console.billing.paymentsScreen.title'));
  // The tab and page live in the URL, so a reload or a shared link shows the same view.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'plans' ? 'plans' : 'payments';
  const page = readPage(params.get('page'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text('console.billing.paymentsScreen.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {text('console.billing.paymentsScreen.intro')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'plans' ? { tab: 'plans' } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="payments" leftSection={<IconCreditCard size={16} />}>
            {text('console.billing.paymentsScreen.paymentsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="plans" leftSection={<IconTags size={16} />}>
            {text('console.billing.paymentsScreen.plansTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payments">
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
            <PaymentsSection page={page} onPage={(next) => setParams({ page: String(next) })} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <OperatorContactSection />
          <PricingPlansSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
