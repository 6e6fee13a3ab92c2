// What a Lighthouse result says about a page, read without loading Lighthouse: the figures the
// budgets use and whether the LCP element is real content or a placeholder.

/**
 * Names and attributes of placeholders: the skeletons of shell/src/index.html (#sc-skeleton, .sk,
 * .sk-…, .sku-…, drawn by shell/src/index.skeleton.js), anything named a skeleton, aria-busy views.
 */
const SKELETON = /(^|[\s."#])(sk|sku|sk-[\w-]+|sku-[\w-]+|[\w-]*skeleton[\w-]*)([\s".>#:]|$)|aria-busy="true"|aria-hidden="true"/i;

export function isSkeleton(node) {
  return Boolean(node && SKELETON.test(`${node.selector ?? ''} ${node.snippet ?? ''}`));
}

/** The LCP element Lighthouse found (lcp-breakdown-insight's node item), as selector + snippet. */
export function lcpNode(lhr) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && (value.selector || value.snippet)) return value;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const hit = find(child);
      if (hit) return hit;
    }
    return null;
  };
  const node = find(lhr.audits['lcp-breakdown-insight']?.details) ?? find(lhr.audits['largest-contentful-paint-element']?.details);
  return node ? { selector: node.selector ?? '', snippet: node.snippet ?? '', label: node.nodeLabel ?? '' } : null;
}

/** The figures of one Lighthouse result (navigation or timespan). */
export function figures(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    performance: lhr.gatherMode === 'navigation' && typeof score === 'number' ? Math.round(score * 100) : null,
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    lcpElement: lcpNode(lhr),
    warnings: lhr.runWarnings ?? [],
    error: lhr.runtimeError?.code ?? null,
  };
}
