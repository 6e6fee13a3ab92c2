import { CLAIM_TABS } from '@sencare/shared/rules';
import { claimKeys } from './queryKeys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe('query keys (one factory for every query and invalidation)', () => {
  test("the report picker's single pages and my claims' infinite lists never share a key", () => {
    for (const tab of CLAIM_TABS) {
      expect(claimKeys.firstPage(tab)).not.toEqual(claimKeys.infiniteList(tab, ''));
      // Not even as a prefix: a query matching one by prefix must not hit the other's shape.
      expect(startsWith(claimKeys.infiniteList(tab, ''), claimKeys.firstPage(tab))).toBe(false);
      expect(startsWith(claimKeys.firstPage(tab), claimKeys.infiniteList(tab, ''))).toBe(false);
    }
  });

  test('invalidating lists() reaches both list shapes, and nothing else', () => {
    expect(startsWith(claimKeys.infiniteList('completed', 'CL-1'), claimKeys.lists())).toBe(true);
    expect(startsWith(claimKeys.firstPage('submission'), claimKeys.lists())).toBe(true);
    for (const other of [claimKeys.summary(), claimKeys.detail('CL-1'), claimKeys.formOptions(), claimKeys.signatureDraft()]) {
      expect(startsWith(other, claimKeys.lists())).toBe(false);
    }
  });

  test("every key is under this remote's prefix and distinct", () => {
    const keys = [claimKeys.lists(), claimKeys.summary(), claimKeys.detail('CL-1'), claimKeys.formOptions(), claimKeys.signatureDraft(), claimKeys.firstPage('in_progress'), claimKeys.infiniteList('in_progress', '')];
    for (const key of keys) expect(key[0]).toBe('claims');
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });
});
