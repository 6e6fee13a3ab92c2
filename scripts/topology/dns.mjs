// A DNS server on 127.0.0.1 that answers A queries for a few names with fixed addresses, standing in
// for Docker's DNS (127.0.0.11), which answers a service's name with one address per replica
// (docs/deploying.md "The compose stack"). Only what nginx's resolver asks: one question, type A
// (gateway.conf says ipv6=off); any other name or type gets an empty answer. RFC 1035 §4.1.
import dgram from 'node:dgram';
import { Buffer } from 'node:buffer';

const TTL_SECONDS = 10;

/** The question's end (after its name, type and class) and its name, e.g. `api`. */
function question(query) {
  const labels = [];
  let at = 12;
  while (query[at] !== 0) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]).toString('ascii'));
    at += query[at] + 1;
  }
  return { end: at + 5, name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1) };
}

function answer(query, addresses) {
  const { end, name, type } = question(query);
  const found = type === 1 ? (addresses[name] ?? []) : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  header.writeUInt16BE(0x8180, 2); // a response, recursion desired and available, no error
  header.writeUInt16BE(1, 4); // one question (the query's)
  header.writeUInt16BE(found.length, 6);
  const records = found.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(TTL_SECONDS, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

/**
 * Starts the server; `addresses` maps a name to its IPv4 addresses, e.g. `{ api: ['127.0.0.2',
 * '127.0.0.3'] }`. Resolves with `{ address: '127.0.0.1:<port>', queries(), stop() }`.
 */
export async function startDnsServer(addresses) {
  const socket = dgram.createSocket('udp4');
  let queries = 0;
  socket.on('message', (query, peer) => {
    queries += 1;
    socket.send(answer(query, addresses), peer.port, peer.address);
  });
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', resolve);
  });
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries: () => queries,
    stop: () => new Promise((resolve) => socket.close(resolve)),
  };
}
