import { describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from './uploadLimits';

describe('upload limits', () => {
  it('allow 10 MB of pdf, jpg, jpeg or png', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(UPLOAD_EXTENSIONS).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    expect(UPLOAD_CONTENT_TYPES).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });
});
