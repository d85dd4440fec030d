import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { useSelectedAssetName } from '../model/useSelectedAssetName';

/** The current consumption unit in the top bar; opens the picker. */
export const UnitButton = ({ onClick }: { onClick: () => void }) => {
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
    >
      <EnvironmentOutlined aria-hidden className="shell-unit-icon" />
      <span className="shell-unit-text">
        <span className="shell-unit-label">Unidade de consumo</span>
        <span className="shell-unit-name">{name ?? 'Nenhuma unidade'}</span>
      </span>
      <DownOutlined aria-hidden className="shell-unit-caret" />
    </button>
  );
};
