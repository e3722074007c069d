import type { PlayAnswerResult, PlayItem } from '@app/domain';
import { DEFAULT_CHARACTERS } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Feedback } from '../feedback';
import { renderPlayer } from '../test-kit';
import { Character } from './character';
import { CAST, EXPRESSIONS, type Expression, expressionOf, lookFor } from './looks';

function draw(characterKey: string, expression: Expression, name = 'Ayesha') {
  const { container, unmount } = renderPlayer(
    <Character characterKey={characterKey} name={name} expression={expression} />,
  );
  const svg = container.querySelector('svg');
  if (!svg) {
    throw new Error('no picture');
  }
  const face = {
    mouth: svg.querySelector('[data-part="mouth"] path')?.getAttribute('d'),
    brows: [...svg.querySelectorAll('[data-part="brows"] path')].map((p) => p.getAttribute('d')),
    eyes: svg.querySelector('[data-part="face"]')?.innerHTML,
    character: svg.dataset.character,
  };
  unmount();
  return face;
}

type QuestionPlay = Extract<PlayItem, { kind: 'question' }>;

const question = (character: { key: string; name: string } | null): QuestionPlay => ({
  kind: 'question',
  index: 0,
  type: 'Question',
  character,
  name: '',
  subject: '',
  email: '',
  text: 'The client is upset.',
  options: ['Listen first', 'Interrupt'],
});

const verdict = (animation: string | null): PlayAnswerResult => ({
  index: 0,
  rating: 1,
  points: 450,
  animation,
  runPoints: 450,
});

describe('the characters', () => {
  it('pull four different faces: mouth, brows and eyes change with the expression', () => {
    const faces = EXPRESSIONS.map((expression) => draw('hrManager', expression));
    expect(new Set(faces.map((f) => f.mouth)).size).toBe(4);
    expect(new Set(faces.map((f) => f.brows.join(' '))).size).toBe(4);
    expect(new Set(faces.map((f) => f.eyes)).size).toBe(4);
    for (const face of faces) {
      expect(face.mouth).toBeTruthy();
      expect(face.brows).toHaveLength(2);
    }
  });

  it('draws each of the default cast as a different person', () => {
    const keys = DEFAULT_CHARACTERS.map((c) => c.key);
    expect(keys.every((key) => Object.hasOwn(CAST, key))).toBe(true);
    expect(new Set(keys.map((key) => JSON.stringify(lookFor(key).look))).size).toBe(keys.length);
    expect(draw('mentor', 'normal').character).toBe('mentor');
  });

  it('gives a key outside the cast a fallback look, the same every time', () => {
    const face = draw('boss', 'angry', 'Morgan');
    expect(face.character).toBe('fallback');
    expect(face.mouth).toBe(draw('hrManager', 'angry').mouth);
    expect(lookFor('boss')).toEqual(lookFor('boss'));
    expect(lookFor('boss').cast).toBe(false);
    const looks = ['boss', 'cfo', 'intern', 'receptionist', 'driver', 'chef'].map((key) =>
      JSON.stringify(lookFor(key).look),
    );
    expect(new Set(looks).size).toBeGreaterThan(1);
    // Not a trap for keys that are names on every object.
    expect(lookFor('toString').cast).toBe(false);
  });

  it('is an image named after the character and the expression', () => {
    renderPlayer(<Character characterKey="hrManager" name="Ayesha" expression="happy" />);
    const picture = screen.getByRole('img', { name: 'Ayesha, happy' });
    expect(picture.getAttribute('width')).toBe('56');
    expect(picture.getAttribute('class')).toBe('pl-character');
  });

  it('reacts only when asked to', () => {
    renderPlayer(
      <Character characterKey="client" name="Maria" expression="sad" size={120} animate />,
    );
    const picture = screen.getByRole('img', { name: 'Maria, sad' });
    expect(picture.getAttribute('class')).toContain('pl-character-react-sad');
    expect(picture.getAttribute('width')).toBe('120');
  });

  it('reads an unknown or missing animation as the normal face', () => {
    expect(expressionOf('angry')).toBe('angry');
    expect(expressionOf(null)).toBe('normal');
    expect(expressionOf('dancing')).toBe('normal');
  });
});

describe('the verdict', () => {
  it("shows the speaker pulling the chosen option's face, named once, with focus on Next", async () => {
    renderPlayer(
      <Feedback
        item={question({ key: 'hrManager', name: 'Ayesha' })}
        result={verdict('sad')}
        last={false}
        onNext={vi.fn()}
      />,
    );
    const status = screen.getByRole('status');
    const face = screen.getByRole('img', { name: 'Ayesha, sad' });
    expect(status.contains(face)).toBe(true);
    expect(face.dataset.expression).toBe('sad');
    expect(face.getAttribute('class')).toContain('pl-character-react-sad');
    // The name shows under the face, but is read only as the face's name.
    expect(screen.getByText('Ayesha').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText(/looks/)).toBeNull();
    expect(screen.getByText(/Great answer · \+450 points/)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' })),
    );
  });

  it('shows the normal face for an animation it does not know', () => {
    renderPlayer(
      <Feedback
        item={question({ key: 'mentor', name: 'Omar' })}
        result={verdict('dancing')}
        last
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Omar, normal' })).toBeTruthy();
  });

  it('shows no face for an e-mail or a text message', () => {
    renderPlayer(
      <Feedback
        item={{ ...question(null), type: 'Email', name: 'Dana', subject: 'Hi' }}
        result={verdict(null)}
        last
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText('BEST')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });
});
