/**
 * Web Storage kept in memory, for the site's tests and stories: what a feature reads and writes
 * as it would the browser's, without touching the real one. (The library keeps its own under
 * src/internal, which the site cannot import.)
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
