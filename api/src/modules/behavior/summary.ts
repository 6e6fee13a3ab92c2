/**
 * The behaviour log keeps an allow-list: where (route and page without query values),
 * how (method, source) and how much (entries, bytes). Request values (diagnosis, phone, email,
 * claimant, bank account…) are personal or medical and never reach the table.
 */

export interface ParamsSummary {
  /** What the client sent as params. */
  kind: 'none' | 'object' | 'array' | 'form' | 'text';
  /** Top-level fields (object, form), items (array); 0 for text. */
  entries: number;
  /** UTF-8 size of the params as sent (JSON text for objects). */
  bytes: number;
}

/** Longest stored url / page (the shared schema refuses longer ones anyway). */
export const STORED_URL_MAX = 2048;
/** Query parameter names kept per url; values never are. */
const QUERY_NAMES_MAX = 20;
const QUERY_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
const FORM_TEXT = /^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function shapeOf(value: unknown): Pick<ParamsSummary, 'kind' | 'entries'> | null {
  if (Array.isArray(value)) return { kind: 'array', entries: value.length };
  if (value !== null && typeof value === 'object') return { kind: 'object', entries: Object.keys(value).length };
  return null;
}

export function summarizeParams(params: unknown): ParamsSummary {
  if (params === undefined || params === null || params === '') return { kind: 'none', entries: 0, bytes: 0 };
  if (typeof params !== 'string') {
    return { ...(shapeOf(params) ?? { kind: 'text', entries: 0 }), bytes: Buffer.byteLength(JSON.stringify(params) ?? '') };
  }
  const bytes = Buffer.byteLength(params);
  const text = params.trim();
  const json = text.startsWith('{') || text.startsWith('[') ? shapeOf(parseJson(text)) : null;
  if (json) return { ...json, bytes };
  if (FORM_TEXT.test(text)) return { kind: 'form', entries: [...new URLSearchParams(text).keys()].length, bytes };
  return { kind: 'text', entries: 0, bytes };
}

/**
 * A url or page path as stored: no fragment, query values dropped (`/providers?q=&city=`), names
 * that do not look like parameter names dropped too, control characters removed, bounded.
 */
export function withoutQueryValues(url: string): string {
  const [beforeHash] = url.replace(CONTROL, '').split('#', 1);
  const at = beforeHash.indexOf('?');
  const path = (at < 0 ? beforeHash : beforeHash.slice(0, at)).slice(0, STORED_URL_MAX);
  if (at < 0) return path;
  const names = new Set<string>();
  for (const pair of beforeHash.slice(at + 1).split('&')) {
    let name = pair.split('=', 1)[0];
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (QUERY_NAME.test(name) && names.size < QUERY_NAMES_MAX) names.add(name);
  }
  const query = [...names].map((name) => `${name}=`).join('&');
  return (query ? `${path}?${query}` : path).slice(0, STORED_URL_MAX);
}

/**
 * The page a record was made on, as stored. The shell sends its hash route (`#/claims/detail?id=…`,
 * shell/src/bootstrap.tsx `currentPage`); withoutQueryValues drops everything from a `#`, which
 * stored every such page as ''. The route is the page: its `#` goes first, then its query values.
 */
export function pageWithoutQueryValues(page: string): string {
  return withoutQueryValues(page.startsWith('#') ? page.slice(1) : page);
}
