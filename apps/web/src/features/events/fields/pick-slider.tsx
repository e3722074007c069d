import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPuzzle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useText } from '../../../i18n/language-switch';
import classes from './pick-slider.module.css';
import type { PickOption } from './use-pick-options';

type Props = {
  /** Names the carousel, e.g. 'Competencies'. */
  label: string;
  options: PickOption[];
  isSelected: (id: string) => boolean;
  /** False at the maximum: every Add Test is disabled then (part B §5). */
  canAddMore: boolean;
  onAdd: (option: PickOption) => void;
  /** Shown left of the arrows (the requirement and count). */
  header?: ReactNode;
};

function useTrackEdges() {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const update = useCallback(() => {
    const el = track.current;
    if (el) {
      const atStart = el.scrollLeft <= 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      // Same edges keep the same state object, so calling this after every render is free.
      setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
    }
  }, []);
  useEffect(() => {
    update();
    const el = track.current;
    if (!el) {
      return;
    }
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy?.({ left: direction * track.current.clientWidth });
  return { track, edges, update, scroll };
}

export function PickSlider({ label, options, isSelected, canAddMore, onAdd, header }: Props) {
  const text = useText();
  const { track, edges, update, scroll } = useTrackEdges();
  const region = useRef<HTMLDivElement>(null);
  const add = (option: PickOption, index: number) => {
    onAdd(option);
    // The pressed button becomes disabled and would drop keyboard focus to the page top:
    // move it to the next card that can still be added, else to the carousel itself.
    window.requestAnimationFrame(() => {
      const buttons = [
        ...(track.current?.querySelectorAll<HTMLButtonElement>('button[data-add-index]') ?? []),
      ].filter((b) => !b.disabled);
      const next = buttons.find((b) => Number(b.dataset.addIndex) > index) ?? buttons[0];
      (next ?? region.current)?.focus({ preventScroll: false });
    });
  };
  // Cards coming or going change the scroll width without resizing the track.
  useEffect(() => {
    update();
  });
  return (
    <Stack
      gap="xs"
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      ref={region}
      tabIndex={-1}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>{header}</div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={text('console.events.slider.scrollLeft', { label })}
            disabled={edges.atStart}
            onClick={() => scroll(-1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={text('console.events.slider.scrollRight', { label })}
            disabled={edges.atEnd}
            onClick={() => scroll(1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <div className={classes.track} ref={track} onScroll={update}>
        {options.map((option, index) => {
          const selected = isSelected(option.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset would announce a form.
            <div
              key={option.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={text('console.events.slider.slide', {
                position: index + 1,
                total: options.length,
                name: option.name,
              })}
            >
              <Card withBorder padding="md" w="100%">
                <Stack gap="sm" h="100%">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    {option.image ? (
                      <Image src={option.image} alt="" w={48} h={48} radius="md" fit="contain" />
                    ) : (
                      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                        <IconPuzzle size={26} />
                      </ThemeIcon>
                    )}
                    <Stack gap={2} miw={0} style={{ flex: 1 }}>
                      <Text fw={600} lineClamp={2}>
                        {option.name}
                      </Text>
                      {selected ? (
                        <Badge color="teal" variant="light" size="sm">
                          {text('console.events.slider.added')}
                        </Badge>
                      ) : null}
                    </Stack>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
                    {option.description}
                  </Text>
                  <Button
                    variant="light"
                    aria-label={text('console.events.slider.addTestNamed', { name: option.name })}
                    disabled={selected || !canAddMore}
                    data-add-index={index}
                    onClick={() => add(option, index)}
                  >
                    {text('console.events.slider.addTest')}
                  </Button>
                </Stack>
              </Card>
            </div>
          );
        })}
      </div>
    </Stack>
  );
}
