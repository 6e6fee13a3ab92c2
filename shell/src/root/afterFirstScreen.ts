/**
 * Runs `task` once the first real screen is drawn and the browser is next idle. index.skeleton.js
 * decides when that screen is up (it drops the skeleton, sets `data-first-screen` on <html> and
 * fires `sc-first-screen`). On a slow line every request started before that paint shares the
 * bandwidth with the screen's own files, so what the first screen does not need waits for it
 * (docs/architecture.md "Nothing the first screen does not need starts before it is drawn").
 * Without a skeleton on the page (an app started without index.html) it waits for idle only.
 */
export function afterFirstScreen(task: () => void, doc: Document = document): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 1);
  };
  const drawn = doc.documentElement.getAttribute('data-first-screen') === 'drawn' || !doc.getElementById('sc-skeleton');
  if (drawn) idle();
  else doc.addEventListener('sc-first-screen', idle, { once: true });
}
