import { type PricingPlan, planLimitLines } from '@app/domain';
import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPlanPrice } from './plans';

type Props = {
  plan: PricingPlan;
  /** The card's call to action (a button or a link), under the features. */
  action?: ReactNode;
  highlighted?: boolean;
  /** Stretch to the grid row's height, so cards side by side line up. */
  fill?: boolean;
  /** The limits' lines in the page's language (the register page); English by default. */
  limitLines?: string[];
  /** A contact-only plan's price line (part B §9), in the page's language ('Contact us'). */
  contactUs: string;
};

export function PlanCard({
  plan,
  action,
  highlighted = false,
  fill = true,
  limitLines,
  contactUs,
}: Props) {
  const price = formatPlanPrice(plan, contactUs);
  return (
    <Card
      withBorder
      padding="lg"
      h={fill ? '100%' : undefined}
      style={{
        ...(highlighted ? { borderColor: 'var(--mantine-primary-color-filled)' } : {}),
        ...(fill ? {} : { alignSelf: 'start' }),
      }}
    >
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {plan.name}
        </Title>
        <Text fz={28} fw={700} lh={1.2}>
          {price}
        </Text>
        <List
          spacing={6}
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {/* The limits first, written from what a purchase grants, so the two agree. */}
          {[...(limitLines ?? planLimitLines(plan)), ...plan.features].map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
