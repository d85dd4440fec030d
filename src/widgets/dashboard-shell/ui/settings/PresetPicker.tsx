import { CheckOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { useId } from 'react';
import { COLOR_PRESETS, type ThemeColorPreset } from '@/entities/appearance';
import { PRESET_LABELS, PRESET_ORDER } from '../../config/settings/options';

type Props = { value: ThemeColorPreset; onChange: (value: ThemeColorPreset) => void };

/** The six colour presets as named swatches; the chosen one carries a check mark, not colour alone. */
export const PresetPicker = ({ value, onChange }: Props) => {
  const labelId = useId();
  return (
    <section className="settings-group">
      <h3 id={labelId} className="settings-group-title">
        Cor principal
      </h3>
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as ThemeColorPreset)}
        className="settings-presets"
      >
        {PRESET_ORDER.map((preset) => (
          <Radio value={preset} key={preset} className="settings-preset">
            <span className="settings-swatch" style={{ background: COLOR_PRESETS[preset].main }} aria-hidden="true">
              {preset === value ? <CheckOutlined aria-hidden /> : null}
            </span>
            <span className="settings-preset-name">
              {PRESET_LABELS[preset]}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </section>
  );
};
