// Which release folders may go (docs/deploying.md: open pages keep their chunks).
// A page opened on a release loads that release's chunks for as long as the tab lives, so a folder
// is deleted only when it is none of: `keepIds` (current, the rollback target, the running canary),
// one of the newest `keep`, or served within the last `graceHours`.
export function releasesToRemove({ onDisk, state, keepIds, settings, now }) {
  const publishedAt = (id) => state.releases[id]?.publishedAt ?? '';
  const newest = [...onDisk].sort((a, b) => publishedAt(b).localeCompare(publishedAt(a))).slice(0, settings.keep);
  const graceStart = new Date(now).getTime() - settings.graceHours * 3_600_000;
  const recentlyServed = (id) => {
    const record = state.releases[id];
    // Unknown folders (state lost) count as served until now: never delete what we cannot date.
    if (!record) return true;
    if (!record.retiredAt) return false;
    return new Date(record.retiredAt).getTime() > graceStart;
  };
  const keep = new Set([...keepIds, ...newest].filter(Boolean));
  return onDisk.filter((id) => !keep.has(id) && !recentlyServed(id));
}
