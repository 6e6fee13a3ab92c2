// The plain React 19 reference of the nav section (bench/navigation.mjs): a home screen and a
// route whose code is split off and whose data is fetched on entry, as a single-page app without
// micro-frontends would do it. Built by esbuild when the bench starts (bench/gateway.mjs).
/* global document, window, location */
import { lazy, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const List = lazy(() => import('./list.jsx'));

function useHash() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function App() {
  const hash = useHash();
  if (hash === '#/list') {
    return (
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <List />
      </Suspense>
    );
  }
  return (
    <main data-testid="ref-home">
      <h1>Home</h1>
      <a href="#/list">Claims</a>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
