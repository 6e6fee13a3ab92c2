import type { ReactNode } from 'react';
import { buildHash } from '@sencare/shared/routing';

const style = { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, color: '#15803d', fontWeight: 600 } as const;

/** A real link (keyboard and screen readers know it), to one of our routes. */
export function BackLink({ path, query, children, testId }: { path: string; query?: Record<string, string>; children: ReactNode; testId?: string }) {
  return (
    <a href={buildHash(path, query)} style={style} data-testid={testId}>
      {children}
    </a>
  );
}
