import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Modal, Select, theme } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import { physicalAssetSelected, selectSelectedAssetId, selectUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { assetPickerSchema, type AssetPickerValues } from '../model/assetPickerSchema';

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
    style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
    styles={{
      container: { minHeight: '100dvh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
      header: { paddingBottom: 16, marginBottom: 0 },
      title: { fontSize: 20 },
      body: { flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', paddingTop: '10vh' },
    }}
    closable={{ 'aria-label': 'Fechar' }}
  >
    <AssetPickerForm onDone={onClose} />
  </Modal>
);

/** Mounted only while open, so every opening starts from the unit in use. */
const AssetPickerForm = ({ onDone }: { onDone: () => void }) => {
  const { token } = theme.useToken();
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
    <form style={{ width: '100%', maxWidth: 480 }} onSubmit={formik.handleSubmit} noValidate>
      <EnvironmentOutlined aria-hidden style={{ fontSize: 40, color: token.colorPrimaryText, marginBottom: 16 }} />
      <p style={{ fontSize: 17, color: token.colorText, marginTop: 0, marginBottom: 24 }}>{ASSET_PICKER_TEXT}</p>
      <label htmlFor={selectId} style={{ display: 'block', fontWeight: 500, marginBottom: 8, color: token.colorText }}>
        Unidade de Consumo
      </label>
      <Select
        id={selectId}
        size="large"
        style={{ width: '100%' }}
        value={formik.values.assetId || undefined}
        onChange={(assetId: string) => void formik.setFieldValue('assetId', assetId)}
        options={assets.map((asset) => ({ value: asset.id, label: asset.name }))}
        placeholder="Selecione a unidade"
        notFoundContent="Nenhuma unidade de consumo"
      />
      <Button type="primary" htmlType="submit" size="large" block disabled={!schema.isValidSync(formik.values)} style={{ marginTop: 24 }}>
        Continuar
      </Button>
    </form>
  );
};
