// A call's path with its parameters filled in, apart from the endpoint map: the map imports every
// answer schema, and the web's first page loads this without them (and so without zod).

/** A call's path with its parameters filled in, each encoded. */
export function fillPath(key: string, params: Record<string, string | number> = {}): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
