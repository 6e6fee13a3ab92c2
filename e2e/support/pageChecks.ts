import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * What axe cannot see and a person does (the sweep's own rules, support/axe.ts): a tab whose title
 * does not name the screen (WCAG 2.4.2: "SenCare" on every screen), and words of the other
 * language on a Vietnamese screen (WCAG 3.1.2: an English aria-label read out in Vietnamese).
 */
export const PAGE_CHECK_RULES = ['sweep-title-names-screen', 'sweep-english-on-vietnamese-screen'];

const ROOT = path.resolve(__dirname, '..', '..');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const readTree = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/**
 * Every English text of the apps (shell, shared, every remote) whose Vietnamese differs: plain
 * texts only (no {{placeholders}}) of three letters or more: a name both languages write alike
 * ("SenCare", "Email") never counts, as its Vietnamese is the same.
 */
function englishOnlyTexts(): string[] {
  const pairs: [string, string][] = [[path.join(ROOT, 'shared/src/i18n/common.en.json'), path.join(ROOT, 'shared/src/i18n/common.vi.json')]];
  for (const dir of ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))]) {
    const en = path.join(ROOT, dir, 'src/i18n/en.json');
    if (existsSync(en)) pairs.push([en, path.join(ROOT, dir, 'src/i18n/vi.json')]);
  }
  const texts = new Set<string>();
  for (const [enFile, viFile] of pairs) {
    const vi = flatten(readTree(viFile));
    for (const [key, text] of flatten(readTree(enFile))) {
      if (vi.get(key) !== text && !text.includes('{{') && /[a-z]{3}/i.test(text)) texts.add(text.trim());
    }
  }
  return [...texts];
}

let english: string[] | null = null;

export interface PageCheckFinding {
  rule: string;
  impact: string;
  targets: string[];
  help: string;
  details?: string[];
}

/** The sweep's own checks on the page as it is now. */
export async function pageChecks(page: Page): Promise<PageCheckFinding[]> {
  english ??= englishOnlyTexts();
  const found = await page.evaluate((englishTexts) => {
    const out: { rule: string; targets: string[]; details: string[] }[] = [];
    const title = document.title.trim();
    // The shell writes "<screen> – <app>" (shared/src/ui/pageFocus.ts documentTitle): the app's name alone names no screen.
    if (!title.includes(' – ')) out.push({ rule: 'sweep-title-names-screen', targets: ['title'], details: [title] });
    if (document.documentElement.lang === 'vi') {
      const wanted = new Set(englishTexts);
      const hits: string[] = [];
      const visible = (el: Element) => !el.closest('[aria-hidden="true"], [hidden]') && getComputedStyle(el).display !== 'none';
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!visible(el)) continue;
        for (const attr of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription']) {
          const value = el.getAttribute(attr)?.trim();
          if (value && wanted.has(value)) hits.push(`${el.tagName.toLowerCase()}[${attr}="${value}"]`);
        }
        const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
        if (own && wanted.has(own)) hits.push(`${el.tagName.toLowerCase()}: "${own}"`);
      }
      const announcers = Array.from(document.querySelectorAll('[aria-live]')).map((el) => el.textContent?.trim() ?? '').filter((text) => wanted.has(text));
      hits.push(...announcers.map((text) => `live region: "${text}"`));
      if (hits.length > 0) out.push({ rule: 'sweep-english-on-vietnamese-screen', targets: hits, details: hits });
    }
    return out;
  }, english);
  return found.map((f) => ({
    ...f,
    impact: 'serious',
    help: f.rule === 'sweep-title-names-screen' ? 'The tab title names the screen ("<screen> – SenCare")' : 'Every text and accessible name on a Vietnamese screen is Vietnamese',
  }));
}
