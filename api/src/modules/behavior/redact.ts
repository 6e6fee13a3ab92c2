/** Keys whose values never reach the behaviour log (the client logs request bodies, spec §7). */
const SECRET_KEYS = /^(password|oldpassword|newpassword|confirmpassword|pin|oldpin|newpin|confirmpin|code|token|idnumber|accountnumber)$/i;

function redactValue(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '***' : redactValue(v, depth + 1)]));
}

/**
 * Serialized params with secrets masked. JSON text and form-encoded text are both understood;
 * anything else is stored as sent.
 */
export function redactParams(params: unknown): string {
  if (params === undefined || params === null || params === '') return '';
  if (typeof params !== 'string') return JSON.stringify(redactValue(params, 0));
  const text = params.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.stringify(redactValue(JSON.parse(text), 0));
    } catch {
      return params;
    }
  }
  if (/^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(text)) {
    const form = new URLSearchParams(text);
    for (const key of [...form.keys()]) if (SECRET_KEYS.test(key)) form.set(key, '***');
    return form.toString();
  }
  return params;
}
