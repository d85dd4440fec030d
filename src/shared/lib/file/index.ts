export { base64ToBlob, saveBlob } from './blob';
export { detectFileType, extensionFromMime, fileNameWithExtension } from './fileType';
export type { FileType } from './fileType';
