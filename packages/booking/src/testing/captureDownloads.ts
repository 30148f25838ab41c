import { vi } from 'vitest';

/**
 * Collects the files the flow downloads (the calendar file): jsdom has no Blob URLs and no
 * navigation, so the browser's own functions are stood in for to catch each Blob.
 */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}
