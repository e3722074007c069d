import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import { BRAND_NAME } from '../../app/theme';
import { LanguageSwitch, useText } from '../../i18n/language-switch';

type Props = {
  title: string;
  children: ReactNode;
  /** Register shows the plan card beside the form, so it needs more room. */
  wide?: boolean;
};

// Inline rather than a CSS module: the sign-in page is the first load, and a 0.1 KB style
// sheet of its own would cost a request.
const pageBackground = {
  background:
    'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 60%)',
};

export function AuthLayout({ title, children, wide = false }: Props) {
  const text = useText();
  usePageTitle(title);
  return (
    <Box component="main" mih="100dvh" style={pageBackground}>
      <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }}>
        <Stack w="100%" maw={wide ? 1000 : 440} gap="lg">
          <Text ta="center" fw={800} fz="xl" c="indigo.8">
            {BRAND_NAME}
          </Text>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              {/* The language switch at the card's top end: the first thing a visitor sees. */}
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Title order={1} size="h3" miw={0}>
                  {title}
                </Title>
                <Box flex="none">
                  <LanguageSwitch />
                </Box>
              </Group>
              {children}
            </Stack>
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            {text('signIn.layout.copyright', {
              // A string: the year is not a number to group ("2,026").
              year: String(new Date().getFullYear()),
              brand: BRAND_NAME,
            })}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
