import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerHeader } from './header';
import { makeEvent, makePlayer, renderPlayer } from './test-kit';

/** The header with a button that brings in a level's points and a new score. */
function Harness() {
  const [step, setStep] = useState(0);
  return (
    <>
      <PlayerHeader
        event={makeEvent()}
        player={makePlayer({ currentScore: step === 2 ? 20000 : 12500 })}
        levelPoints={step === 0 ? 0 : step === 1 ? 350 : null}
        onSignOut={() => {}}
        signingOut={false}
      />
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </>
  );
}

const original = window.matchMedia;
const lessMotion = (on: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: on && query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
};

afterEach(() => {
  window.matchMedia = original;
});

describe('the header', () => {
  it("counts the level's points up as they come in, then the score to its new total", async () => {
    lessMotion(false);
    renderPlayer(<Harness />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Level 2')).toBeTruthy();
    expect(header.getByText('This level +0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // On its way up the chip is marked as climbing (a style makes it stand out).
    await waitFor(() =>
      expect(header.getByText(/^This level \+/).className).toMatch(/pl-climbing/),
    );
    expect(await header.findByText('This level +350')).toBeTruthy();
    expect(header.getByText('This level +350').className).not.toMatch(/pl-climbing/);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(header.queryByText(/This level/)).toBeNull();
    expect(await header.findByText('Score 20,000')).toBeTruthy();
  });

  it('changes the numbers at once for people who asked for less motion', () => {
    lessMotion(true);
    renderPlayer(<Harness />);
    const header = within(screen.getByRole('banner'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(header.getByText('This level +350')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(header.getByText('Score 20,000')).toBeTruthy();
    expect(document.querySelector('.pl-climbing')).toBeNull();
  });

  it('counts in Urdu with the sign before the number, and offers the language switch', () => {
    lessMotion(true);
    renderPlayer(
      <PlayerHeader
        event={makeEvent()}
        player={makePlayer()}
        levelPoints={350}
        onSignOut={() => {}}
        signingOut={false}
      />,
      { locale: 'ur' },
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByText(/^اس لیول میں \u200e?\+350$/)).toBeTruthy();
    expect(header.getByText('اسکور 12,500')).toBeTruthy();
    expect(header.getByText('تیز رفتار')).toBeTruthy();
    const languages = within(header.getByRole('group', { name: 'زبان' }));
    expect(languages.getByRole('button', { name: 'اردو' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
