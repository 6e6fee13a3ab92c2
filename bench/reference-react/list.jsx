// The reference route: its own chunk, its data fetched on entry, drawn when the data is there.
/* global fetch */
import { useEffect, useState } from 'react';

export default function List() {
  const [items, setItems] = useState(null);
  useEffect(() => {
    let live = true;
    fetch('/react/data.json')
      .then((r) => r.json())
      .then((data) => live && setItems(data));
    return () => {
      live = false;
    };
  }, []);
  if (!items) return <p aria-busy="true">Loading…</p>;
  return (
    <main>
      <h1>Claims</h1>
      <ul data-testid="ref-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.title} · {item.status}
          </li>
        ))}
      </ul>
    </main>
  );
}
