type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/** Keys present in one language's resources and missing from the other, both ways. */
export function findMissingKeys(a: object, b: object): { onlyInFirst: string[]; onlyInSecond: string[] } {
  const ka = new Set(flatten(a as Tree));
  const kb = new Set(flatten(b as Tree));
  return {
    onlyInFirst: [...ka].filter((k) => !kb.has(k)).sort(),
    onlyInSecond: [...kb].filter((k) => !ka.has(k)).sort(),
  };
}
