import { api, measurementBody, type Member, sleep } from './lib.ts';

/** Concurrent writers of measurements, each answer timestamped, the ids of the 201s kept. */

export interface WriteOutcome {
  /** performance.now() when the request was sent and when it was answered. */
  sentAt: number;
  at: number;
  status: number;
  /** Error code when there was no HTTP answer. */
  error?: string;
  ms: number;
}

export interface Writers {
  outcomes: WriteOutcome[];
  /** Ids of the measurements the server acknowledged with 201. */
  acknowledged: string[];
  stop(): Promise<void>;
}

export function startWriters(
  baseUrl: string,
  member: Member,
  options: { concurrency: number; pauseMs?: number; timeoutMs?: number },
): Writers {
  const outcomes: WriteOutcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const sentAt = performance.now();
      n += 1;
      const answer = await api(baseUrl, 'POST', '/api/measurements', {
        cookie: member.cookie,
        body: measurementBody(member, n),
        timeoutMs: options.timeoutMs ?? 10_000,
      });
      outcomes.push({
        sentAt,
        at: performance.now(),
        status: answer.status,
        error: answer.status === 0 ? String(answer.body) : undefined,
        ms: answer.ms,
      });
      if (answer.status === 201) acknowledged.push((answer.body as { id: string }).id);
      if (answer.status !== 201 || options.pauseMs) await sleep(options.pauseMs ?? 20);
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);
  return {
    outcomes,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** `statusCounts([...])` → "201×120, 503×40". */
export function statusCounts(outcomes: WriteOutcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.status === 0 ? (o.error ?? 'error') : String(o.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort()
      .map(([k, v]) => `${k}×${v}`)
      .join(', ') || 'none'
  );
}
