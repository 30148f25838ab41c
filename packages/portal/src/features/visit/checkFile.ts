import { type UploadVerdict, validateUpload } from '@wizyta/core';

/** validateUpload needs the first 8 bytes; 16 leave room for longer signatures. */
const HEADER_BYTES = 16;

async function headerOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, HEADER_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older engines (and some test DOMs) only read blobs through FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Checks a chosen file with core's validateUpload (size, extension, magic bytes) the moment it
 * is chosen, so a refusal is explained before anything is sent.
 */
export async function checkFile(file: File): Promise<UploadVerdict> {
  return validateUpload({ name: file.name, size: file.size, bytes: await headerOf(file) });
}
