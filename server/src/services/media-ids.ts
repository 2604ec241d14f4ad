/**
 * A media id: 32 base64url characters (24 random bytes, 192 bits), the
 * capability in /api/media/<id> (docs/security.md). Its own constant: the
 * same length as an attempt hash, but not the same thing.
 */
export const MEDIA_ID_LENGTH = 32;

/** A media URL this server serves, capturing the id. */
export const MEDIA_PATH_PATTERN = new RegExp(`^/api/media/([A-Za-z0-9_-]{${MEDIA_ID_LENGTH}})$`);
