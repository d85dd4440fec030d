import { Button, Select } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { selectUser, useSelectedUnit, useSelectUnit } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { matchesUnit, unitOptions, unitPositionText, type UnitOption } from '@/entities/physical-asset';
import { assetPickerSchema, type AssetPickerValues } from '../model/assetPickerSchema';

const ASSET_PICKER_TEXT = 'Selecione o contrato e o unidade de consumo que deseja consultar.';
/** Rows of the list at once; antd's list is virtual, so 240 units draw as fast as 3. */
const LIST_HEIGHT = 320;
const ROW_HEIGHT = 32;

/** Mounted only while open, so every opening starts from the unit in use, with the list open on it. */
export const AssetPickerForm = ({ onDone }: { onDone: () => void }) => {
  const switchUnit = useSelectUnit();
  const user = useAppSelector(selectUser);
  const selectedId = useSelectedUnit().id;
  const selectId = useId();
  const assets = useMemo(() => user?.physicalAssets ?? [], [user]);
  const options = useMemo(() => unitOptions(assets), [assets]);
  const schema = useMemo(() => assetPickerSchema(assets.map((asset) => asset.id)), [assets]);
  const [listOpen, setListOpen] = useState(assets.length > 0);
  // Read by the next key press, which may come before React has drawn the choice and the closed list.
  const listOpenNow = useRef(listOpen);
  const choiceNow = useRef(selectedId ?? '');
  const onOpenChange = (open: boolean) => {
    listOpenNow.current = open;
    setListOpen(open);
  };
  const [search, setSearch] = useState('');
  // The draft lives in the form; the store changes only on 'Continuar'.
  const formik = useFormik<AssetPickerValues>({
    initialValues: { assetId: selectedId ?? '' },
    validationSchema: schema,
    onSubmit: ({ assetId }) => commit(assetId),
  });
  const valid = schema.isValidSync(formik.values);
  function commit(assetId: string) {
    switchUnit(assetId);
    onDone();
  }
  // The list opens inside the dialog, in room made under the field: it covers nothing ('Continuar' included), and
  // it stays inside the modal dialog for screen readers.
  const rows = Math.max(1, options.filter((option) => matchesUnit(search, option)).length);
  const listRoom = listOpen ? Math.min(LIST_HEIGHT, rows * ROW_HEIGHT) + 16 : 0;
  const position = unitPositionText(assets, formik.values.assetId);

  // With the list closed on a valid choice, Enter is 'Continuar' (the select would only reopen its list).
  const commitOnEnter = (event: KeyboardEvent) => {
    const assetId = choiceNow.current;
    if (event.key !== 'Enter' || listOpenNow.current || !schema.isValidSync({ assetId })) return;
    event.preventDefault();
    event.stopPropagation();
    commit(assetId);
  };

  return (
    <form className="asset-picker-form" onSubmit={formik.handleSubmit} noValidate>
      <p className="asset-picker-form__text">{ASSET_PICKER_TEXT}</p>
      <div className="asset-picker-form__head">
        <label htmlFor={selectId} className="asset-picker-form__label">
          Unidade de Consumo
        </label>
        {position ? <span className="asset-picker-form__position">{position}</span> : null}
      </div>
      <div className="asset-picker-form__field" style={{ paddingBottom: listRoom }} onKeyDownCapture={commitOnEnter}>
        <Select<string, UnitOption>
          id={selectId}
          size="large"
          className="asset-picker-form__select"
          autoFocus={assets.length > 0}
          open={listOpen}
          onOpenChange={onOpenChange}
          value={formik.values.assetId || undefined}
          onChange={(assetId) => {
            choiceNow.current = assetId;
            // A choice closes the list (one value); the select says so a moment later, maybe after the next key.
            listOpenNow.current = false;
            void formik.setFieldValue('assetId', assetId);
          }}
          options={options}
          showSearch={{ filterOption: matchesUnit, onSearch: setSearch }}
          listHeight={LIST_HEIGHT}
          getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
          placeholder="Selecione ou digite para buscar"
          notFoundContent="Nenhuma unidade encontrada"
        />
      </div>
      <Button type="primary" htmlType="submit" size="large" block disabled={!valid} className="asset-picker-form__submit">
        Continuar
      </Button>
    </form>
  );
};
