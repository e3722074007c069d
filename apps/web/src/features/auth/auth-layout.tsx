import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import { BRAND_NAME } from '../../app/theme';

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
              <Title order={1} size="h3">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
