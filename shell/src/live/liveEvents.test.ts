import { parseLiveEvent } from './liveEvents';

/** What the stream may send, read defensively: unknown or malformed events are dropped. */
test('known events are read; unknown, malformed or partial ones are dropped', () => {
  expect(parseLiveEvent('unread-count', '{"count":2}')).toEqual({ type: 'unread-count', data: { count: 2 } });
  expect(parseLiveEvent('claim-status', '{"claimId":"CL-1","status":"paid","by":"insurer"}')).toEqual({ type: 'claim-status', data: { claimId: 'CL-1', status: 'paid', by: 'insurer' } });
  expect(parseLiveEvent('snapshot', '{"unreadCount":0,"claims":[{"claimId":"CL-1","status":"paid"}]}')).toEqual({ type: 'snapshot', data: { unreadCount: 0, claims: [{ claimId: 'CL-1', status: 'paid' }] } });
  expect(parseLiveEvent('record-changed', '{"kind":"gop","id":"7","status":"assessed","mine":false}')).toEqual({ type: 'record-changed', data: { kind: 'gop', id: '7', status: 'assessed', mine: false } });
  expect(parseLiveEvent('record-changed', '{"kind":"policy","id":"7","status":"x","mine":false}')).toBeNull();
  expect(parseLiveEvent('record-changed', '{"kind":"gop","id":7,"status":"assessed"}')).toBeNull();
  expect(parseLiveEvent('message', '{"count":2}')).toBeNull();
  expect(parseLiveEvent('unread-count', '{"count":-1}')).toBeNull();
  expect(parseLiveEvent('unread-count', 'not json')).toBeNull();
  expect(parseLiveEvent('claim-status', '{"claimId":"CL-1","status":"paid"}')).toBeNull();
  expect(parseLiveEvent('snapshot', '{"unreadCount":0,"claims":[{"claimId":1}]}')).toBeNull();
});
