import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import { BRAND_NAME } from '../../app/theme';
import classes from './auth-layout.module.css';

type Props = {
  title: string;
  children: ReactNode;
  /** Register shows the plan card beside the form, so it needs more room. */
  wide?: boolean;
};

export function AuthLayout({ title, children, wide = false }: Props) {
  usePageTitle(title);
  return (
    <Box component="main" className={classes.page}>
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
