export type FileType = { mime: string; extension: string };

// Base64 of each format's magic bytes: "%PDF-", FF D8 FF, and the PNG signature.
const SIGNATURES: Array<[prefix: string, type: FileType]> = [
  ['JVBERi0', { mime: 'application/pdf', extension: 'pdf' }],
  ['/9j/', { mime: 'image/jpeg', extension: 'jpg' }],
  ['iVBORw0KGgo', { mime: 'image/png', extension: 'png' }],
];
const BINARY: FileType = { mime: 'application/octet-stream', extension: 'bin' };

/** Drops a `data:...;base64,` prefix and any whitespace. */
export function stripDataUrl(base64: string): string {
  return base64.replace(/^data:[^,]*;base64,/i, '').replace(/\s/g, '');
}

/** File type from the start of base64 content (spec §5): PDF, JPEG, PNG, otherwise binary. */
export function detectFileType(base64: string): FileType {
  const content = stripDataUrl(base64);
  const match = SIGNATURES.find(([prefix]) => content.startsWith(prefix));
  return match ? { ...match[1] } : { ...BINARY };
}

/** `pdf`, `jpg`, `png`, otherwise `bin`; parameters such as `;charset=` are ignored. */
export function extensionFromMime(type: string): string {
  const mime = type.split(';')[0]!.trim().toLowerCase();
  return SIGNATURES.find(([, t]) => t.mime === mime)?.[1].extension ?? BINARY.extension;
}

/** Adds the extension that matches the blob's (or the given) MIME type unless the name already has it. */
export function fileNameWithExtension(base: string, blobOrMime: Blob | string): string {
  const extension = extensionFromMime(typeof blobOrMime === 'string' ? blobOrMime : blobOrMime.type);
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
