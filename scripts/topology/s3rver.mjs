// `node scripts/topology/s3rver.mjs <folder> <bucket>`: the topology's S3-compatible server (s3rver,
// what the API's storage tests use), on a free port of 127.0.0.1, its objects in <folder>. It prints
// `s3rver listening on <port>` once the bucket exists, and stops on SIGTERM. Credentials: S3RVER /
// S3RVER (s3rver's own; it checks signatures as S3 does).
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: node scripts/topology/s3rver.mjs <folder> <bucket>');
  process.exit(2);
}
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
console.log(`s3rver listening on ${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close().then(() => process.exit(0)));
