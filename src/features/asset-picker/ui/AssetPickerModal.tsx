import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import { physicalAssetSelected, selectSelectedAssetId, selectUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { assetPickerSchema, type AssetPickerValues } from '../model/assetPickerSchema';
import './assetPicker.css';

type Props = { open: boolean; onClose: () => void };

const ASSET_PICKER_TITLE = 'Unidade de consumo';
const ASSET_PICKER_TEXT = 'Selecione o contrato e o unidade de consumo que deseja consultar.';

/** Full-screen unit picker (spec §2): the choice is committed only by 'Continuar'. */
export const AssetPickerModal = ({ open, onClose }: Props) => (
  <Modal
    open={open}
    onCancel={onClose}
    footer={null}
    title={ASSET_PICKER_TITLE}
    destroyOnHidden
    // A full-screen sheet fades in: a zoom would move the select while its dropdown opens.
    transitionName="ant-fade"
    width="100%"
    className="asset-picker-modal"
    classNames={{
      container: 'asset-picker-modal__container',
      header: 'asset-picker-modal__header',
      title: 'asset-picker-modal__title',
      body: 'asset-picker-modal__body',
    }}
    closable={{ 'aria-label': 'Fechar' }}
  >
    <AssetPickerForm onDone={onClose} />
  </Modal>
);

/** Mounted only while open, so every opening starts from the unit in use. */
const AssetPickerForm = ({ onDone }: { onDone: () => void }) => {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const selectedId = useAppSelector(selectSelectedAssetId);
  const selectId = useId();
  const assets = useMemo(() => user?.physicalAssets ?? [], [user]);
  const schema = useMemo(() => assetPickerSchema(assets.map((asset) => asset.id)), [assets]);
  // The draft lives in the form; the store changes only on 'Continuar'.
  const formik = useFormik<AssetPickerValues>({
    initialValues: { assetId: selectedId ?? '' },
    validationSchema: schema,
    onSubmit: ({ assetId }) => {
      dispatch(physicalAssetSelected(assetId));
      onDone();
    },
  });

  return (
    <form className="asset-picker-form" onSubmit={formik.handleSubmit} noValidate>
      <EnvironmentOutlined aria-hidden className="asset-picker-form__icon" />
      <p className="asset-picker-form__text">{ASSET_PICKER_TEXT}</p>
      <label htmlFor={selectId} className="asset-picker-form__label">
        Unidade de Consumo
      </label>
      <Select
        id={selectId}
        size="large"
        className="asset-picker-form__select"
        value={formik.values.assetId || undefined}
        onChange={(assetId: string) => void formik.setFieldValue('assetId', assetId)}
        options={assets.map((asset) => ({ value: asset.id, label: asset.name }))}
        placeholder="Selecione a unidade"
        notFoundContent="Nenhuma unidade de consumo"
      />
      <Button type="primary" htmlType="submit" size="large" block disabled={!schema.isValidSync(formik.values)} className="asset-picker-form__submit">
        Continuar
      </Button>
    </form>
  );
};
