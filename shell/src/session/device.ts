/** docs/requirements.md §1: on a PC the app redirects to a separate PC site, when one is configured. */
export function isDesktop(userAgent: string): boolean {
  return !/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}

export function pcSiteUrl(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pc-site-url"]');
  const value = meta?.content.trim();
  return value && /^https?:\/\//.test(value) ? value : null;
}
