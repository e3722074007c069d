import { describe, expect, it } from 'vitest';
import { greenhouseMessages } from './messages';
import {
  candidateEmailProblem,
  greenhouseSendTestSchema,
  greenhouseStatusOf,
  participantNameOf,
} from './schemas';

describe("Greenhouse's status from the invitation's tracking", () => {
  it('is complete only once the game was completed', () => {
    expect(greenhouseStatusOf(null)).toBe('not_started');
    expect(greenhouseStatusOf('sent')).toBe('not_started');
    expect(greenhouseStatusOf('delivered')).toBe('not_started');
    expect(greenhouseStatusOf('opened')).toBe('in_progress');
    expect(greenhouseStatusOf('started')).toBe('in_progress');
    expect(greenhouseStatusOf('completed')).toBe('complete');
  });
});

describe("the participant's name from Greenhouse's candidate", () => {
  it('prefers the preferred name, then first and last, then the e-mail', () => {
    expect(
      participantNameOf({ first_name: 'Ayesha', last_name: 'Khan', email: 'a@x.pk' }, 25),
    ).toBe('Ayesha Khan');
    expect(
      participantNameOf({ preferred_name: 'Ash', first_name: 'Ayesha', email: 'a@x.pk' }, 25),
    ).toBe('Ash');
    expect(participantNameOf({ first_name: ' ', last_name: null, email: 'sana.r@x.pk' }, 25)).toBe(
      'sana.r',
    );
  });

  it('cuts a long name to the limit without splitting a character', () => {
    expect(
      participantNameOf(
        { first_name: 'Muhammad Abdullah', last_name: 'Chaudhry-Rehman', email: 'm@x' },
        25,
      ),
    ).toBe('Muhammad Abdullah Chaudhr');
    expect(participantNameOf({ first_name: 'عائشہ'.repeat(6), email: 'a@x' }, 25)).toHaveLength(25);
  });
});

describe('send_test as Greenhouse sends it', () => {
  it('reads the published example, and the callback url where older examples put it', () => {
    const body = greenhouseSendTestSchema.parse({
      partner_test_id: 'acme_hiring',
      candidate: {
        first_name: 'Harry',
        last_name: 'Potter',
        preferred_name: null,
        resume_url: 'https://example.com/resume.pdf',
        phone_number: '123-456-7890',
        email: 'harry@example.com',
        greenhouse_profile_url: 'https://app.greenhouse.io/people/1234?application_id=5678',
      },
      url: 'https://api.greenhouse.io/v1/partner/assessment/1234/complete',
    });
    expect(body.url).toBe('https://api.greenhouse.io/v1/partner/assessment/1234/complete');
    const older = greenhouseSendTestSchema.parse({
      partner_test_id: 'acme_hiring',
      candidate: { email: 'harry@example.com', url: 'https://api.greenhouse.io/x' },
    });
    expect(older.candidate.url).toBe('https://api.greenhouse.io/x');
    expect(
      greenhouseSendTestSchema.safeParse({ partner_test_id: 'x', candidate: {} }).success,
    ).toBe(false);
  });
});

describe("the candidate's e-mail", () => {
  it("follows the participant's e-mail rule, in the partner's words", () => {
    expect(candidateEmailProblem('ayesha@example.com')).toBeNull();
    expect(candidateEmailProblem(' ayesha@example.com ')).toBeNull();
    expect(candidateEmailProblem('not an address')).toBe(greenhouseMessages.invalidEmail);
    expect(candidateEmailProblem(`${'a'.repeat(28)}@example.com`)).toBeNull();
    expect(candidateEmailProblem(`${'a'.repeat(29)}@example.com`)).toBe(
      greenhouseMessages.emailTooLong(40),
    );
  });
});
