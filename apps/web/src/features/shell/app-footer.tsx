import { Text } from '@mantine/core';
import { BRAND_NAME } from '../../app/theme';

export function AppFooter() {
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" pt="xl" mt="auto">
      © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved
    </Text>
  );
}
