import { createServer, type Socket } from 'node:net';

/** One message as the sink received it: envelope recipients, headers and the decoded text. */
export type SunkMail = { to: string[]; subject: string; text: string };

export type SmtpSink = {
  url: string;
  mails: SunkMail[];
  stop: () => Promise<void>;
};

/**
 * The least of an SMTP server that nodemailer talks to (no TLS, no auth): every message the
 * servers deliver lands in `mails`, so a test counts real deliveries, not the outbox's own word.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            return;
          }
          mails.push(parseMessage(buffer.slice(0, end), recipients));
          buffer = buffer.slice(end + 5);
          inData = false;
          recipients = [];
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) {
          return;
        }
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          reply('250 sink');
        } else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else {
          // MAIL FROM, RSET, NOOP.
          reply('250 ok');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: async () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseMessage(raw: string, to: string[]): SunkMail {
  // Dot-stuffing: a line starting with '.' was sent with one more.
  const message = raw.replace(/\r\n\.\./g, '\r\n.');
  const split = message.indexOf('\r\n\r\n');
  const head = message.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = message.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(body, 'latin1').toString('utf8');
  return { to, subject: header('Subject'), text };
}
