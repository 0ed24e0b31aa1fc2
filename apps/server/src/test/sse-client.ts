/**
 * A real HTTP client of one server-sent event stream (fetch on a listening server): keeps the raw
 * text and notes when the server ended the response, for tests of caps, heartbeats and endings.
 */
export type SseClient = {
  status: number;
  /** Everything received so far. */
  text(): string;
  /** Resolves once the received text satisfies `check`; rejects after `ms`. */
  waitFor(check: (text: string) => boolean, ms: number): Promise<void>;
  /** Resolves with the time (Date.now()) the server ended the stream; rejects after `ms`. */
  ended(ms: number): Promise<number>;
  /** True once the server has ended the stream. */
  isEnded(): boolean;
  close(): void;
};

export async function openSse(url: string, opts: { token?: string; ip?: string } = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    signal: controller.signal,
  });
  let text = '';
  let endedAt: number | null = null;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };
  if (res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          wake();
        }
        endedAt = Date.now();
      } catch {
        // aborted by the test
      }
      wake();
    })();
  } else endedAt = Date.now();
  const until = (check: () => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        wakers.delete(test);
        reject(new Error(`${what} within ${ms} ms; received: ${JSON.stringify(text.slice(-300))}`));
      }, ms);
      const test = () => {
        if (!check()) return;
        clearTimeout(timer);
        wakers.delete(test);
        resolve();
      };
      wakers.add(test);
    });
  return {
    status: res.status,
    text: () => text,
    waitFor: (check, ms) => until(() => check(text), ms, 'expected text not received'),
    ended: async (ms) => {
      await until(() => endedAt !== null, ms, 'stream not ended');
      return endedAt!;
    },
    isEnded: () => endedAt !== null,
    close: () => controller.abort(),
  };
}
