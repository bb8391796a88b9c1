/**
 * A Map standing in for the browser's localStorage outside the browser (the web unit tests run in
 * Node). Importing this installs it; a test reads or clears `store` to see or reset what was kept.
 * Import it before the modules under test, which may read localStorage as they load.
 */
export const store = new Map<string, string>();

globalThis.localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: (i: number) => [...store.keys()][i] ?? null,
  get length() {
    return store.size;
  },
} as Storage;
