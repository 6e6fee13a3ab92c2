// "A library is downloaded once per session": each library below is found in a script by a string
// that survives minification and lives in exactly one of its modules, so two downloaded files
// holding it are two copies of the library (a remote's fallback copy fetched although the page
// already had one, or a library bundled into each remote instead of shared:
// shared/build/federation.mjs FORM_LIBRARIES). bench/duplicates.test.mjs checks the strings
// against the installed packages.

/** Library → a string only that library's code contains. */
export const LIBRARY_MARKS = {
  'react-dom': '__reactContainer$',
  // The constructor's name as zod defines the class (not the namespace's export map, which names it bare).
  zod: '"$ZodObject",',
  'react-hook-form': 'validatingFields',
  '@hookform/resolvers': 'unionErrors',
  rxjs: 'object unsubscribed',
};

/** The libraries a script's text holds. */
export function librariesIn(text) {
  return Object.entries(LIBRARY_MARKS)
    .filter(([, mark]) => text.includes(mark))
    .map(([name]) => name);
}

/** { library: [url, …] } for every library found in more than one downloaded file of a session. */
export function duplicatedLibraries(files) {
  const where = {};
  for (const file of files) for (const library of file.libraries ?? []) (where[library] ??= new Set()).add(file.url);
  return Object.fromEntries(
    Object.entries(where)
      .filter(([, urls]) => urls.size > 1)
      .map(([library, urls]) => [library, [...urls].sort()]),
  );
}
