import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers, participants } from '../db/schema';
import { aGame, anAdmin, aParticipant, inDays } from '../test/factories';
import { mailsTo, validRegistration } from '../test/harness';
import { useTestApp } from '../test/test-app';

/**
 * E-mails in the language the recipient used here (docs/decisions/0033-languages-and-right-to-
 * left.md): the `lang` cookie of the page that caused them, else the language stored for the
 * person, else English.
 */
const file = useTestApp();
const app = () => file.app;
const inUrdu = { cookie: 'lang=ur' };

describe("e-mails in the recipient's language", () => {
  it('verifies and resets an admin in the language they registered in', async () => {
    const registered = await app().inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: inUrdu,
      payload: validRegistration,
    });
    expect(registered.statusCode).toBe(201);
    const [verification] = await mailsTo(app(), validRegistration.email);
    expect(verification?.subject).toBe('اپنا ای میل ایڈریس تصدیق کریں');
    expect(verification?.textBody).toContain('السلام علیکم Ayesha Khan،');
    const [user] = await app()
      .ctx.db.select({ locale: authUsers.locale })
      .from(authUsers)
      .where(eq(authUsers.email, validRegistration.email));
    expect(user?.locale).toBe('ur');

    // Asked from a page in English: the page's language wins; with no cookie, the stored one.
    await app().inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { cookie: 'lang=en' },
      payload: { email: validRegistration.email },
    });
    expect((await mailsTo(app(), validRegistration.email))[0]?.subject).toBe('Reset your password');
    await app().inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: validRegistration.email },
    });
    expect((await mailsTo(app(), validRegistration.email))[0]?.subject).toBe(
      'اپنا پاس ورڈ ری سیٹ کریں',
    );
  });

  it("sends a participant's link and reminders in the language they played in", async () => {
    const owner = await anAdmin(app());
    const game = await aGame(app(), owner, { launchDate: inDays(0), closingDate: inDays(7) });
    const person = await aParticipant(app(), { eventId: game.id }, { name: 'Bilal' });
    // English by default: nothing is known of them yet.
    await app().inject({
      method: 'POST',
      url: `/api/play/${game.id}/link`,
      payload: { email: person.email },
    });
    expect((await mailsTo(app(), person.email))[0]?.subject).toBe('Your link to Hiring 2026');

    await app().inject({
      method: 'POST',
      url: `/api/play/${game.id}/link`,
      headers: inUrdu,
      payload: { email: person.email },
    });
    const [link] = await mailsTo(app(), person.email);
    expect(link?.subject).toBe('Hiring 2026 کے لیے آپ کا لنک');
    expect(link?.textBody).toContain('Hiring 2026 کھیلنے کے لیے یہ لنک کھولیں:');

    // Opening the link from a page in Urdu keeps Urdu for the next e-mails.
    const token = new URL(link?.links[0] ?? '', 'http://x').searchParams.get('token') ?? '';
    const opened = await app().inject({
      method: 'POST',
      url: `/api/play/${game.id}/session`,
      headers: inUrdu,
      payload: { token },
    });
    expect(opened.statusCode).toBe(204);
    const [row] = await app()
      .ctx.db.select({ locale: participants.locale })
      .from(participants)
      .where(eq(participants.id, person.id));
    expect(row?.locale).toBe('ur');
    const reminded = await app().inject({
      method: 'POST',
      url: `/api/events/${game.id}/reminders`,
      headers: { cookie: owner.cookie },
    });
    expect(reminded.json().reminded).toBe(1);
    const [reminder] = await mailsTo(app(), person.email);
    expect(reminder?.subject).toBe('یاد دہانی: Hiring 2026 آپ کا منتظر ہے');
    expect(reminder?.textBody).toContain('بند ہو جائے گی');
  });
});
