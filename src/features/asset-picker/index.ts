export { AssetPickerModal } from './ui/AssetPickerModal';
