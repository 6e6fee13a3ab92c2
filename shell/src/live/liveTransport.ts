import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import type { HttpClient } from '@sencare/shared/http';
import { LiveRefused, type LiveTransport, type StreamHandlers } from './liveConnection';
import { isLiveSnapshot, parseLiveEvent, type LiveSnapshot } from './liveEvents';
import { LIVE_SNAPSHOT_PATH, LIVE_STREAM_PATH } from './livePaths';

/** The server ended the stream (a restart, a deploy): reconnect like any other failure. */
class StreamEnded extends Error {}

/**
 * The stream is read with fetch (@microsoft/fetch-event-source) because EventSource cannot send
 * our `token` header, and a token in the URL would land in proxy and access logs. Its own retry is
 * turned off (onerror rethrows): LiveConnection decides when and how to try again. With
 * openWhenHidden off (its default) a hidden page holds no connection; it reopens when shown, and
 * the snapshot it starts with catches up what happened meanwhile.
 */
function openStream(url: string, http: HttpClient, handlers: StreamHandlers): () => void {
  const controller = new AbortController();
  fetchEventSource(url, {
    signal: controller.signal,
    headers: http.authHeaders(),
    async onopen(response) {
      if (response.ok && response.headers.get('content-type')?.startsWith(EventStreamContentType)) handlers.onOpen();
      else throw new LiveRefused(response.status);
    },
    onmessage(message) {
      const event = parseLiveEvent(message.event, message.data);
      if (event) handlers.onEvent(event);
    },
    onclose() {
      throw new StreamEnded('the server ended the stream');
    },
    onerror(error) {
      throw error;
    },
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) handlers.onError(error);
  });
  return () => controller.abort();
}

/**
 * Polls with fetch and the client's auth headers, like the stream (and tus uploads): through the
 * HTTP client every poll would also write a behaviour-log row, which is for what the user does.
 */
async function fetchSnapshot(url: string, http: HttpClient): Promise<LiveSnapshot> {
  const response = await fetch(url, { headers: http.authHeaders(), cache: 'no-store' });
  if (!response.ok) throw new LiveRefused(response.status);
  const envelope = (await response.json()) as { code?: number; data?: unknown };
  if (envelope.code !== 0 || !isLiveSnapshot(envelope.data)) throw new LiveRefused(response.status);
  return envelope.data;
}

/** Streams where the browser can read a fetch body as it arrives; polling only where it cannot. */
export function liveTransport(http: HttpClient, baseUrl = '/api'): LiveTransport | null {
  if (typeof fetch !== 'function') return null;
  const canStream = typeof ReadableStream === 'function' && typeof TextDecoder === 'function';
  return {
    openStream: canStream ? (handlers) => openStream(`${baseUrl}${LIVE_STREAM_PATH}`, http, handlers) : null,
    fetchSnapshot: () => fetchSnapshot(`${baseUrl}${LIVE_SNAPSHOT_PATH}`, http),
  };
}
