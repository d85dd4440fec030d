import { Modal } from 'antd';
import { AssetPickerForm } from './AssetPickerForm';
import './assetPicker.css';

type Props = { open: boolean; onClose: () => void };

const ASSET_PICKER_TITLE = 'Unidade de consumo';

/**
 * The unit picker (spec §2) as a compact dialog: it opens with the list open on the unit in use, so a switch is
 * open, choose, 'Continuar' (issue: at most three steps, keyboard included); the choice is committed only by
 * 'Continuar'.
 */
export const AssetPickerModal = ({ open, onClose }: Props) => (
  <Modal
    open={open}
    onCancel={onClose}
    footer={null}
    title={ASSET_PICKER_TITLE}
    destroyOnHidden
    // A fade, not a zoom: the list opens with the dialog and must not move while it does.
    transitionName="ant-fade"
    width={480}
    className="asset-picker-modal"
    classNames={{ body: 'asset-picker-modal__body' }}
    closable={{ 'aria-label': 'Fechar' }}
  >
    <AssetPickerForm onDone={onClose} />
  </Modal>
);
