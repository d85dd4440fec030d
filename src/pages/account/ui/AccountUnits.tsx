import { CheckCircleFilled, EnvironmentOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { AssetPickerModal } from '@/features/asset-picker';
import { useAppSelector } from '@/shared/model';

/** The account's consumption units; the one being viewed is marked with a word, not colour alone. */
export const AccountUnits = () => {
  const user = useAppSelector(selectUser);
  const selectedId = useSelectedUnit().id;
  const [pickerOpen, setPickerOpen] = useState(false);
  const assets = user?.physicalAssets ?? [];

  return (
    <Card
      className="account-units-card"
      title={<h2 className="account-card-title">Unidades de consumo</h2>}
      extra={
        assets.length > 1 ? (
          <Button icon={<SwapOutlined aria-hidden />} onClick={() => setPickerOpen(true)}>
            Trocar unidade
          </Button>
        ) : null
      }
    >
      {assets.length === 0 ? (
        <p className="account-muted account-empty">Nenhuma unidade de consumo vinculada a esta conta.</p>
      ) : (
        <ul className="account-units" aria-label="Unidades de consumo da conta">
          {assets.map((asset) => (
            <li key={asset.id} className="account-unit">
              <EnvironmentOutlined aria-hidden className="account-unit-icon" />
              <span className="account-unit-name">{asset.name}</span>
              {asset.id === selectedId ? (
                <span className="account-unit-current">
                  <CheckCircleFilled aria-hidden /> Em consulta
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AssetPickerModal open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </Card>
  );
};
