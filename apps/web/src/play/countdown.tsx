import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/language-switch';
import { usePlayFormat } from './format';

/** Announced once each: more often would drown the question being read out. */
const MILESTONES = [300, 120, 60, 30, 10];

/**
 * Seconds left, counted down locally from the server's figure, once there is one: null until
 * the level's clock started (the first item on screen), and the figure as is meanwhile. The
 * deadline is fixed when the figure arrives and each tick reads the clock, so a throttled
 * background tab does not fall behind.
 */
export function useCountdown(secondsLeft: number | null, onZero: () => void): number | null {
  const [left, setLeft] = useState(secondsLeft);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  useEffect(() => {
    if (secondsLeft === null) {
      return;
    }
    const deadline = Date.now() + secondsLeft * 1000;
    const tick = () => {
      const remaining = Math.max(0, (deadline - Date.now()) / 1000);
      setLeft(remaining);
      if (remaining <= 0) {
        window.clearInterval(timer);
        onZeroRef.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  return secondsLeft === null ? null : (left ?? secondsLeft);
}

/** mm:ss on screen; a polite announcement only at a few milestones. */
export function Countdown({ seconds }: { seconds: number }) {
  const text = useText();
  const format = usePlayFormat();
  const whole = Math.ceil(seconds);
  // The milestone announced last (its words are made in the page's language when shown).
  const [spoken, setSpoken] = useState<number | null>(null);
  const said = useRef(new Set<number>());
  useEffect(() => {
    if (MILESTONES.includes(whole) && !said.current.has(whole)) {
      said.current.add(whole);
      setSpoken(whole);
    }
  }, [whole]);
  const urgent = whole <= 30;
  return (
    <div className={urgent ? 'pl-clock pl-clock-urgent' : 'pl-clock'}>
      <Text component="span" size="xs" c="dimmed" className="pl-clock-label">
        {text('play.clock.label')}
      </Text>
      {/* mm:ss reads left to right in every language. */}
      <Text component="span" fw={700} ff="monospace" fz="lg" dir="ltr">
        {format.clock(whole)}
      </Text>
      <span className="pl-visually-hidden" aria-live="polite">
        {spoken === null ? '' : format.spokenClock(spoken)}
      </span>
    </div>
  );
}
