/** A short-lived in-memory cache for content that rarely changes (menus, pages, snippets). */
const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  // A failure is not cached: the next request tries again.
  value.catch(() => entries.delete(key));
  return value;
}

export function clearContentCache(): void {
  entries.clear();
}
