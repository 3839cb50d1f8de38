/**
 * JSON of a database snapshot as a list of UTF-8 chunks, byte for byte what `JSON.stringify(data)` gives, without
 * ever holding that text as one string: a large world's snapshot (MOCK_SCALE=large, ≈ 24 MB of JSON, a 45 MB string
 * in V8 because of its Chinese names) was a string, then its UTF-8 copy, then a second copy to measure it — ≈ 110 MB
 * of garbage per snapshot that stayed in the process until the next full collection (docs/performance.md). The top
 * level object's arrays are written record by record into chunks of about CHUNK_CHARS characters, each encoded at once.
 * Synchronous, so the chunks are one consistent state of the data.
 */
const CHUNK_CHARS = 256 * 1024;

export function jsonChunks(data: unknown, chunkChars = CHUNK_CHARS): Buffer[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || 'toJSON' in data)
    return [Buffer.from(JSON.stringify(data) ?? 'null')];
  const chunks: Buffer[] = [];
  let text = '{';
  const push = (part: string): void => {
    text += part;
    if (text.length >= chunkChars) {
      chunks.push(Buffer.from(text));
      text = '';
    }
  };
  let firstKey = true;
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    push(`${firstKey ? '' : ','}${JSON.stringify(key)}:`);
    firstKey = false;
    if (!Array.isArray(value)) {
      push(JSON.stringify(value));
      continue;
    }
    push('[');
    for (let i = 0; i < value.length; i++)
      push(`${i ? ',' : ''}${JSON.stringify(value[i]) ?? 'null'}`);
    push(']');
  }
  chunks.push(Buffer.from(`${text}}`));
  return chunks;
}
