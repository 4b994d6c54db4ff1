import { createConnection, type Socket } from 'node:net';
import { HTTP_TIMEOUTS } from '../../server/app.ts';
import {
  api,
  check,
  freePort,
  freshDatabase,
  measurementBody,
  ms,
  percentile,
  registerMember,
  runScenario,
  sleep,
  startApp,
  tempDir,
} from './lib.ts';

/**
 * Slow clients cannot exhaust the server: slowloris connections (headers one byte a second),
 * slow bodies (one byte a second) and silent connections are cut by the explicit header and
 * request timeouts, while normal requests keep being served quickly.
 */

const SLOW_HEADERS = 100;
const SLOW_BODIES = 20;
const SILENT = 50;
/** Node checks the timeouts every HTTP_TIMEOUTS.checkIntervalMs; allow that plus scheduling. */
const SLACK_MS = HTTP_TIMEOUTS.checkIntervalMs + 2_000;

interface SlowClient {
  /** Milliseconds from connect to the server closing the connection (Infinity if it never did). */
  closedAfter: Promise<number>;
  /** What the server answered before closing, first line. */
  answer: () => string;
  socket: Socket;
}

function slowClient(port: number, head: string, trickle: string, silent = false): SlowClient {
  const socket = createConnection({ port, host: '127.0.0.1' });
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  const started = performance.now();
  const closedAfter = new Promise<number>((resolve) => {
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    });
  });
  socket.on('connect', () => {
    if (silent) return;
    socket.write(head);
    let i = 0;
    timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(trickle[i % trickle.length]!);
      i += 1;
    }, 1_000);
  });
  return { closedAfter, answer: () => answer.split('\r\n')[0] ?? '', socket };
}

runScenario('slow clients are cut off by timeouts', async () => {
  const port = await freePort();
  // The database does not matter here: PostgreSQL starts faster than a fresh embedded database.
  const databaseUrl = process.env.TEST_DATABASE_URL ? (await freshDatabase()).url : undefined;
  const app = await startApp({ port, dataDir: tempDir('slow'), databaseUrl });
  const member = await registerMember(app.baseUrl);

  const headers = Array.from({ length: SLOW_HEADERS }, () =>
    slowClient(
      port,
      'GET /api/public/stats HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: abcdefghij\r\n',
    ),
  );
  const body = JSON.stringify(measurementBody(member, 1));
  const bodies = Array.from({ length: SLOW_BODIES }, () =>
    slowClient(
      port,
      `POST /api/measurements HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Cookie: ${member.cookie}\r\nContent-Length: ${body.length + 1000}\r\n\r\n`,
      ' ',
    ),
  );
  const silent = Array.from({ length: SILENT }, () => slowClient(port, '', '', true));

  // Normal traffic all along: a read and a write every 250 ms.
  const normal: { status: number; ms: number }[] = [];
  let running = true;
  const traffic = (async () => {
    let n = 0;
    while (running) {
      n += 1;
      const [read, write] = await Promise.all([
        api(app.baseUrl, 'GET', '/api/auth/me', { cookie: member.cookie }),
        api(app.baseUrl, 'POST', '/api/measurements', {
          cookie: member.cookie,
          body: measurementBody(member, n),
        }),
      ]);
      normal.push(read, write);
      await sleep(250);
    }
  })();

  const headerTimes = await Promise.all(headers.map((c) => c.closedAfter));
  const silentTimes = await Promise.all(silent.map((c) => c.closedAfter));
  const bodyTimes = await Promise.all(bodies.map((c) => c.closedAfter));
  running = false;
  await traffic;

  const summary = (times: number[]) =>
    `closed after ${ms(percentile(times, 0))} to ${ms(percentile(times, 100))}`;
  const headerLimit = HTTP_TIMEOUTS.headersMs + SLACK_MS;
  check(
    `slowloris headers are cut by the ${HTTP_TIMEOUTS.headersMs / 1000} s header timeout`,
    percentile(headerTimes, 100) <= headerLimit &&
      percentile(headerTimes, 0) >= HTTP_TIMEOUTS.headersMs - 1_000,
    `${SLOW_HEADERS} connections ${summary(headerTimes)}, answer "${headers[0]!.answer()}"`,
  );
  check(
    'silent connections are cut by the header timeout',
    percentile(silentTimes, 100) <= headerLimit,
    `${SILENT} connections ${summary(silentTimes)}`,
  );
  const requestLimit = HTTP_TIMEOUTS.requestMs + SLACK_MS;
  check(
    `slow bodies are cut by the ${HTTP_TIMEOUTS.requestMs / 1000} s request timeout`,
    percentile(bodyTimes, 100) <= requestLimit &&
      percentile(bodyTimes, 0) >= HTTP_TIMEOUTS.requestMs - 1_000,
    `${SLOW_BODIES} connections ${summary(bodyTimes)}, answer "${bodies[0]!.answer()}"`,
  );
  const ok = normal.filter((r) => r.status === 200 || r.status === 201).length;
  const latencies = normal.map((r) => r.ms);
  check(
    'normal requests are served meanwhile',
    ok === normal.length && percentile(latencies, 99) < 1_000,
    `${ok}/${normal.length} answered, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
});
