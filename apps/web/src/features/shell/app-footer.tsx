import { Text } from '@mantine/core';
import { BRAND_NAME } from '../../app/theme';
import { useText } from '../../i18n/language-switch';

export function AppFooter() {
  const text = useText();
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" pt="xl" mt="auto">
      {text('console.shell.footer.copyright', {
        year: String(new Date().getFullYear()),
        brand: BRAND_NAME,
      })}
    </Text>
  );
}
