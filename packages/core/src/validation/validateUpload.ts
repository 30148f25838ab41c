import type { ValidationMessageId } from '../i18n/messages/validation';

/** What the browser knows about a chosen file before it is sent. */
export interface UploadCandidate {
  name: string;
  /** Size in bytes. */
  size: number;
  /** The first bytes of the file: at least 8, or the whole file when it is shorter. */
  bytes: Uint8Array;
}

/** Why a file was refused: `code` is an error code of spec §8, `message` a validation message id. */
export type UploadVerdict = { ok: true } | { ok: false; code: 4003 | 4133; message: ValidationMessageId };

/** Spec §9: document upload up to 10 MB. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type FileKind = 'pdf' | 'jpeg' | 'png';

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

// Magic numbers of the allowed formats; anything else (an MZ executable, a ZIP…) is refused.
const SIGNATURES: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

function detectKind(bytes: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, i) => bytes[i] === byte))?.[0];
}

/**
 * Decides whether a file may be attached to a visit (spec §5, §9): a non-empty PDF, JPG, JPEG or
 * PNG of at most 10 MB.
 *
 * The extension (case-insensitive) must be allowed AND the file's first bytes must carry the
 * magic number of that same format, so a renamed executable — or a PNG renamed `.pdf`, which the
 * server would store under the wrong content type — is refused. Too large is error 4133; every
 * other refusal is 4003.
 */
export function validateUpload({ name, size, bytes }: UploadCandidate): UploadVerdict {
  if (!(size > 0)) return { ok: false, code: 4003, message: 'validation.fileEmpty' };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, code: 4133, message: 'validation.fileTooLarge' };
  const dot = name.lastIndexOf('.');
  const declared = dot > 0 ? KIND_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
  if (declared === undefined) return { ok: false, code: 4003, message: 'validation.fileTypeNotAllowed' };
  if (detectKind(bytes) !== declared)
    return { ok: false, code: 4003, message: 'validation.fileContentMismatch' };
  return { ok: true };
}
