/** Flat form encoding; nested values go as JSON strings (the API parses them back). */
export function formEncode(body: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}
