/** Spec §5: the POST test needs a url (urlRequired); the MongoDB test needs uri and collection (mongodbFieldsRequired). */
export function validatePostTest(url: string): 'urlRequired' | null {
  return url.trim() ? null : 'urlRequired';
}

export function validateMongodbTest(
  uri: string,
  collection: string,
): 'mongodbFieldsRequired' | null {
  return uri.trim() && collection.trim() ? null : 'mongodbFieldsRequired';
}

/** An empty field clears the forwarder (null), anything else is sent trimmed. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}
