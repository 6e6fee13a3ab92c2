import staff from './staffPage.module.css';

type Styles = Readonly<Record<string, string | undefined>>;

/**
 * A staff portal's page styles: each class of the staff portals' sheet (./staffPage.module.css:
 * sections, fields, rows, the desk frame) joined with the portal's own rule of that name, so a
 * portal's components/page.module.css holds only what that portal lays out differently. Imported
 * by path (`@sencare/shared/ui/staffPage`), not from the kit's index: it is bundled into the staff
 * portals only, and a policyholder's first visit never loads it.
 */
export function staffPageStyles(own: Styles): Styles {
  // Each class is joined once and kept: pages read these on every render.
  const joined = new Map<string, string | undefined>();
  const join = (key: string) => [staff[key], own[key]].filter(Boolean).join(' ') || undefined;
  return new Proxy({}, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      if (!joined.has(key)) joined.set(key, join(key));
      return joined.get(key);
    },
  });
}
