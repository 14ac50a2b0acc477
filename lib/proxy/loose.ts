/** A JSON object the upstream sent, read field by field (each field checked where it is used). */
export type Loose = { readonly [key: string]: unknown };

/** Whether a value from the upstream is a JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
