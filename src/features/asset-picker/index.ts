export { useSwitchUnit } from './model/useSwitchUnit';
export { AssetPickerModal } from './ui/AssetPickerModal';
