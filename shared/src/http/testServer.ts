import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server answering scripted responses per path, for the client's tests. */
export async function startTestServer(routes: Record<string, (req: Recorded) => { status?: number; body?: string; hang?: boolean; drop?: boolean }>) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.method === 'OPTIONS') return res.end();
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const route = routes[(req.url ?? '').split('?')[0]];
      const answer = route ? route(recorded) : { status: 404, body: JSON.stringify({ code: 404, msg: 'error.notFound', data: null }) };
      if (answer.hang) return;
      // The connection ends without an answer, as when the server process is killed mid-request.
      if (answer.drop) return req.socket.destroy();
      res.statusCode = answer.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export const ok = (data: unknown) => ({ body: JSON.stringify({ code: 0, msg: 'ok', data }) });
