const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a canonical UUID. Record ids are UUIDs: checking first lets a malformed id answer 404
 * like a missing one instead of reaching the database as an invalid uuid.
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
