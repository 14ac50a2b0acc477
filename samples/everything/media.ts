/** A 1×1 PNG (one opaque red pixel), base64: the image the tools, the binary resource and the image prompt send. */
export const RED_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A complete WAV file, base64: PCM, mono, 8 kHz, 16 bit, four samples of silence (52 bytes). */
export const SILENT_WAV = 'UklGRiwAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQgAAAAAAAAAAAAAAA==';
