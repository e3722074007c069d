import {
  cookieFrom,
  login,
  multipartBody,
  superAdminCredentials,
} from '../apps/server/src/test/harness';
import { benchApp, withBenchDatabase } from './support';

const ROWS = Number(process.env.ROWS ?? 5000);

function generateCsv(rows: number): Buffer {
  const header =
    'Type,Leadership Ability,Level,Difficulty,Name,Subject,Email,Question,Answer One,Answer Two,Answer Three,Answer Four,Response One,Response Two,Response Three,Response Four,Response,Reward';
  const lines = [header];
  const types = ['Question', 'Email', 'SMS'];
  for (let i = 0; i < rows; i++) {
    const type = types[i % 3];
    const level = (i % 7) + 1;
    const difficulty = i % 3 === 0 ? 'Hard' : 'Easy';
    const who =
      type === 'Question'
        ? ',,'
        : type === 'Email'
          ? 'Tom Becker,Re: update,lead@example.com'
          : 'Sara Khan,,';
    const moods = type === 'Question' ? 'happy,normal,sad,angry' : ',,,';
    lines.push(
      `${type},Benchmarking,${level},${difficulty},${who},"Question ${i}: what, then, do you do?",Talk it over,Decide alone,Ask the team,Wait,${moods},1|2|3|2,500`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const app = await benchApp(databaseUrl);
  try {
    const cookie = cookieFrom(
      await login(app, superAdminCredentials.email, superAdminCredentials.password),
    );
    const data = generateCsv(ROWS);
    const started = performance.now();
    const body = multipartBody({ file: { name: 'bench.csv', data, contentType: 'text/csv' } });
    const check = await app.inject({
      method: 'POST',
      url: '/api/uploads/question-banks?competency=Benchmarking',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    const checked = performance.now();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/competencies',
      payload: {
        name: 'Benchmarking',
        description: 'Generated',
        questionFileId: check.json().fileId,
      },
      headers: { cookie },
    });
    const done = performance.now();
    const imported = saved.json().import?.imported;
    if (imported !== ROWS) {
      throw new Error(`imported ${imported} of ${ROWS}: ${saved.body.slice(0, 300)}`);
    }
    const total = (done - started) / 1000;
    console.log(
      `${label}: ${ROWS} rows (${(data.length / 1024).toFixed(0)} KiB) in ${total.toFixed(2)} s end to end ` +
        `(check ${((checked - started) / 1000).toFixed(2)} s, save ${((done - checked) / 1000).toFixed(2)} s) = ${Math.round(ROWS / total)} rows/s`,
    );
  } finally {
    await app.close();
  }
}

await withBenchDatabase((databaseUrl) => run('PostgreSQL server', databaseUrl));
await run('embedded PGlite', null);
