/**
 * A bounded memo for pure functions of the demo data (the same key always gives the same value), so it holds no
 * state a test or a reset could see: only time saved. Two generations: values made or used since the last turn
 * stay; once `limit` of them are, the older generation goes (at most 2 × `limit` values are kept). Cheaper than a
 * least-recently-used list, whose deletes slow a large Map down.
 */
export function boundedMemo<V>(limit: number, make: (key: string) => V): (key: string) => V {
  let recent = new Map<string, V>();
  let older = new Map<string, V>();
  return (key) => {
    let value = recent.get(key);
    if (value !== undefined) return value;
    value = older.get(key) ?? make(key);
    recent.set(key, value);
    if (recent.size >= limit) [older, recent] = [recent, new Map()];
    return value;
  };
}
