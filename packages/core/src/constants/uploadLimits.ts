/** Largest document a patient may upload: 10 MB (spec §5, error 4133 above it). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** File extensions accepted for upload, lower case, without the dot. */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** Content types accepted for upload, matching UPLOAD_EXTENSIONS (jpg and jpeg share one). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
