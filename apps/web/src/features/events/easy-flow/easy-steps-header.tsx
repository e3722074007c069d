import { SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useText } from '../../../i18n/language-switch';
import { SUMMARY_TITLES } from '../fields/draft-summary';

/** Where the admin is among the four parts (Get Started … Configure & Launch). */
export function EasyStepsHeader({ active }: { active: number }) {
  const text = useText();
  return (
    <SimpleGrid
      cols={4}
      spacing="xs"
      component="ol"
      aria-label={text('console.events.easySteps.label')}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {SUMMARY_TITLES.map((titleKey, index) => {
        const title = text(titleKey);
        const isDone = index < active;
        const isCurrent = index === active;
        return (
          <li key={titleKey} aria-current={isCurrent ? 'step' : undefined}>
            <ThemeIcon
              size={28}
              radius="xl"
              variant={isDone || isCurrent ? 'filled' : 'light'}
              color={isDone ? 'teal' : 'indigo'}
              aria-hidden
            >
              {isDone ? <IconCheck size={16} /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Text size="xs" fw={isCurrent ? 700 : 500} c={isCurrent ? undefined : 'dimmed'} mt={4}>
              {title}
              {isDone ? (
                <VisuallyHidden>{text('console.events.easySteps.completed')}</VisuallyHidden>
              ) : null}
            </Text>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
