export { useCopyCode } from './model/useCopyCode';
export { usePixCopy } from './model/usePixCopy';
export { PixQrButton } from './ui/PixQrButton';
