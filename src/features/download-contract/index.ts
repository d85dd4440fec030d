export { DownloadContractButton, FILE_NOT_FOUND_MESSAGE } from './ui/DownloadContractButton';
