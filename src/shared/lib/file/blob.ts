import { detectFileType, stripDataUrl } from './fileType';

/** Decodes base64 (a data URL prefix is allowed) into a Blob typed from its content. */
export function base64ToBlob(base64: string): Blob {
  const content = stripDataUrl(base64);
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: detectFileType(content).mime });
}

/** Starts a browser download of the blob under the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same tick can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
