import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { installErrorHandling } from './errors';
import { logServerErrors, requestLogSerializers } from './request-log';

interface Line {
  level: number;
  msg: string;
  statusCode?: number;
  route?: string;
}

/** The service's logging (Fastify's request lines, the error handler, logServerErrors) into an array. */
async function appLoggingAt(level: string): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream, serializers: requestLogSerializers } });
  installErrorHandling(app);
  logServerErrors(app);
  app.get('/ok', async () => ({ code: 0 }));
  app.get('/refused', async (_request, reply) => reply.code(403).send({ code: 403 }));
  app.get('/unavailable/:id', async (_request, reply) => reply.code(503).send({ code: 503 }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('log level', () => {
  test('production logs at warn unless LOG_LEVEL says otherwise; development at info; tests silent', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, []).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, []).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: '' }, []).logLevel).toBe('warn');
    expect(loadConfig({}, []).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }, []).logLevel).toBe('silent');
  });
});

describe('request logs at warn (production)', () => {
  let app: FastifyInstance;
  let lines: Line[];
  beforeEach(async () => ({ app, lines } = await appLoggingAt('warn')));
  afterEach(async () => app.close());

  test('successful and refused requests write nothing', async () => {
    for (const url of ['/ok', '/refused', '/nothing']) await app.inject({ method: 'GET', url });
    expect(lines).toEqual([]);
  });

  test('a 5xx a route sends itself is one error line: method, route pattern (no ids), status', async () => {
    expect((await app.inject({ method: 'GET', url: '/unavailable/12345?secret=x' })).statusCode).toBe(503);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'server error answered', statusCode: 503, route: '/unavailable/:id', method: 'GET' })]);
    expect(JSON.stringify(lines)).not.toMatch(/12345|secret/);
  });

  test('a thrown error is logged with its stack by the error handler, and its 500 answer too', async () => {
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'unhandled error'],
      [50, 'server error answered'],
    ]);
  });
});

test('at info (development, or LOG_LEVEL=info) every request is logged as before', async () => {
  const { app, lines } = await appLoggingAt('info');
  try {
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // Neither the caller's address nor the query string (personal data: docs/privacy.md "Access log").
    await app.inject({ method: 'GET', url: '/ok?card=SC2600077701&dob=1988-02-27', remoteAddress: '203.0.113.9' });
    expect(lines[2]).toMatchObject({ msg: 'incoming request', req: { method: 'GET', url: '/ok' } });
    expect(JSON.stringify(lines)).not.toMatch(/203\.0\.113\.9|SC2600077701|1988-02-27/);
  } finally {
    await app.close();
  }
});
