import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useUnitInUse } from '../model/useUnitInUse';

type Props = { onClick: () => void; variant?: 'header' | 'bar' };

/**
 * The current consumption unit, with its place among many ('42 de 240'); opens the picker. In the desktop top bar,
 * and on phones as a bar right under the header.
 */
export const UnitButton = ({ onClick, variant = 'header' }: Props) => {
  const { name, position, count } = useUnitInUse();
  return (
    <button
      type="button"
      className={variant === 'bar' ? 'shell-unit-button shell-unit-button--bar' : 'shell-unit-button'}
      onClick={onClick}
      disabled={count === 0}
      title="Mudar unidade de consumo"
      aria-haspopup="dialog"
    >
      <EnvironmentOutlined aria-hidden className="shell-unit-icon" />
      <span className="shell-unit-text">
        <span className="shell-unit-label">Unidade de consumo</span>
        <span className="shell-unit-line">
          <span className="shell-unit-name">{name ?? 'Nenhuma unidade'}</span>
          {position ? <span className="shell-unit-position">{position}</span> : null}
        </span>
      </span>
      <DownOutlined aria-hidden className="shell-unit-caret" />
    </button>
  );
};
