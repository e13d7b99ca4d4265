/** Flattens a nested catalogue into dotted keys (`{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`). */
export function flattenCatalogue(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object')
      Object.assign(flat, flattenCatalogue(value as Record<string, unknown>, path));
    else throw new Error(`Catalogue entry ${path} is neither text nor a group`);
  }
  return flat;
}
