import http from 'node:http';

export interface StreamEvent {
  event: string;
  // Each test reads the fields of the event it waits for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused stream (an envelope). */
  body(): Promise<string>;
  /** The next event of this type (earlier ones of other types are kept); rejects after `ms`. */
  next(event: string, ms?: number): Promise<StreamEvent>;
  /** Every event received so far, and how many heartbeat comments. */
  received: StreamEvent[];
  heartbeats: number;
  close(): void;
}

/**
 * A real HTTP client of GET /api/live for the tests: node:http on a listening server (no inject,
 * so buffering, headers and disconnects are the real ones), parsing the text/event-stream frames
 * as a browser does (blank line ends an event; `event:`, `data:`, comments start with ':').
 */
export function openStream(baseUrl: string, token?: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/live`, { headers: { accept: 'text/event-stream', ...headers, ...(token ? { token } : {}) } }, (response) => {
      const stream: OpenedStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        received: [],
        heartbeats: 0,
        body: () => new Promise((done) => {
          let text = '';
          response.on('data', (c: Buffer) => (text += c.toString()));
          response.on('end', () => done(text));
        }),
        // A ceiling for a loaded machine, not a latency budget: events arrive in milliseconds here.
        next: (event, ms = 20_000) => waitFor(stream, event, ms),
        close: () => request.destroy(),
      };
      if (stream.status === 200) readFrames(response, stream);
      resolve(stream);
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

/** Indexes of `received` a `next` has already returned. */
const taken = new WeakMap<OpenedStream, Set<number>>();

function readFrames(response: http.IncomingMessage, stream: OpenedStream): void {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = frame.split('\n');
      if (lines.every((l) => l.startsWith(':'))) {
        stream.heartbeats += 1;
        continue;
      }
      const field = (name: string) => lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).trimStart()).join('\n');
      stream.received.push({ event: field('event') || 'message', data: JSON.parse(field('data')) });
    }
  });
}

async function waitFor(stream: OpenedStream, event: string, ms: number): Promise<StreamEvent> {
  const done = taken.get(stream) ?? new Set<number>();
  taken.set(stream, done);
  const deadline = Date.now() + ms;
  for (;;) {
    const index = stream.received.findIndex((e, i) => !done.has(i) && e.event === event);
    if (index >= 0) {
      done.add(index);
      return stream.received[index];
    }
    if (Date.now() > deadline) throw new Error(`no ${event} event within ${ms} ms (received: ${JSON.stringify(stream.received)})`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Polls `check` until it holds; the ceiling is for a loaded machine, the wait ends when it holds. */
export async function waitUntil(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
