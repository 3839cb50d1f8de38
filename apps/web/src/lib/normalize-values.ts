/**
 * A form's values as the schema should see them: the `trim` fields trimmed, the `emptyAsNull` fields null when blank;
 * anything but an object passes unchanged.
 */
export function normalizeValues(trim: readonly string[], emptyAsNull: readonly string[]) {
  return (input: unknown) => {
    if (!input || typeof input !== 'object') return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const name of trim) if (typeof out[name] === 'string') out[name] = out[name].trim();
    for (const name of emptyAsNull)
      if (typeof out[name] === 'string' && out[name].trim() === '') out[name] = null;
    return out;
  };
}
