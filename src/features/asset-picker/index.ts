export { ASSET_PICKER_TEXT, ASSET_PICKER_TITLE, AssetPickerModal } from './ui/AssetPickerModal';
