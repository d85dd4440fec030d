import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { useSelectedAssetName } from '../model/useSelectedAssetName';

/** The current consumption unit in the top bar; opens the picker. */
export const UnitButton = ({ onClick }: { onClick: () => void }) => {
  const { token } = theme.useToken();
  const name = useSelectedAssetName();
  const assetCount = useAppSelector(selectUser)?.physicalAssets.length ?? 0;
  return (
    <button
      type="button"
      className="shell-unit-button"
      onClick={onClick}
      disabled={assetCount === 0}
      title="Mudar unidade de consumo"
      aria-haspopup="dialog"
      style={{ borderColor: token.colorBorderSecondary, color: token.colorText }}
    >
      <EnvironmentOutlined aria-hidden style={{ fontSize: 18, color: token.colorPrimaryText }} />
      <span className="shell-unit-text">
        <span style={{ fontSize: 12, color: token.colorTextSecondary }}>Unidade de consumo</span>
        <span style={{ fontWeight: 500 }}>{name ?? 'Nenhuma unidade'}</span>
      </span>
      <DownOutlined aria-hidden style={{ fontSize: 11, color: token.colorTextSecondary }} />
    </button>
  );
};
