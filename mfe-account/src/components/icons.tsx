/** Menu icons as inline SVG paths (24x24, stroke): a few hundred bytes instead of an icon package. */
const PATHS = {
  policy: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  claim: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  cashless: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M2 20h20',
  message: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1.5-2-3.5-2.4.6-1.6-1.2L14.5 4h-5l-.5 2.4-1.6 1.2L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.6 1.6 1.2.5 2.4h5l.5-2.4 1.6-1.2 2.4.6 2-3.5z',
  password: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  pin: 'M4 7h16v10H4zM8 12h.01M12 12h.01M16 12h.01',
  privacy: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  logout: 'M15 4h4v16h-4M10 16l4-4-4-4M14 12H4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  mydata: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, color = '#15803d' }: { name: IconName; color?: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke={color} strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
