import { releaseFilesOf } from './remoteReleaseCache';

describe("a remote release's files, from its federation manifest", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ assets: { js: { sync: ['314.646a241c.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [{ assets: { js: { sync: ['0.505179f0.js', '314.646a241c.js'], async: ['181.9a44d592.js'] }, css: { sync: [], async: ['7.0a1b2c3d.css'] } } }],
  };

  test('entry, shared copies and exposed modules, sync and async, each once, beside the manifest', () => {
    expect(releaseFilesOf('https://app.sencare.vn/mfe/policies/2026.11.25-1/mf-manifest.json', manifest)).toEqual({
      entry: 'https://app.sencare.vn/mfe/policies/2026.11.25-1/remoteEntry.js',
      chunks: ['0.505179f0.js', '181.9a44d592.js', '314.646a241c.js', '7.0a1b2c3d.css'].map((f) => `https://app.sencare.vn/mfe/policies/2026.11.25-1/${f}`),
    });
  });

  test('an entry published in a folder of its own takes its chunks with it', () => {
    const files = releaseFilesOf('https://cdn.sencare.vn/claims/mf-manifest.json', { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } });
    expect(files.entry).toBe('https://cdn.sencare.vn/claims/v2/remoteEntry.js');
    expect(files.chunks[0]).toBe('https://cdn.sencare.vn/claims/v2/0.505179f0.js');
  });
});
