import { type AceGameKind, aceGameKinds } from '@app/domain';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useText } from '../../i18n/language-switch';
import { aceGameLabels } from './ace-game-kinds';
import { AceGamesSection } from './ace-games-section';
import { MiniGamesSection } from './mini-games-section';

type Tab = 'mini' | AceGameKind;

function readTab(value: string | null): Tab {
  return aceGameKinds.find((kind) => kind === value) ?? 'mini';
}

/** Super admin: mini games (progress edition) and cognitive and aptitude games (ace edition). */
export function GamesScreen() {
  const text = useText();
  usePageTitle(text('console.catalog.games.title'));
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text('console.catalog.games.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {text('console.catalog.games.description')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'mini' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="mini">{text('console.catalog.games.miniTab')}</Tabs.Tab>
          {aceGameKinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {text(aceGameLabels[kind].type)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="mini">
          <MiniGamesSection />
        </Tabs.Panel>
        {aceGameKinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <AceGamesSection kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
